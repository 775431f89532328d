import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Group, Stack, Text } from '@mantine/core';
import { PAYSLIP_HISTORY_PAGE_SIZE } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [openedPeriod, setOpenedPeriod] = useState<string | null>(null);
  // Months opened once stay mounted, so closing and reopening an item does not load it again.
  const [visitedPeriods, setVisitedPeriods] = useState<ReadonlySet<string>>(new Set());
  const history = useQuery({
    ...trpc.payslips.history.queryOptions({ employeeNo, page, rowsPerPage: PAYSLIP_HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const open = (period: string | null) => {
    setOpenedPeriod(period);
    if (period) setVisitedPeriods((visited) => new Set(visited).add(period));
  };

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
      <Accordion variant="separated" value={openedPeriod} onChange={open}>
        {items.map((item) => (
          <Accordion.Item key={item.period} value={item.period}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={500}>{formatPeriod(item.year, item.month, i18n.locale)}</Text>
                <Text c="dimmed" size="sm">
                  {t`Net pay`}: {formatMoney(item.netPay, i18n.locale)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {visitedPeriods.has(item.period) ? <PayslipMonth employeeNo={employeeNo} year={item.year} month={item.month} /> : null}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
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
