import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { PAYSLIP_HISTORY_PAGE_SIZE, type PayslipHistoryItem } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatMoney } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { formatPeriod } from './period-label';
import { PayslipMonth } from './payslip-month';

/** Spec 1 §9: the payslip pager shows at most 6 page links. */
const PAYSLIP_PAGER_LINKS = 6;

interface PayslipHistoryProps {
  employeeNo: string;
}

/** The months with a payslip, 12 a page; a month's lines load when its item is opened. */
export function PayslipHistory({ employeeNo }: PayslipHistoryProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  // One month open at a time, as the list reads best; months opened once stay mounted, so reopening does not load again.
  const [openedPeriod, setOpenedPeriod] = useState<Key | null>(null);
  const history = useQuery({
    ...trpc.payslips.history.queryOptions({ employeeNo, page, rowsPerPage: PAYSLIP_HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const columns: DataColumn<PayslipHistoryItem>[] = [
    { key: 'period', header: t`Period`, cell: (item) => formatPeriod(item.year, item.month, i18n.locale) },
    { key: 'netPay', header: t`Net pay`, kind: 'number', cell: (item) => formatMoney(item.netPay, i18n.locale) },
  ];

  if (history.isPending) return <LoadingBlock lines={6} />;
  if (history.isError) return <QueryErrorAlert error={history.error} />;
  const { items, pagination } = history.data;
  if (items.length === 0) {
    return (
      <EmptyState>
        <Trans>There are no payslips yet.</Trans>
      </EmptyState>
    );
  }

  return (
    <Stack gap="md" aria-busy={history.isPlaceholderData}>
      <DataTable
        label={t`Payslip history`}
        rows={items}
        rowKey={(item) => item.period}
        columns={columns}
        expansion={{
          content: (item) => <PayslipMonth employeeNo={employeeNo} year={item.year} month={item.month} />,
          toggleLabel: (item) => formatPeriod(item.year, item.month, i18n.locale),
          expanded: new Set(openedPeriod === null ? [] : [openedPeriod]),
          onExpandedChange: (expanded) => setOpenedPeriod([...expanded].find((period) => period !== openedPeriod) ?? null),
          keepMounted: true,
        }}
        minWidth={360}
        maxHeight="none"
        // On a phone a month is one line (month, net pay, toggle), not a card of label–value pairs.
        cardLayout="inline"
      />
      <Pager
        page={pagination.page}
        totalRecords={pagination.totalRecords}
        rowsPerPage={pagination.rowsPerPage}
        maxLinks={PAYSLIP_PAGER_LINKS}
        onChange={(next) => {
          setPage(next);
          setOpenedPeriod(null);
        }}
        label={t`Payslip history pages`}
      />
    </Stack>
  );
}
