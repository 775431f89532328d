import { Stack } from '@mantine/core';
import { APPLICATIONS_PAGE_SIZE, type DocumentListPage, type DocumentListRow } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingBlock } from '../../../components/loading-block';
import { NoSearchResults } from '../../../components/no-search-results';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SubmissionTable, type TaskOrder } from './submission-table';

/** The applications and tasks pagers link at most ten pages at once (spec 1 §9). */
const PAGER_LINKS = 10;

interface SubmissionListProps {
  query: UseQueryResult<DocumentListPage, unknown>;
  page: number;
  onPageChange: (page: number) => void;
  /** The table's accessible name. */
  label: string;
  /** Names the pager's navigation landmark. */
  pagerLabel: string;
  withTaskColumns?: boolean;
  marksUnread?: boolean;
  order?: TaskOrder;
  onOrderChange?: (order: TaskOrder) => void;
  onOpen: (row: DocumentListRow) => void;
}

/** A filtered, paged list of submissions: loading, failed, nothing found (red banner), or the rows and pager. */
export function SubmissionList({
  query,
  page,
  onPageChange,
  label,
  pagerLabel,
  withTaskColumns,
  marksUnread,
  order,
  onOrderChange,
  onOpen,
}: SubmissionListProps) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryErrorAlert error={query.error} />;
  const { items, pagination } = query.data;
  if (items.length === 0) return <NoSearchResults />;
  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <SubmissionTable
        label={label}
        rows={items}
        withTaskColumns={withTaskColumns}
        marksUnread={marksUnread}
        {...(order ? { order } : {})}
        {...(onOrderChange ? { onOrderChange } : {})}
        onOpen={onOpen}
      />
      <Pager
        page={page}
        totalRecords={pagination.totalRecords}
        rowsPerPage={pagination.rowsPerPage || APPLICATIONS_PAGE_SIZE}
        maxLinks={PAGER_LINKS}
        onChange={onPageChange}
        label={pagerLabel}
      />
    </Stack>
  );
}
