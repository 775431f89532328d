import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';

const SEARCH_DELAY_MS = 300;

export interface UserOption {
  /** The user's id, as the Select keeps values. */
  value: string;
  label: string;
}

/**
 * The users a participant can be picked from, narrowed on the server as the user types. Administrators
 * choose among all the company's users (users-with-employee-info, admin only); anyone else among the
 * users of their team and department, the widest picker an employee may ask for.
 */
export function useParticipantUsers(enabled: boolean, selected: UserOption | null) {
  const trpc = useTRPC();
  const isAdministrator = useCurrentUser().adminAccess >= 1;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The chosen option's label stands in the search box: it is not a search.
  const searchQuery = debounced !== '' && debounced !== selected?.label ? { searchQuery: debounced } : {};
  const everyone = useQuery({
    ...trpc.formLookups.usersWithEmployeeInfo.queryOptions(enabled && isAdministrator ? searchQuery : skipToken),
    placeholderData: keepPreviousData,
  });
  const team = useQuery({
    ...trpc.formLookups.usersWithEmployeeMeta.queryOptions(
      enabled && !isAdministrator ? { subordinateEmployees: true, departmentEmployees: true, ...searchQuery } : skipToken,
    ),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const found: UserOption[] = isAdministrator
      ? (everyone.data ?? []).map((user) => ({
          value: String(user.userId),
          label: [`${user.employeeFullName} (${user.employeeNo})`, user.department].filter(Boolean).join(' · '),
        }))
      : (team.data ?? []).map((user) => ({ value: String(user.userId), label: user.nameWithEmployeeNo }));
    return selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;
  }, [isAdministrator, everyone.data, team.data, selected]);
  const query = isAdministrator ? everyone : team;
  return { options, setSearch, isFetching: query.isFetching, error: query.error };
}
