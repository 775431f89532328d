import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { type OvertimePeriod, PAGE_SIZE_DEFAULT, type SetupPermissions } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { useTRPC } from '../../../lib/trpc';
import { businessToday } from '../../../lib/today';
import { OvertimePeriodDialog } from './overtime-period-dialog';

const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Employees' overtime agreements (spec 2 §2 wtm-area/employee-overtime-periods; issue #14): filtered by
 * employee, department and a day in force; a row opens its agreement in a dialog.
 */
export function OvertimePeriodsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const employeeNo = searchParams.get('employee') ?? undefined;
  const departmentCode = searchParams.get('department') ?? undefined;
  const date = searchParams.get('date') ?? undefined;
  // null: closed; 'new': a new agreement; else the agreement to open.
  const [opened, setOpened] = useState<OvertimePeriod | 'new' | null>(null);

  const permissions = useQuery(trpc.employeeOvertimePeriods.permissions.queryOptions());
  const canView = permissions.data?.canView === true;
  const list = useQuery({
    ...trpc.employeeOvertimePeriods.list.queryOptions({ page, rowsPerPage: PAGE_SIZE_DEFAULT, employeeNo, departmentCode, date }),
    placeholderData: keepPreviousData,
    enabled: canView,
  });
  const employees = useQuery({ ...trpc.employees.listAvailable.queryOptions({ date: businessToday() }), enabled: canView });
  const departments = useQuery({ ...trpc.departments.list.queryOptions(), enabled: canView });
  const employeeOptions = (employees.data ?? []).map((employee) => ({
    value: employee.employeeNo,
    label: `${employee.fullName} (${employee.employeeNo})`,
  }));

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  const columns: DataColumn<OvertimePeriod>[] = [
    { key: 'employee', header: t`Employee`, cell: (period) => `${period.employeeName} (${period.employeeNo})`, minWidth: 200 },
    { key: 'department', header: t`Department`, cell: (period) => period.departmentName ?? period.departmentCode ?? '' },
    { key: 'validFrom', header: t`Valid from`, kind: 'date', cell: (period) => period.validFrom },
    { key: 'validTo', header: t`Valid to`, kind: 'date', cell: (period) => period.validTo ?? t`without end` },
    {
      key: 'consent',
      header: t`Consent to longer weekly hours`,
      cell: (period) =>
        period.weeklyHoursConsent ? (
          <Badge color="green" variant="light">
            {t({ message: 'Signed', context: 'overtime consent' })}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            {t({ message: 'None', context: 'overtime consent' })}
          </Badge>
        ),
    },
    { key: 'week', header: t`Most overtime a week, h`, kind: 'number', cell: (period) => period.maxOvertimeHoursWeek ?? '' },
    { key: 'year', header: t`Most overtime a year, h`, kind: 'number', cell: (period) => period.maxOvertimeHoursYear ?? '' },
    { key: 'note', header: t`Note`, cell: (period) => period.note ?? '', lineClamp: 2, minWidth: 160 },
  ];

  const filtered = Boolean(employeeNo || departmentCode || date);
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Overtime agreements</Trans>}
        primaryAction={
          permissions.data?.canCreate ? (
            <Button onClick={() => setOpened('new')} leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New agreement</Trans>
            </Button>
          ) : undefined
        }
      />
      {permissions.isError ? <QueryErrorAlert error={permissions.error} /> : null}
      {permissions.data && !canView ? (
        <EmptyState>
          <Trans>
            You have no access to the overtime agreements of this company. Ask the work-time administrator for a company-wide grant.
          </Trans>
        </EmptyState>
      ) : null}
      {canView ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>
              An employee whose signed consent covers a whole month may work up to the longer weekly limit in that month&apos;s schedule;
              the 48-hour average is not checked for them.
            </Trans>
          </Text>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label={t`Employee`}
              placeholder={t`All employees`}
              data={employeeOptions}
              value={employeeNo ?? null}
              onChange={(value) => setFilter({ employee: value })}
              searchable
              clearable
              w={300}
            />
            <Select
              label={t`Department`}
              placeholder={t`All departments`}
              data={(departments.data ?? []).map((department) => ({ value: department.departmentCode, label: department.departmentName }))}
              value={departmentCode ?? null}
              onChange={(value) => setFilter({ department: value })}
              searchable
              clearable
              w={260}
            />
            <DateInputField label={t`In force on`} value={date ?? ''} onChange={(value) => setFilter({ date: value })} w={180} />
          </Group>
          <DataTable
            label={t`Overtime agreements`}
            rows={list.data?.items}
            rowKey={(period) => period.id}
            columns={columns}
            loading={list.isPending}
            error={list.error}
            empty={filtered ? <Trans>No agreements match the filter.</Trans> : <Trans>There are no overtime agreements yet.</Trans>}
            onRowOpen={(period) => setOpened(period)}
            minWidth={900}
            maxHeight="none"
          />
          <Pager
            page={page}
            totalRecords={list.data?.pagination.totalRecords ?? 0}
            rowsPerPage={PAGE_SIZE_DEFAULT}
            maxLinks={PAGER_LINKS}
            onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
            label={t`Overtime agreement pages`}
          />
        </>
      ) : null}
      {permissions.isPending ? <LoadingBlock /> : null}
      {permissions.data ? (
        <OvertimePeriodDialog
          opened={opened !== null}
          period={opened === 'new' ? null : opened}
          permissions={permissions.data satisfies SetupPermissions}
          employeeOptions={employeeOptions}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </Stack>
  );
}
