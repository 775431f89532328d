import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Select, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { HolidayPlan, HolidayPlanEmployee } from '@portal/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FormSection } from '../../../components/form-section';
import { translateError } from '../../../lib/error-messages';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

/** The plan's employees (spec 2 §3 "Holiday plan employee"): from its department, or added by hand. */
export function PlanEmployeesSection({ plan, editable }: { plan: HolidayPlan; editable: boolean }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const employees = useQuery(trpc.holidayPlans.employees.queryOptions({ holidayPlanId: plan.id }));
  const available = useQuery({
    ...trpc.holidayPlans.availableEmployees.queryOptions({ holidayPlanId: plan.id, search: debounced || undefined, rowsPerPage: 20 }),
    enabled: editable,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.holidayPlans.pathKey() });
  const add = useMutation(
    trpc.holidayPlans.addEmployees.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        setChosen(null);
        setSearch('');
        await refresh();
        showSuccess(t`The employee was added to the plan.`);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const remove = useMutation(
    trpc.holidayPlans.removeEmployee.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        await refresh();
        showSuccess(t`The employee was removed from the plan.`);
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );

  const columns: DataColumn<HolidayPlanEmployee>[] = [
    { key: 'employeeNo', header: t`Employee number`, kind: 'code', cell: (row) => row.employeeNo },
    { key: 'fullName', header: t`Employee`, cell: (row) => row.fullName, minWidth: 200 },
    { key: 'jobTitle', header: t`Job title`, cell: (row) => row.jobTitle },
    { key: 'trackingType', header: t`Added`, cell: (row) => (row.trackingType === 1 ? t`With the department` : t`By hand`) },
    ...(editable
      ? [
          {
            key: 'actions',
            header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
            cell: (row: HolidayPlanEmployee) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove ${row.fullName} from the plan`}
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
    <FormSection title={<Trans>Employees</Trans>} maw="100%">
      {editable ? (
        <Group align="flex-end" gap="sm">
          <Select
            label={t`Add an employee`}
            placeholder={t`Name or number`}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={(available.data?.items ?? []).map((item) => ({ value: item.employeeNo, label: `${item.fullName} (${item.employeeNo})` }))}
            value={chosen}
            onChange={setChosen}
            w={320}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!chosen}
            loading={add.isPending}
            onClick={() => chosen && add.mutate({ holidayPlanId: plan.id, employeeNos: [chosen] })}
          >
            <Trans>Add</Trans>
          </Button>
        </Group>
      ) : null}
      <DataTable
        label={t`Employees of the plan`}
        rows={employees.data}
        rowKey={(row) => row.id}
        columns={columns}
        loading={employees.isPending}
        error={employees.isError ? employees.error : undefined}
        empty={<Trans>The plan has no employees yet.</Trans>}
        minWidth={560}
      />
    </FormSection>
  );
}
