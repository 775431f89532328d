import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';

const SEARCH_DELAY_MS = 300;

export interface UserOption {
  /** The user's id, as the Select keeps values. */
  value: string;
  label: string;
}

/**
 * The company's users a permission can be granted to (users-with-employee-info, administrators only),
 * narrowed on the server as the administrator types.
 */
export function useGrantableUsers(selected: UserOption | null) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The chosen option's label stands in the search box: it is not a search.
  const searchQuery = debounced !== '' && debounced !== selected?.label ? { searchQuery: debounced } : {};
  const users = useQuery({ ...trpc.formLookups.usersWithEmployeeInfo.queryOptions(searchQuery), placeholderData: keepPreviousData });
  const options = useMemo(() => {
    const found: UserOption[] = (users.data ?? []).map((user) => ({
      value: String(user.userId),
      label: [`${user.employeeFullName} (${user.employeeNo})`, user.department].filter(Boolean).join(' · '),
    }));
    return selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;
  }, [users.data, selected]);
  return { options, setSearch, isFetching: users.isFetching, error: users.error };
}
