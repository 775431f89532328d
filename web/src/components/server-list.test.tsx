import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_LIST_ROWS_PER_PAGE, useServerList } from './server-list';

const sortKeys = { code: 'code', period: 'startDate' } as const;

describe('useServerList', () => {
  it('asks for the first page in the initial sort, the column mapped to the server’s key', () => {
    const { result } = renderHook(() =>
      useServerList({ initialSort: { column: 'period', direction: 'descending' }, sortKeys, defaultSortKey: 'code' }),
    );
    expect(result.current.input).toEqual({
      page: 1,
      rowsPerPage: SERVER_LIST_ROWS_PER_PAGE,
      search: undefined,
      sort: 'startDate',
      sortDirection: 'desc',
    });
  });

  it('goes back to the first page when the search, the archived choice or the sort changes', () => {
    const { result } = renderHook(() =>
      useServerList({ initialSort: { column: 'code', direction: 'ascending' }, sortKeys, defaultSortKey: 'code' }),
    );
    for (const change of [
      () => result.current.onSearchChange('gam'),
      () => result.current.onShowArchivedChange(true),
      () => result.current.onSortChange({ column: 'unknown', direction: 'descending' }),
    ]) {
      act(() => result.current.setPage(3));
      expect(result.current.page).toBe(3);
      act(change);
      expect(result.current.page).toBe(1);
    }
    expect(result.current.showArchived).toBe(true);
    // A column without a server key sorts by the default key.
    expect(result.current.input).toMatchObject({ sort: 'code', sortDirection: 'desc' });
  });
});
