import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { DataTableSort } from './data-table';

// The lists the server searches, sorts and pages (schedules, timesheets, holiday plans …): their state,
// the search box with its optional "show archived" box, and the archived/active badge, written once.

/** Rows a page of such a list (spec 2 §9: 20 by default). */
export const SERVER_LIST_ROWS_PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

export interface ServerListOptions<SortKey extends string> {
  initialSort: DataTableSort;
  /** The server's sort key of each sortable column. */
  sortKeys: Readonly<Record<string, SortKey>>;
  /** The sort key when the column has none. */
  defaultSortKey: NoInfer<SortKey>;
}

/**
 * A server-paged list's search, archived choice, sort and page. Any change but the page's goes back to
 * the first page; `input` is what the list procedure takes.
 */
export function useServerList<SortKey extends string>(options: ServerListOptions<SortKey>) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [showArchived, setShowArchived] = useState(false);
  const [sort, setSort] = useState<DataTableSort>(options.initialSort);
  const [page, setPage] = useState(1);
  const fromFirstPage =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  return {
    search,
    onSearchChange: fromFirstPage(setSearch),
    /** The search as sent (trimmed, after the typing pauses); empty when there is none. */
    debouncedSearch,
    showArchived,
    onShowArchivedChange: fromFirstPage(setShowArchived),
    sort,
    onSortChange: fromFirstPage(setSort),
    page,
    setPage,
    input: {
      page,
      rowsPerPage: SERVER_LIST_ROWS_PER_PAGE,
      search: debouncedSearch || undefined,
      sort: options.sortKeys[sort.column] ?? options.defaultSortKey,
      sortDirection: sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
    },
  };
}

/** The search box ("Code or name") and, when `onShowArchivedChange` is given, the "Show archived" box; more filters as children. */
export function ServerListFilters(props: {
  search: string;
  onSearchChange: (value: string) => void;
  showArchived?: boolean;
  onShowArchivedChange?: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={t`Code or name`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        w={280}
      />
      {props.onShowArchivedChange ? (
        <Checkbox
          label={t`Show archived`}
          checked={props.showArchived ?? false}
          onChange={(event) => props.onShowArchivedChange?.(event.currentTarget.checked)}
          mb={8}
        />
      ) : null}
      {props.children}
    </Group>
  );
}

/** "Archived" in grey or "Active" in green. */
export function ArchivedBadge({ archived }: { archived: boolean }) {
  return archived ? (
    <Badge color="gray" variant="light">
      <Trans>Archived</Trans>
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      <Trans context="schedule status">Active</Trans>
    </Badge>
  );
}
