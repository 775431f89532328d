import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RecordTable } from '../../../components/record-table';
import { useTRPC } from '../../../lib/trpc';
import { absenceRowKey, useAbsenceColumns } from './absence-columns';

/** Spec 1 §9: absence history pages by 10 with at most 10 page links. */
const ABSENCE_HISTORY_PAGE_SIZE = 10;
const ABSENCE_HISTORY_PAGER_LINKS = 10;

/** The signed-in employee's absences, newest first, a page at a time. */
export function AbsenceHistoryPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const columns = useAbsenceColumns('full');
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
        <RecordTable label={caption} minWidth={720} highlightOnHover rows={items} rowKey={absenceRowKey} columns={columns} />
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
