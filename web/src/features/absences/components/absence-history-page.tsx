import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { ActivityChip } from './activity-chip';

/** Spec 1 §9: absence history pages by 10 with at most 10 page links. */
const ABSENCE_HISTORY_PAGE_SIZE = 10;
const ABSENCE_HISTORY_PAGER_LINKS = 10;

/** The signed-in employee's absences, newest first, a page at a time. */
export function AbsenceHistoryPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const absences = useQuery({
    ...trpc.absences.current.queryOptions({ page, rowsPerPage: ABSENCE_HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const caption = t`Absence history`;

  const content = () => {
    if (absences.isPending) return <LoadingBlock lines={6} />;
    if (absences.isError) return <QueryErrorAlert error={absences.error} />;
    const { items, pagination } = absences.data;
    if (items.length === 0) {
      return (
        <EmptyState>
          <Trans>You have no absences.</Trans>
        </EmptyState>
      );
    }
    return (
      <Stack gap="md" aria-busy={absences.isPlaceholderData}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Code`}</Table.Th>
                <Table.Th scope="col">{t`Absence`}</Table.Th>
                <Table.Th scope="col">{t`From`}</Table.Th>
                <Table.Th scope="col">{t`To`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Calendar days`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Working days`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Hours per day`}</Table.Th>
                <Table.Th scope="col">{t`Description`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((record) => (
                <Table.Tr key={`${record.source}-${record.entryNo}`}>
                  <Table.Td>
                    <ActivityChip code={record.activityCode} color={record.color} text={record.activityCodeText} />
                  </Table.Td>
                  <Table.Td>{record.activityCodeText}</Table.Td>
                  <Table.Td>{formatErpDate(record.dateFrom)}</Table.Td>
                  <Table.Td>{formatErpDate(record.dateTo)}</Table.Td>
                  <Table.Td ta="right">{record.calendarDays}</Table.Td>
                  <Table.Td ta="right">{record.workDays}</Table.Td>
                  <Table.Td ta="right">{formatDecimal(record.hoursPerDay, i18n.locale)}</Table.Td>
                  <Table.Td>{record.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager
          page={pagination.page}
          totalRecords={pagination.totalRecords}
          rowsPerPage={pagination.rowsPerPage}
          maxLinks={ABSENCE_HISTORY_PAGER_LINKS}
          onChange={setPage}
          label={t`Absence history pages`}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{caption}</Title>
      {content()}
    </Stack>
  );
}
