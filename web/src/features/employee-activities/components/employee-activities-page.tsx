import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { type EmployeeActivity, PAGE_SIZE_DEFAULT } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { useTRPC } from '../../../lib/trpc';
import { businessToday } from '../../../lib/today';
import { activityHoursTypeLabels, weekdayShortLabels } from '../messages';

export const EMPLOYEE_ACTIVITIES_ROUTE = '/wtm-area/employee-activities';
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The activity codes of the company as options, named in the interface's language. */
export function useActivityCodeOptions(enabled: boolean) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const codes = useQuery({ ...trpc.commonData.activityCodes.queryOptions(), enabled });
  return (codes.data ?? []).map((code) => ({
    value: code.code,
    label: `${code.code} · ${i18n.locale === 'en' ? (code.textEn ?? code.text) : code.text}`,
  }));
}

/**
 * Planner-kept employee activities (spec 2 §2 wtm-area/employee-activities; issue #14): filtered by
 * employee, activity code and dates; a row opens the activity with its setup entries.
 */
export function EmployeeActivitiesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const employeeNo = searchParams.get('employee') ?? undefined;
  const activityCode = searchParams.get('code') ?? undefined;
  const from = searchParams.get('from') ?? undefined;
  const to = searchParams.get('to') ?? undefined;

  const permissions = useQuery(trpc.employeeActivities.permissions.queryOptions());
  const canView = permissions.data?.canView === true;
  const list = useQuery({
    ...trpc.employeeActivities.list.queryOptions({ page, rowsPerPage: PAGE_SIZE_DEFAULT, employeeNo, activityCode, from, to }),
    placeholderData: keepPreviousData,
    enabled: canView,
  });
  const employees = useQuery({ ...trpc.employees.listAvailable.queryOptions({ date: businessToday() }), enabled: canView });
  const codeOptions = useActivityCodeOptions(canView);

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  const setupText = (activity: EmployeeActivity) =>
    activity.setupEntries
      .map((entry) => {
        const days = entry.weekdays.map((weekday) => i18n._(weekdayShortLabels[weekday - 1]!)).join(', ');
        const amount =
          entry.hoursType === 'hours' ? t`${(entry.minutes ?? 0) / 60} h` : i18n._(activityHoursTypeLabels[entry.hoursType]).toLowerCase();
        return `${days}: ${amount}`;
      })
      .join('; ');

  const columns: DataColumn<EmployeeActivity>[] = [
    { key: 'employee', header: t`Employee`, cell: (activity) => `${activity.employeeName} (${activity.employeeNo})`, minWidth: 200 },
    { key: 'code', header: t`Activity`, cell: (activity) => `${activity.activityCode} · ${activity.activityName}`, minWidth: 160 },
    { key: 'dateFrom', header: t`Date from`, kind: 'date', cell: (activity) => activity.dateFrom },
    { key: 'dateTo', header: t`Date to`, kind: 'date', cell: (activity) => activity.dateTo ?? t`without end` },
    { key: 'setup', header: t`Setup entries`, cell: setupText, minWidth: 180 },
    { key: 'description', header: t`Description`, cell: (activity) => activity.description ?? '', lineClamp: 2, minWidth: 160 },
  ];

  const filtered = Boolean(employeeNo || activityCode || from || to);
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Employee activities</Trans>}
        primaryAction={
          permissions.data?.canCreate ? (
            <Button component={Link} to={`${EMPLOYEE_ACTIVITIES_ROUTE}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New activity</Trans>
            </Button>
          ) : undefined
        }
      />
      {permissions.isError ? <QueryErrorAlert error={permissions.error} /> : null}
      {permissions.data && !canView ? (
        <EmptyState>
          <Trans>
            You have no access to the employee activities of this company. Ask the work-time administrator for a company-wide grant.
          </Trans>
        </EmptyState>
      ) : null}
      {canView ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>
              An activity fills the employee&apos;s timesheet on the weekdays of its setup entries; generate the activity entries on the
              timesheet&apos;s month table.
            </Trans>
          </Text>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label={t`Employee`}
              placeholder={t`All employees`}
              data={(employees.data ?? []).map((employee) => ({
                value: employee.employeeNo,
                label: `${employee.fullName} (${employee.employeeNo})`,
              }))}
              value={employeeNo ?? null}
              onChange={(value) => setFilter({ employee: value })}
              searchable
              clearable
              w={300}
            />
            <Select
              label={t`Activity`}
              placeholder={t`All activities`}
              data={codeOptions}
              value={activityCode ?? null}
              onChange={(value) => setFilter({ code: value })}
              searchable
              clearable
              w={260}
            />
            <DateInputField label={t`Date from`} value={from ?? ''} onChange={(value) => setFilter({ from: value })} w={160} />
            <DateInputField label={t`Date to`} value={to ?? ''} onChange={(value) => setFilter({ to: value })} w={160} />
          </Group>
          <DataTable
            label={t`Employee activities`}
            rows={list.data?.items}
            rowKey={(activity) => activity.id}
            columns={columns}
            loading={list.isPending}
            error={list.error}
            empty={filtered ? <Trans>No activities match the filter.</Trans> : <Trans>There are no employee activities yet.</Trans>}
            onRowOpen={(activity) => void navigate(`${EMPLOYEE_ACTIVITIES_ROUTE}/${activity.id}`)}
            minWidth={900}
            maxHeight="none"
          />
          <Pager
            page={page}
            totalRecords={list.data?.pagination.totalRecords ?? 0}
            rowsPerPage={PAGE_SIZE_DEFAULT}
            maxLinks={PAGER_LINKS}
            onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
            label={t`Employee activity pages`}
          />
        </>
      ) : null}
      {permissions.isPending ? <LoadingBlock /> : null}
    </Stack>
  );
}
