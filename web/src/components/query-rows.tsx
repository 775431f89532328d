import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadingBlock } from './loading-block';
import { QueryErrorAlert } from './query-error-alert';

interface QueryRowsProps<Row> {
  query: UseQueryResult<Row[], unknown>;
  /** What the page says when the list is empty. */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** The four states of a loaded list: loading, failed (translated message), empty, and the rows. */
export function QueryRows<Row>({ query, empty, children }: QueryRowsProps<Row>) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryErrorAlert error={query.error} />;
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
