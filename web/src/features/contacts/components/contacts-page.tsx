import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTACTS_SEARCH_DEBOUNCE_MS, type ContactGroup } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteSettings } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { ContactGroupTable } from './contact-group-table';
import { LetterIndex } from './letter-index';
import { PageHeader } from '../../../components/page-header';

/** Contacts rendered at first; a long directory grows by this many on request instead of all at once. */
export const CONTACTS_SHOWN_AT_ONCE = 100;

/** The first `limit` contacts, still in their letter groups. */
function limitGroups(groups: readonly ContactGroup[], limit: number): ContactGroup[] {
  const shown: ContactGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push({ alphabet: group.alphabet, employees: group.employees.slice(0, left) });
    left -= group.employees.length;
  }
  return shown;
}

/** Colleagues of the current company by letter, with a letter index and a search that waits for typing to stop. */
export function ContactsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const settings = useSiteSettings();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), CONTACTS_SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState(CONTACTS_SHOWN_AT_ONCE);

  const contacts = useQuery({
    ...trpc.contacts.search.queryOptions({ searchQuery: debouncedSearch || null }),
    placeholderData: keepPreviousData,
  });

  const groups = useMemo(() => contacts.data ?? [], [contacts.data]);
  const total = groups.reduce((sum, group) => sum + group.employees.length, 0);
  const shown = useMemo(() => limitGroups(groups, limit), [groups, limit]);
  const searching = contacts.isFetching || search.trim() !== debouncedSearch;

  // A letter of the index jumps to its group; with a limited list, it first shows everything.
  const jumpTo = (letter: string) => {
    if (limit < total) setLimit(total);
    requestAnimationFrame(() => {
      const heading = document.getElementById(groupHeadingId(letter));
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus();
    });
  };

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Contacts</Trans>} />
      <TextInput
        label={t`Search`}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setLimit(CONTACTS_SHOWN_AT_ONCE);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={searching && !contacts.isPending ? <Loader size="xs" aria-label={t`Searching…`} /> : null}
        maxLength={100}
        maw={420}
      />
      {contacts.isPending ? <LoadingBlock /> : null}
      {contacts.isError ? <QueryErrorAlert error={contacts.error} /> : null}
      {contacts.isSuccess && total === 0 ? (
        <EmptyState>
          <Trans>No search results.</Trans>
        </EmptyState>
      ) : null}
      {total > 0 ? (
        <>
          <LetterIndex letters={groups.map((group) => group.alphabet)} onChoose={jumpTo} />
          {shown.map((group) => (
            <ContactGroupTable
              key={group.alphabet}
              group={group}
              headingId={groupHeadingId(group.alphabet)}
              nameFormat={settings.contactsNameFormat}
            />
          ))}
          {shown.length > 0 && limit < total ? (
            <Button
              variant="light"
              onClick={() => setLimit((current) => current + CONTACTS_SHOWN_AT_ONCE)}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

export function groupHeadingId(letter: string): string {
  return `contacts-letter-${encodeURIComponent(letter)}`;
}
