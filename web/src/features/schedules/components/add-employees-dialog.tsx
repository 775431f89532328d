import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ScheduleAvailableEmployee, ScheduleEmployeeGroup, ScheduleFormulaOption } from '@portal/shared';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Key, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type MembershipDraft, MembershipFields, membershipInput } from './membership-fields';

const ROWS_PER_PAGE = 10;
const SEARCH_DELAY_MS = 300;

interface AddEmployeesDialogProps {
  scheduleId: number;
  opened: boolean;
  onClose: () => void;
  formulas: readonly ScheduleFormulaOption[];
  groups: readonly ScheduleEmployeeGroup[];
  /** Where a new validity starts unless changed. */
  defaultValidFrom: string;
}

/**
 * Picks employees of the company who are not in the schedule (search, department, several pages) and
 * adds them all with one validity, formula, offset and group. A validity overlapping one an employee
 * already has is refused by the server for all of them; the error shows by the field.
 */
export function AddEmployeesDialog({ scheduleId, opened, onClose, formulas, groups, defaultValidFrom }: AddEmployeesDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add employees`} size={900} closeButtonProps={{ 'aria-label': t`Close` }}>
      {opened ? (
        <AddEmployeesForm
          scheduleId={scheduleId}
          onClose={onClose}
          formulas={formulas}
          groups={groups}
          defaultValidFrom={defaultValidFrom}
        />
      ) : null}
    </Modal>
  );
}

function AddEmployeesForm({ scheduleId, onClose, formulas, groups, defaultValidFrom }: Omit<AddEmployeesDialogProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [departmentCode, setDepartmentCode] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const [draft, setDraft] = useState<MembershipDraft>({
    validFrom: defaultValidFrom,
    validTo: '',
    scheduleFormulaId: null,
    formulaOffset: 0,
    groupId: null,
  });

  const departments = useQuery(trpc.departments.list.queryOptions());
  const available = useQuery({
    ...trpc.scheduleEmployees.available.queryOptions({
      scheduleId,
      page,
      rowsPerPage: ROWS_PER_PAGE,
      search: debouncedSearch || undefined,
      departmentCode: departmentCode ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const assign = useMutation(
    trpc.scheduleEmployees.assign.mutationOptions({
      onSuccess: async ({ ids }) => {
        const count = ids.length;
        showSuccess(t`Employees added: ${count}.`);
        await queryClient.invalidateQueries({ queryKey: trpc.scheduleEmployees.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.list.pathKey() });
        onClose();
      },
    }),
  );
  const fieldErrors = fieldErrorsOf(assign.error);

  const columns: DataColumn<ScheduleAvailableEmployee>[] = [
    { key: 'employeeNo', header: t`Employee no.`, kind: 'code', cell: (row) => row.employeeNo },
    { key: 'name', header: t`Name`, cell: (row) => row.fullName },
    { key: 'department', header: t`Department`, cell: (row) => row.department ?? row.departmentCode ?? '' },
    { key: 'jobTitle', header: t`Job title`, cell: (row) => row.jobTitle ?? '' },
  ];
  const count = selected.size;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate({ scheduleId, employeeNos: [...selected].map(String), ...membershipInput(draft) });
      }}
    >
      <Stack gap="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Search`}
            placeholder={t`Name or employee number`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          <Select
            label={t`Department`}
            placeholder={t`All departments`}
            data={(departments.data ?? []).map((department) => ({
              value: department.departmentCode,
              label: department.departmentName,
            }))}
            value={departmentCode}
            onChange={(value) => {
              setDepartmentCode(value);
              setPage(1);
            }}
            clearable
            w={260}
          />
        </Group>
        <DataTable
          label={t`Employees not in the schedule`}
          rows={available.data?.items}
          rowKey={(row) => row.employeeNo}
          columns={columns}
          loading={available.isPending}
          error={available.isError ? available.error : undefined}
          empty={<Trans>No employees to add.</Trans>}
          selection={{
            selected,
            onChange: (next) => {
              setSelected(next);
              assign.reset();
            },
            rowLabel: (row) => t`Select ${row.fullName}`,
            allLabel: t`Select all employees on this page`,
          }}
          minWidth={560}
          maxHeight={360}
          dense
        />
        <Pager
          page={page}
          totalRecords={available.data?.pagination.totalRecords ?? 0}
          rowsPerPage={ROWS_PER_PAGE}
          maxLinks={6}
          onChange={setPage}
          label={t`Pages of employees`}
        />
        <MembershipFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            assign.reset();
          }}
          formulas={formulas}
          groups={groups}
          fieldErrors={fieldErrors}
        />
        {fieldErrors.employeeNos ? (
          <Text c="red" size="sm" role="alert">
            {fieldErrorText(i18n, fieldErrors, 'employeeNos')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Trans>Selected: {count}</Trans>
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={assign.isPending} disabled={count === 0 || draft.validFrom === ''}>
              <Trans>Add selected</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
