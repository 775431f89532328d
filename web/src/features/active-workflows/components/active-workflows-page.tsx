import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type ActiveWorkflowRow, type ActiveWorkflowsQuery, type ActiveWorkflowSort, localized, SubmissionState } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';

const ROWS_PER_PAGE = 20;
const ALL = 'all';

/** The table's sortable columns and the server's sort keys (its allowlist). */
const SORTS: Record<string, ActiveWorkflowSort> = {
  waitingSince: 'waitingSince',
  deadline: 'deadline',
  documentNo: 'documentNo',
};

function dayOf(value: Date | null): string {
  return value === null ? '' : value.toISOString().slice(0, 10);
}

/**
 * The workflow designer's "Running approvals" tab (issue #15): the company's documents waiting on a
 * step, with the step, who must act and the deadline; filtered and sorted on the server, a page at a
 * time. A row opens the document.
 */
export function ActiveWorkflowsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [formId, setFormId] = useState<string>(ALL);
  const [state, setState] = useState<string>(ALL);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [employeeNo, setEmployeeNo] = useState<string | null>(null);
  const [initiatedBy, setInitiatedBy] = useState<string | null>(null);
  const [participant, setParticipant] = useState<string | null>(null);
  // The company's users with their employee records: the people the list can be narrowed to.
  const users = useQuery(trpc.formLookups.usersWithEmployeeInfo.queryOptions({}));
  const [sort, setSort] = useState<DataTableSort>({ column: 'waitingSince', direction: 'descending' });
  const groups = useQuery(trpc.documents.formGroups.queryOptions({}));

  const query: ActiveWorkflowsQuery = {
    page,
    rowsPerPage: ROWS_PER_PAGE,
    sort: SORTS[sort.column] ?? 'waitingSince',
    sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(formId === ALL ? {} : { formId: Number(formId) }),
    ...(state === ALL ? {} : { state: state as SubmissionState }),
    ...(overdueOnly ? { overdueOnly: true } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
    ...(employeeNo ? { employeeNo } : {}),
    ...(initiatedBy ? { initiatedBy: Number(initiatedBy) } : {}),
    ...(participant ? { participantUserId: Number(participant) } : {}),
  };
  const list = useQuery(trpc.activeWorkflows.list.queryOptions(query, { placeholderData: keepPreviousData }));
  // A changed filter starts again from the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const formOptions = useMemo(
    () => [
      { value: ALL, label: t`All` },
      ...(groups.data ?? [])
        .filter((group) => group.forms.length > 0)
        .map((group) => ({
          group: localized(group.name, group.nameEn, i18n.locale),
          items: group.forms.map((form) => ({ value: String(form.id), label: localized(form.name, form.nameEn, i18n.locale) })),
        })),
    ],
    [groups.data, i18n.locale, t],
  );

  const people = useMemo(
    () =>
      (users.data ?? []).map((user) => ({
        userId: String(user.userId),
        employeeNo: user.employeeNo,
        label: `${user.employeeFullName} (${user.employeeNo})`,
      })),
    [users.data],
  );
  const employeeOptions = useMemo(
    () => [...new Map(people.map((person) => [person.employeeNo, { value: person.employeeNo, label: person.label }])).values()],
    [people],
  );
  const userOptions = useMemo(() => people.map((person) => ({ value: person.userId, label: person.label })), [people]);
  const personSelect = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t`No search results.`,
    comboboxProps: { keepMounted: false },
    disabled: users.isPending || users.isError,
    w: { base: '100%', xs: 240 },
  } as const;

  const columns: DataColumn<ActiveWorkflowRow>[] = [
    {
      key: 'documentNo',
      header: t`Document`,
      cell: (row) => [localized(row.name, row.nameEn, i18n.locale), row.documentNo].filter(Boolean).join(' '),
      sortValue: (row) => row.documentNo,
      lineClamp: 2,
      minWidth: 200,
    },
    { key: 'employee', header: t`Employee`, cell: (row) => row.employeeFullName ?? row.employeeNo ?? '' },
    { key: 'initiator', header: t`Initiator`, cell: (row) => row.initiatedBy?.name ?? '' },
    {
      key: 'step',
      header: t`Current step`,
      cell: (row) => (
        <>
          {localized(row.workflowActivity.name, row.workflowActivity.nameEn, i18n.locale)}
          {row.cancellationInProgress ? (
            <Text span size="sm" c="dimmed">
              {' '}
              <Trans>(cancellation)</Trans>
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'participants',
      header: t`Participants`,
      cell: (row) =>
        row.participants
          .filter((participant) => participant.action === 0)
          .map((participant) => participant.name)
          .join(', '),
    },
    {
      key: 'waitingSince',
      header: t`Waiting since`,
      kind: 'date',
      cell: (row) => dayOf(row.waitingSince),
      sortValue: (row) => row.waitingSince?.getTime() ?? null,
    },
    { key: 'deadline', header: t`Deadline`, kind: 'date', cell: (row) => row.deadline ?? '', sortValue: (row) => row.deadline },
  ];

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t`Form`}
          data={formOptions}
          value={formId}
          onChange={(value) => filtered(setFormId)(value ?? ALL)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t`No search results.`}
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 300 }}
        />
        <Select
          label={t`Status`}
          data={[
            { value: ALL, label: t`All` },
            { value: SubmissionState.inProgress, label: t`Approval under way` },
            { value: SubmissionState.approved, label: t`Cancellation under way` },
          ]}
          value={state}
          onChange={(value) => filtered(setState)(value ?? ALL)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select {...personSelect} label={t`Employee`} data={employeeOptions} value={employeeNo} onChange={filtered(setEmployeeNo)} />
        <Select {...personSelect} label={t`Initiator`} data={userOptions} value={initiatedBy} onChange={filtered(setInitiatedBy)} />
        <Select
          {...personSelect}
          label={t`Participant of the current step`}
          data={userOptions}
          value={participant}
          onChange={filtered(setParticipant)}
        />
        <DatePickerInput
          label={t`Waiting since, from`}
          value={dateFrom}
          onChange={filtered(setDateFrom)}
          valueFormat="YYYY-MM-DD"
          locale={i18n.locale}
          firstDayOfWeek={1}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <DatePickerInput
          label={t`Waiting since, to`}
          value={dateTo}
          onChange={filtered(setDateTo)}
          valueFormat="YYYY-MM-DD"
          locale={i18n.locale}
          firstDayOfWeek={1}
          clearable
          minDate={dateFrom ?? undefined}
          w={{ base: '100%', xs: 180 }}
        />
        <Checkbox
          label={t`Overdue only`}
          checked={overdueOnly}
          onChange={(event) => filtered(setOverdueOnly)(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <DataTable
        label={t`Running approvals`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={<Trans>No approvals are running.</Trans>}
        rowHref={(row) => `/documents/view/${row.id}`}
        overdueOf={(row) => (row.isOverdue ? t`Overdue` : null)}
        overdueColumn="deadline"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      {list.data ? (
        <Pager
          page={page}
          totalRecords={list.data.pagination.totalRecords}
          rowsPerPage={ROWS_PER_PAGE}
          maxLinks={10}
          onChange={setPage}
          label={t`Pages of running approvals`}
        />
      ) : null}
    </Stack>
  );
}
