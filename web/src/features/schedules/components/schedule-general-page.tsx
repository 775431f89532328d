import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ErrorCode,
  type Schedule,
  type ScheduleInit,
  type ScheduleInput,
  ScheduleInputSchema,
  type SummaryTableCalculationMode,
} from '@portal/shared';
import { IconArchive, IconArchiveOff, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { useScheduleId } from '../hooks/use-schedule-id';
import { calculationModeLabels } from '../messages';
import { ScheduleNotFound } from './schedule-not-found';
import { ScheduleTabs } from './schedule-tabs';

interface ScheduleFormValues {
  code: string;
  name: string;
  shiftGroupId: number | null;
  printHeader: string;
  printCity: string;
  printSignatureColumn: boolean;
  displayDetailedSummaryTable: boolean;
  summaryTableCalculationMode: SummaryTableCalculationMode;
}

const LIST_ROUTE = '/wtm-area/schedules';

function initialValues(init: ScheduleInit, schedule: Schedule | undefined): ScheduleFormValues {
  if (schedule) {
    return {
      code: schedule.code,
      name: schedule.name,
      shiftGroupId: schedule.shiftGroupId,
      printHeader: schedule.printHeader,
      printCity: schedule.printCity,
      printSignatureColumn: schedule.printSignatureColumn,
      displayDetailedSummaryTable: schedule.displayDetailedSummaryTable,
      summaryTableCalculationMode: schedule.summaryTableCalculationMode,
    };
  }
  return { code: '', name: '', shiftGroupId: null, ...init.defaults };
}

interface ScheduleFormProps {
  init: ScheduleInit;
  schedule: Schedule | undefined;
  hasTableScreen: boolean;
}

function ScheduleForm({ init, schedule, hasTableScreen }: ScheduleFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const actions = schedule?.actions ?? [];
  const isReadOnly = schedule ? !actions.includes('edit') : !init.canCreate;
  const { validate, enhanceGetInputProps } = schemaFormValidation(ScheduleInputSchema, i18n);
  const form = useForm<ScheduleFormValues>({
    initialValues: initialValues(init, schedule),
    // An empty shift group is "required", not the schema's "not valid" of a missing number.
    validate: (values) => ({
      ...validate(values),
      ...(values.shiftGroupId === null ? { shiftGroupId: ErrorCode.fieldRequired } : {}),
    }),
    enhanceGetInputProps,
  });

  const afterSave = async (saved: Schedule) => {
    queryClient.setQueryData(trpc.schedules.get.queryKey({ id: saved.id }), saved);
    await queryClient.invalidateQueries({ queryKey: trpc.schedules.list.pathKey() });
  };
  const create = useMutation(
    trpc.schedules.create.mutationOptions({
      onSuccess: async (created) => {
        await afterSave(created);
        showSuccess(t`The schedule was created.`);
        await navigate(`${LIST_ROUTE}/${created.id}`);
      },
    }),
  );
  const update = useMutation(
    trpc.schedules.update.mutationOptions({
      onSuccess: async (saved) => {
        await afterSave(saved);
        form.resetDirty(initialValues(init, saved));
        showSuccess(t`Changes saved.`);
      },
    }),
  );
  const archive = useMutation(
    trpc.schedules.archive.mutationOptions({
      onSuccess: async (saved) => {
        await afterSave(saved);
        showSuccess(t`The schedule was archived.`);
      },
    }),
  );
  const undoArchive = useMutation(
    trpc.schedules.undoArchive.mutationOptions({
      onSuccess: async (saved) => {
        await afterSave(saved);
        showSuccess(t`The schedule was taken out of the archive.`);
      },
    }),
  );
  const remove = useMutation(
    trpc.schedules.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The schedule was deleted.`);
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.list.pathKey() });
        await navigate(LIST_ROUTE);
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );

  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => {
    if (saveError) setErrors(formErrorsOf(saveError));
  }, [setErrors, saveError]);

  const submit = (values: ScheduleFormValues) => {
    const input = { ...values, shiftGroupId: values.shiftGroupId! } satisfies ScheduleInput;
    if (schedule) update.mutate({ ...input, id: schedule.id });
    else create.mutate(input);
  };

  // The schedule's own group stays offered even once archived.
  const groups =
    schedule && !init.shiftGroups.some((group) => group.id === schedule.shiftGroupId)
      ? [schedule.shiftGroup, ...init.shiftGroups]
      : init.shiftGroups;
  const shiftGroupInput = form.getInputProps('shiftGroupId');
  const modeOptions = ([0, 1, 2] as const).map((mode) => ({ value: String(mode), label: i18n._(calculationModeLabels[mode]) }));
  const isSaving = create.isPending || update.isPending;
  const scheduleCode = schedule?.code ?? '';

  return (
    <Stack gap="md">
      <PageHeader
        title={schedule ? `${schedule.code} · ${schedule.name}` : <Trans>New schedule</Trans>}
        state={
          schedule?.archived ? (
            <Badge color="gray" variant="light">
              <Trans>Archived</Trans>
            </Badge>
          ) : undefined
        }
        back={{ to: LIST_ROUTE, label: <Trans>All schedules</Trans> }}
        secondaryActions={
          schedule ? (
            <>
              {actions.includes('edit') ? (
                <Button
                  variant="default"
                  leftSection={schedule.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
                  loading={archive.isPending || undoArchive.isPending}
                  onClick={() => (schedule.archived ? undoArchive : archive).mutate({ id: schedule.id })}
                >
                  {schedule.archived ? <Trans>Take out of the archive</Trans> : <Trans>Archive</Trans>}
                </Button>
              ) : null}
              {actions.includes('delete') ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setIsConfirmingDelete(true)}
                >
                  <Trans>Delete</Trans>
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {schedule ? <ScheduleTabs scheduleId={schedule.id} hasTableScreen={hasTableScreen} /> : null}
      {isReadOnly ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {schedule ? <Trans>You may view this schedule but not change it.</Trans> : <Trans>You may not create schedules.</Trans>}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t`Schedule`}>
        <Stack gap="lg">
          <FormSection title={<Trans>General</Trans>}>
            <FieldRow>
              <TextInput label={t`Code`} required={!isReadOnly} readOnly={isReadOnly} maxLength={20} {...form.getInputProps('code')} />
              <TextInput
                label={t({ message: 'Name', context: 'name of a thing' })}
                required={!isReadOnly}
                readOnly={isReadOnly}
                maxLength={100}
                {...form.getInputProps('name')}
              />
            </FieldRow>
            <Select
              label={t`Shift group`}
              description={t`The shifts and formulas the schedule plans with.`}
              required={!isReadOnly}
              searchable
              readOnly={isReadOnly}
              data={groups.map((group) => ({ value: String(group.id), label: `${group.code} · ${group.name}` }))}
              value={shiftGroupInput.value === null ? null : String(shiftGroupInput.value)}
              onChange={(value) => form.setFieldValue('shiftGroupId', value === null ? null : Number(value))}
              error={shiftGroupInput.error}
              nothingFoundMessage={t`No results`}
            />
          </FormSection>
          <FormSection title={<Trans>Printing</Trans>}>
            <FieldRow>
              <TextInput label={t`Print header`} readOnly={isReadOnly} maxLength={200} {...form.getInputProps('printHeader')} />
              <TextInput label={t`Print city`} readOnly={isReadOnly} maxLength={100} {...form.getInputProps('printCity')} />
            </FieldRow>
            <Checkbox
              label={t`Print a signature column`}
              disabled={isReadOnly}
              {...form.getInputProps('printSignatureColumn', { type: 'checkbox' })}
            />
          </FormSection>
          <FormSection title={<Trans>Summary table</Trans>}>
            <Checkbox
              label={t`Show the detailed summary table`}
              disabled={isReadOnly}
              {...form.getInputProps('displayDetailedSummaryTable', { type: 'checkbox' })}
            />
            <Select
              label={t`Calculation mode`}
              data={modeOptions}
              readOnly={isReadOnly}
              allowDeselect={false}
              value={String(form.values.summaryTableCalculationMode)}
              onChange={(value) => {
                if (value !== null) form.setFieldValue('summaryTableCalculationMode', Number(value) as SummaryTableCalculationMode);
              }}
              maw={360}
            />
          </FormSection>
          {isReadOnly ? null : (
            <StickyActionBar
              label={t`Schedule actions`}
              secondaryActions={
                <Button variant="default" component={Link} to={LIST_ROUTE}>
                  <Trans>Cancel</Trans>
                </Button>
              }
              primaryAction={
                <Button type="submit" loading={isSaving}>
                  {schedule ? <Trans>Save</Trans> : <Trans>Create schedule</Trans>}
                </Button>
              }
            />
          )}
        </Stack>
      </form>
      {schedule ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the schedule`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: schedule.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>
            The schedule {scheduleCode} will be deleted with its employees and groups. A schedule that already has entries cannot be
            deleted: archive it instead.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

interface ScheduleGeneralPageProps {
  hasTableScreen: boolean;
}

/** A schedule's general tab (spec 2 §2 schedules/new, schedules/{id}): its definition, archive and delete. */
export function ScheduleGeneralPage({ hasTableScreen }: ScheduleGeneralPageProps) {
  const trpc = useTRPC();
  const scheduleId = useScheduleId();
  const init = useQuery(trpc.schedules.init.queryOptions());
  const schedule = useQuery({
    ...trpc.schedules.get.queryOptions({ id: scheduleId ?? 0 }),
    enabled: scheduleId !== null && scheduleId > 0,
  });

  if (scheduleId === 0) return <ScheduleNotFound />;
  if (init.isError) return <QueryErrorAlert error={init.error} />;
  if (schedule.isError) return <QueryErrorAlert error={schedule.error} />;
  if (init.isPending || (scheduleId !== null && schedule.isPending)) return <LoadingBlock />;
  return <ScheduleForm key={schedule.data?.id ?? 'new'} init={init.data} schedule={schedule.data} hasTableScreen={hasTableScreen} />;
}
