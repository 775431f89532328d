import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DataTable } from '../../../components/data-table';
import { useTRPC } from '../../../lib/trpc';
import { absenceRowKey, useAbsenceColumns } from './absence-columns';
import { PageHeader } from '../../../components/page-header';

/** Spec 1 §9: absence history pages by 10 with at most 10 page links. */
const ABSENCE_HISTORY_PAGE_SIZE = 10;
const ABSENCE_HISTORY_PAGER_LINKS = 10;

/** The signed-in employee's absences, newest first, a page at a time. */
export function AbsenceHistoryPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  // The history pages on the server: sorting one page of it would mislead, so its columns do not sort.
  const columns = useAbsenceColumns('full').map(({ sortValue: _pageOnly, ...column }) => column);
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
        <DataTable label={caption} minWidth={720} rows={items} rowKey={absenceRowKey} columns={columns} />
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
      <PageHeader title={caption} />
      {content()}
    </Stack>
  );
}
