import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Select, VisuallyHidden } from '@mantine/core';
import { ErrorCode, type HolidayPlan, type HolidayPlanEntry } from '@portal/shared';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FormSection } from '../../../components/form-section';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorMessages, fieldErrorText, translateError } from '../../../lib/error-messages';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { DEFAULT_PLAN_COLOR } from './plan-grid';

/** The plan's entries (spec 2 §3 "Holiday plan entry"): added, removed and generated from approved leave while the plan is in progress. */
export function PlanEntriesSection({ plan, editable }: { plan: HolidayPlan; editable: boolean }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const entries = useQuery(trpc.holidayPlans.entries.queryOptions({ holidayPlanId: plan.id }));
  const employees = useQuery(trpc.holidayPlans.employees.queryOptions({ holidayPlanId: plan.id }));
  const types = useQuery(trpc.myHolidayPlan.get.queryOptions({ from: plan.startDate, to: plan.startDate }));
  const [draft, setDraft] = useState({ employeeNo: '', formId: '', dateFrom: '', dateTo: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.holidayPlans.pathKey() });
  const save = useMutation(
    trpc.holidayPlans.updateEntries.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (result) => {
        setDraft({ ...draft, dateFrom: '', dateTo: '' });
        await refresh();
        if (result.warnings.length > 0) showFailure(i18n._(errorMessages[ErrorCode.holidayReserveExceeded]));
        else showSuccess(t`The holiday was planned.`);
      },
    }),
  );
  const remove = useMutation(
    trpc.holidayPlans.deleteEntry.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        await refresh();
        showSuccess(t`The planned holiday was removed.`);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const generate = useMutation(
    trpc.holidayPlans.generate.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (result) => {
        await refresh();
        showSuccess(t`Planned from approved applications: ${result.created} new, ${result.skipped} left out.`);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const entryError = (field: string) => fieldErrorText(i18n, errors, `entries.0.${field}`);
  const general = save.error && Object.keys(errors).length === 0 ? translateError(i18n, save.error) : null;

  const columns: DataColumn<HolidayPlanEntry>[] = [
    { key: 'employee', header: t`Employee`, cell: (row) => row.employeeFullName, minWidth: 180, sortValue: (row) => row.employeeFullName },
    {
      key: 'type',
      header: t`Holiday type`,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: row.color ?? DEFAULT_PLAN_COLOR }}
          />
          {row.formName ?? '—'}
        </Group>
      ),
    },
    { key: 'dateFrom', header: t`From`, kind: 'date', cell: (row) => row.dateFrom, sortValue: (row) => row.dateFrom },
    { key: 'dateTo', header: t`To`, kind: 'date', cell: (row) => row.dateTo },
    {
      key: 'warning',
      header: t`Reserve`,
      cell: (row) =>
        row.warning ? (
          <Badge color="red" variant="light">
            <Trans>Past the reserve</Trans>
          </Badge>
        ) : null,
    },
    ...(editable
      ? [
          {
            key: 'actions',
            header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
            cell: (row: HolidayPlanEntry) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove the planned holiday of ${row.employeeFullName}`}
                onClick={() => remove.mutate({ id: row.id })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]
      : []),
  ];

  return (
    <FormSection title={<Trans>Planned holidays</Trans>} maw="100%">
      {editable ? (
        <>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t`Employee`}
              searchable
              data={(employees.data ?? []).map((employee) => ({ value: employee.employeeNo, label: employee.fullName }))}
              value={draft.employeeNo || null}
              onChange={(value) => setDraft({ ...draft, employeeNo: value ?? '' })}
              error={entryError('employeeNo')}
              w={240}
            />
            <Select
              label={t`Holiday type`}
              data={(types.data?.holidayTypes ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
              value={draft.formId || null}
              onChange={(value) => setDraft({ ...draft, formId: value ?? '' })}
              error={entryError('formId')}
              w={260}
            />
            <DateInputField
              label={t`From`}
              value={draft.dateFrom}
              onChange={(dateFrom) => setDraft({ ...draft, dateFrom })}
              error={entryError('dateFrom')}
              w={150}
            />
            <DateInputField
              label={t`To`}
              value={draft.dateTo}
              onChange={(dateTo) => setDraft({ ...draft, dateTo })}
              error={entryError('dateTo')}
              w={150}
            />
            <Button
              mt={25}
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!draft.employeeNo || !draft.dateFrom || !draft.dateTo}
              loading={save.isPending}
              onClick={() =>
                save.mutate({
                  holidayPlanId: plan.id,
                  entries: [
                    {
                      employeeNo: draft.employeeNo,
                      dateFrom: draft.dateFrom,
                      dateTo: draft.dateTo,
                      formId: draft.formId ? Number(draft.formId) : null,
                    },
                  ],
                })
              }
            >
              <Trans>Plan</Trans>
            </Button>
            <Button
              mt={25}
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={generate.isPending}
              onClick={() => generate.mutate({ holidayPlanId: plan.id, startDate: plan.startDate, endDate: plan.endDate })}
            >
              <Trans>From approved applications</Trans>
            </Button>
          </Group>
          {general ? <Badge color="red">{general}</Badge> : null}
        </>
      ) : null}
      <DataTable
        label={t`Planned holidays`}
        rows={entries.data}
        rowKey={(row) => row.id}
        columns={columns}
        loading={entries.isPending}
        error={entries.isError ? entries.error : undefined}
        empty={<Trans>No holidays are planned yet.</Trans>}
        minWidth={640}
      />
    </FormSection>
  );
}
