import { useDebouncedValue } from '@mantine/hooks';
import type { EmployeePickerItem, FormField } from '@portal/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../lib/trpc';

const SEARCH_DELAY_MS = 300;

/**
 * The employees a picker field offers, within the field's scope on the server (its formId and
 * formDataId choose the scope; the client cannot widen it). Typed text narrows the list on the server
 * too; `known` are the chosen ones, always offered so they keep their names.
 */
export function useEmployeeOptions(field: FormField, known: EmployeePickerItem[], options: { enabled: boolean; selectedLabel?: string }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The label of the chosen option stands in the search box: it is not a search.
  const searchQuery = debounced !== '' && debounced !== options.selectedLabel ? debounced : undefined;
  const list = useQuery({
    ...trpc.formLookups.employeeMeta.queryOptions(
      options.enabled ? { formId: field.formId, formDataId: field.id, ...(searchQuery ? { searchQuery } : {}) } : skipToken,
    ),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    const byNo = new Map<string, EmployeePickerItem>();
    for (const item of [...known, ...(list.data ?? [])]) if (!byNo.has(item.employeeNo)) byNo.set(item.employeeNo, item);
    return [...byNo.values()];
  }, [known, list.data]);
  return { items, setSearch, isFetching: list.isFetching };
}

/** One employee of a picker field by number, for the name of a stored value. */
export function useEmployeeByNo(field: FormField, employeeNo: string): EmployeePickerItem | undefined {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.formLookups.employeeMeta.queryOptions(employeeNo === '' ? skipToken : { formId: field.formId, formDataId: field.id, employeeNo }, {
      staleTime: 5 * 60_000,
    }),
  );
  return query.data?.find((item) => item.employeeNo === employeeNo);
}
