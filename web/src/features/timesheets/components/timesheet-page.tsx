import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode, type Timesheet, TimesheetInputSchema } from '@portal/shared';
import { IconArchive, IconArchiveOff, IconInfoCircle, IconTable } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { TimesheetNotFound } from './timesheet-not-found';

const LIST_ROUTE = '/wtm-area/timesheets';

interface TimesheetFormValues {
  code: string;
  name: string;
  scheduleId: number | null;
}

/** The timesheet of the address (/wtm-area/timesheets/{id}/…): null on timesheets/new, 0 when {id} is not an id. */
export function useTimesheetId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  const timesheetId = Number(id);
  return Number.isInteger(timesheetId) && timesheetId > 0 && timesheetId <= 2_147_483_647 ? timesheetId : 0;
}

function TimesheetForm({ timesheet, canCreate }: { timesheet: Timesheet | undefined; canCreate: boolean }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actions = timesheet?.actions ?? [];
  const isReadOnly = timesheet ? !actions.includes('edit') : !canCreate;
  const schedules = useQuery(trpc.schedules.list.queryOptions({ page: 1, rowsPerPage: 100 }));
  const { validate, enhanceGetInputProps } = schemaFormValidation(TimesheetInputSchema, i18n);
  const initial = { code: timesheet?.code ?? '', name: timesheet?.name ?? '', scheduleId: timesheet?.scheduleId ?? null };
  const form = useForm<TimesheetFormValues>({
    initialValues: initial,
    validate: (values) => ({ ...validate(values), ...(values.scheduleId === null ? { scheduleId: ErrorCode.fieldRequired } : {}) }),
    enhanceGetInputProps,
  });
  const afterSave = async (saved: Timesheet) => {
    queryClient.setQueryData(trpc.timesheets.get.queryKey({ id: saved.id }), saved);
    await queryClient.invalidateQueries({ queryKey: trpc.timesheets.list.pathKey() });
  };
  const create = useMutation(
    trpc.timesheets.create.mutationOptions({
      onSuccess: async (created) => {
        await afterSave(created);
        showSuccess(t`The timesheet was created.`);
        await navigate(`${LIST_ROUTE}/${created.id}`);
      },
    }),
  );
  const update = useMutation(
    trpc.timesheets.update.mutationOptions({
      onSuccess: async (saved) => {
        await afterSave(saved);
        form.resetDirty({ code: saved.code, name: saved.name, scheduleId: saved.scheduleId });
        showSuccess(t`Changes saved.`);
      },
    }),
  );
  const archive = useMutation(trpc.timesheets.archive.mutationOptions({ onSuccess: afterSave }));
  const undoArchive = useMutation(trpc.timesheets.undoArchive.mutationOptions({ onSuccess: afterSave }));
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => {
    if (saveError) setErrors(formErrorsOf(saveError));
  }, [setErrors, saveError]);

  const submit = (values: TimesheetFormValues) => {
    const input = { code: values.code, name: values.name, scheduleId: values.scheduleId! };
    if (timesheet) update.mutate({ ...input, id: timesheet.id });
    else create.mutate(input);
  };
  const options = (schedules.data?.items ?? []).map((schedule) => ({
    value: String(schedule.id),
    label: `${schedule.code} · ${schedule.name}`,
  }));
  if (timesheet && !options.some((option) => option.value === String(timesheet.scheduleId))) {
    options.unshift({ value: String(timesheet.scheduleId), label: `${timesheet.scheduleCode} · ${timesheet.scheduleName}` });
  }
  const scheduleInput = form.getInputProps('scheduleId');

  return (
    <Stack gap="md">
      <PageHeader
        title={timesheet ? `${timesheet.code} · ${timesheet.name}` : <Trans>New timesheet</Trans>}
        state={
          timesheet?.archived ? (
            <Badge color="gray" variant="light">
              <Trans>Archived</Trans>
            </Badge>
          ) : undefined
        }
        back={{ to: LIST_ROUTE, label: <Trans>All timesheets</Trans> }}
        secondaryActions={
          timesheet ? (
            <>
              <Button
                variant="default"
                component={Link}
                to={`${LIST_ROUTE}/${timesheet.id}/table`}
                leftSection={<IconTable size={16} aria-hidden />}
              >
                <Trans>Month table</Trans>
              </Button>
              {actions.includes('edit') ? (
                <Button
                  variant="default"
                  leftSection={timesheet.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
                  loading={archive.isPending || undoArchive.isPending}
                  onClick={() => (timesheet.archived ? undoArchive : archive).mutate({ id: timesheet.id })}
                >
                  {timesheet.archived ? <Trans>Take out of the archive</Trans> : <Trans>Archive</Trans>}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {isReadOnly ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {timesheet ? <Trans>You may view this timesheet but not change it.</Trans> : <Trans>You may not create timesheets.</Trans>}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t`Timesheet`}>
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
              label={t`Schedule`}
              description={t`The lines and the planned hours come from this schedule.`}
              required={!isReadOnly}
              searchable
              readOnly={isReadOnly}
              data={options}
              value={scheduleInput.value === null ? null : String(scheduleInput.value)}
              onChange={(value) => form.setFieldValue('scheduleId', value === null ? null : Number(value))}
              error={scheduleInput.error}
              nothingFoundMessage={t`No results`}
            />
          </FormSection>
          {isReadOnly ? null : (
            <StickyActionBar
              label={t`Timesheet actions`}
              secondaryActions={
                <Button variant="default" component={Link} to={LIST_ROUTE}>
                  <Trans>Cancel</Trans>
                </Button>
              }
              primaryAction={
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {timesheet ? <Trans>Save</Trans> : <Trans>Create timesheet</Trans>}
                </Button>
              }
            />
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/** A timesheet's definition (spec 2 §2 timesheets/new, timesheets/{id}): code, name and schedule, archive. */
export function TimesheetPage() {
  const trpc = useTRPC();
  const timesheetId = useTimesheetId();
  const list = useQuery({ ...trpc.timesheets.list.queryOptions({ page: 1, rowsPerPage: 1 }), enabled: timesheetId === null });
  const timesheet = useQuery({
    ...trpc.timesheets.get.queryOptions({ id: timesheetId ?? 0 }),
    enabled: timesheetId !== null && timesheetId > 0,
  });
  if (timesheetId === 0) return <TimesheetNotFound />;
  if (timesheet.isError) return <QueryErrorAlert error={timesheet.error} />;
  if (list.isError) return <QueryErrorAlert error={list.error} />;
  if (timesheetId !== null ? timesheet.isPending : list.isPending) return <LoadingBlock />;
  return <TimesheetForm key={timesheet.data?.id ?? 'new'} timesheet={timesheet.data} canCreate={list.data?.canCreate ?? false} />;
}
