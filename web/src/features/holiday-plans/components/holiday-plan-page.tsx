import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HolidayPlan } from '@portal/shared';
import { IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { saveDownload } from '../../../forms/save-download';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fetchFile } from '../../../lib/download-file';
import { errorKeyText, translateError } from '../../../lib/error-messages';
import { showFailure, showSuccess } from '../../../lib/notices';
import { formErrorsOf } from '../../../lib/schema-form';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { HolidayPlanStatusBadge } from './holiday-plan-status-badge';
import { PlanEmployeesSection } from './plan-employees-section';
import { PlanEntriesSection } from './plan-entries-section';
import { PlanTabs } from './plan-tabs';

const LIST_ROUTE = '/wtm-area/holiday-plans';

interface PlanFormValues {
  code: string;
  name: string;
  description: string;
  departmentCode: string | null;
  startDate: string;
  endDate: string;
  printHeader: string;
  printCity: string;
  documentNumber: string;
  documentDate: string;
}

function initialValues(plan: HolidayPlan | undefined): PlanFormValues {
  const year = businessToday().slice(0, 4);
  return {
    code: plan?.code ?? '',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    departmentCode: plan?.departmentCode ?? null,
    startDate: plan?.startDate ?? `${year}-01-01`,
    endDate: plan?.endDate ?? `${year}-12-31`,
    printHeader: plan?.printHeader ?? '',
    printCity: plan?.printCity ?? '',
    documentNumber: plan?.documentNumber ?? '',
    documentDate: plan?.documentDate ?? '',
  };
}

/** A holiday plan: new, or its general part, status, employees and entries (spec 2 §2 holiday-plans/{id}). */
export function HolidayPlanPage() {
  const trpc = useTRPC();
  const { id } = useParams();
  const planId = id && id !== 'new' ? Number(id) : null;
  const plan = useQuery(trpc.holidayPlans.get.queryOptions(planId ? { id: planId } : skipToken));
  if (planId && plan.isPending) return <LoadingBlock />;
  if (planId && plan.isError) return <QueryErrorAlert error={plan.error} />;
  return <PlanForm key={planId ?? 'new'} plan={plan.data} />;
}

function PlanForm({ plan }: { plan: HolidayPlan | undefined }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const departments = useQuery(trpc.departments.list.queryOptions());
  const form = useForm<PlanFormValues>({ initialValues: initialValues(plan) });
  const editable = plan ? plan.status === 0 && plan.permissions.edit : true;

  const afterSave = async (saved: HolidayPlan) => {
    queryClient.setQueryData(trpc.holidayPlans.get.queryKey({ id: saved.id }), saved);
    await queryClient.invalidateQueries({ queryKey: trpc.holidayPlans.pathKey() });
  };
  const create = useMutation(
    trpc.holidayPlans.create.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (created) => {
        await afterSave(created);
        showSuccess(t`The holiday plan was created.`);
        await navigate(`${LIST_ROUTE}/${created.id}`);
      },
    }),
  );
  const update = useMutation(
    trpc.holidayPlans.update.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (saved) => {
        await afterSave(saved);
        form.resetDirty(initialValues(saved));
        showSuccess(t`Changes saved.`);
      },
    }),
  );
  const setStatus = useMutation(
    trpc.holidayPlans.setStatus.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (saved) => {
        await afterSave(saved);
        showSuccess(t`The plan's status was changed.`);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const remove = useMutation(
    trpc.holidayPlans.delete.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`The holiday plan was deleted.`);
        await queryClient.invalidateQueries({ queryKey: trpc.holidayPlans.list.pathKey() });
        await navigate(LIST_ROUTE);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => {
    if (saveError) setErrors(formErrorsOf(saveError));
  }, [setErrors, saveError]);

  const submit = (values: PlanFormValues) => {
    const input = { ...values, documentDate: values.documentDate || null };
    if (plan) update.mutate({ ...input, id: plan.id });
    else create.mutate(input);
  };
  const errorOf = (field: keyof PlanFormValues) => {
    return errorKeyText(i18n, form.errors[field]);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={plan ? `${plan.code} · ${plan.name}` : <Trans>New holiday plan</Trans>}
        state={plan ? <HolidayPlanStatusBadge status={plan.status} /> : undefined}
        back={{ to: LIST_ROUTE, label: <Trans>All holiday plans</Trans> }}
        secondaryActions={
          plan ? (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={async () => {
                  try {
                    saveDownload(await fetchFile(`/api/wtc-area/holiday-plans/${plan.id}/export-to-excel`, { method: 'POST' }));
                  } catch (error) {
                    showFailure(translateError(i18n, error));
                  }
                }}
              >
                <Trans>Export to Excel</Trans>
              </Button>
              {plan.permissions.changeStatus ? (
                <>
                  {plan.status !== 0 ? (
                    <Button
                      variant="default"
                      loading={setStatus.isPending}
                      onClick={() => setStatus.mutate({ holidayPlanId: plan.id, status: 0 })}
                    >
                      <Trans>Back to in progress</Trans>
                    </Button>
                  ) : null}
                  {plan.status === 0 ? (
                    <Button
                      variant="default"
                      loading={setStatus.isPending}
                      onClick={() => setStatus.mutate({ holidayPlanId: plan.id, status: 1 })}
                    >
                      <Trans>Set prepared</Trans>
                    </Button>
                  ) : null}
                  {plan.status === 1 ? (
                    <Button
                      variant="default"
                      loading={setStatus.isPending}
                      onClick={() => setStatus.mutate({ holidayPlanId: plan.id, status: 2 })}
                    >
                      <Trans>Approve</Trans>
                    </Button>
                  ) : null}
                </>
              ) : null}
              {plan.permissions.delete && plan.status === 0 ? (
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
      {plan ? <PlanTabs planId={plan.id} /> : null}
      {plan && !editable ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {plan.status !== 0 ? (
            <Trans>The plan is prepared or approved: set it back in progress to change it.</Trans>
          ) : (
            <Trans>You may view this plan but not change it.</Trans>
          )}
        </Alert>
      ) : null}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <FormSection title={<Trans>General</Trans>}>
            <FieldRow>
              <TextInput label={t`Code`} required readOnly={!editable} {...form.getInputProps('code')} error={errorOf('code')} />
              <TextInput
                label={t({ message: 'Name', context: 'name of a thing' })}
                required
                readOnly={!editable}
                {...form.getInputProps('name')}
                error={errorOf('name')}
              />
            </FieldRow>
            <Select
              label={t`Department`}
              description={t`Its employees join the plan.`}
              clearable
              searchable
              readOnly={!editable}
              data={(departments.data ?? []).map((department) => ({ value: department.departmentCode, label: department.departmentName }))}
              {...form.getInputProps('departmentCode')}
              error={errorOf('departmentCode')}
            />
            <FieldRow>
              <DateInputField
                label={t`Start date`}
                required
                readOnly={!editable}
                value={form.values.startDate}
                onChange={(value) => form.setFieldValue('startDate', value)}
                error={errorOf('startDate')}
              />
              <DateInputField
                label={t`End date`}
                required
                readOnly={!editable}
                value={form.values.endDate}
                onChange={(value) => form.setFieldValue('endDate', value)}
                error={errorOf('endDate')}
              />
            </FieldRow>
            <Textarea label={t`Description`} autosize minRows={2} readOnly={!editable} {...form.getInputProps('description')} />
          </FormSection>
          <FormSection title={<Trans>Printing</Trans>}>
            <FieldRow>
              <TextInput label={t`Print header`} readOnly={!editable} {...form.getInputProps('printHeader')} />
              <TextInput label={t`Print city`} readOnly={!editable} {...form.getInputProps('printCity')} />
            </FieldRow>
            <FieldRow>
              <TextInput label={t`Document number`} readOnly={!editable} {...form.getInputProps('documentNumber')} />
              <DateInputField
                label={t`Document date`}
                readOnly={!editable}
                value={form.values.documentDate}
                onChange={(value) => form.setFieldValue('documentDate', value)}
              />
            </FieldRow>
          </FormSection>
          {editable ? (
            <StickyActionBar
              primaryAction={
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {plan ? <Trans>Save</Trans> : <Trans>Create</Trans>}
                </Button>
              }
              cancel={{ label: t`Cancel`, onClick: () => void navigate(LIST_ROUTE) }}
            />
          ) : null}
        </Stack>
      </form>
      {plan ? (
        <>
          <PlanEmployeesSection plan={plan} editable={editable} />
          <PlanEntriesSection plan={plan} editable={editable} />
        </>
      ) : null}
      {plan ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the holiday plan?`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: plan.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>The plan, its employees and all planned holidays will be deleted.</Trans>
        </ConfirmDialog>
      ) : null}
      <Group />
    </Stack>
  );
}
