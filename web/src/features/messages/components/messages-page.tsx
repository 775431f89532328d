import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES_PAGE_SIZE, type MessageListItem } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { type Key, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useDeleteMessages } from '../hooks/use-message-mutations';
import { DeleteMessagesDialog } from './delete-messages-dialog';
import { formatMessageDate } from './format-message-date';
import { PageHeader } from '../../../components/page-header';

/** The pager links at most ten pages at once (spec 1 §9). */
const MESSAGES_PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The inbox: ten a page, unread in bold, several can be selected and deleted at once. */
export function MessagesPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useQuery({
    ...trpc.messages.list.queryOptions({ page, rowsPerPage: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const deleteMessages = useDeleteMessages();

  const items = list.data?.items ?? [];
  const selectedOnPage = items.filter((item) => selected.has(item.id));

  const goToPage = (next: number) => {
    setSelected(new Set());
    setSearchParams(next === 1 ? {} : { page: String(next) });
  };

  const columns: DataColumn<MessageListItem>[] = [
    { key: 'subject', header: t`Subject`, cell: (message) => message.subject },
    {
      key: 'date',
      header: t`Date`,
      kind: 'date',
      cell: (message) => <time dateTime={message.createdAt.toISOString()}>{formatMessageDate(message.createdAt)}</time>,
    },
  ];

  const confirmDelete = () => {
    const ids = selectedOnPage.map((item) => item.id);
    deleteMessages.mutate(
      { ids },
      {
        onSuccess: () => {
          showSuccess(t`Deleted successfully.`);
          setSelected(new Set());
          setConfirming(false);
          // The last page may have emptied: show the one before it.
          if (ids.length === items.length && page > 1) goToPage(page - 1);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Messages</Trans>} />
      {list.isPending ? <LoadingBlock /> : null}
      {list.isError ? <QueryErrorAlert error={list.error} /> : null}
      {list.data && items.length === 0 ? (
        <EmptyState>
          <Trans>You have no messages.</Trans>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {selectedOnPage.length > 0 ? <Trans>Selected: {selectedOnPage.length}</Trans> : null}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selectedOnPage.length === 0}
              onClick={() => setConfirming(true)}
            >
              <Trans>Delete selected</Trans>
            </Button>
          </Group>
          <DataTable
            label={t`Messages, newest first`}
            rows={items}
            rowKey={(message) => message.id}
            columns={columns}
            isUnread={(message) => !message.isRead}
            // The subject is the row's link and its one tab stop; a click anywhere on the row opens the message too.
            rowHref={(message) => `/messages/view-message/${message.id}`}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: ({ subject }) => t`Select message “${subject}”`,
              allLabel: t`Select all messages on this page`,
            }}
            minWidth={480}
            maxHeight="none"
            striped={false}
          />
          <Pager
            page={page}
            totalRecords={list.data?.pagination.totalRecords ?? 0}
            rowsPerPage={MESSAGES_PAGE_SIZE}
            maxLinks={MESSAGES_PAGER_LINKS}
            onChange={goToPage}
            label={t`Message pages`}
          />
        </>
      ) : null}
      <DeleteMessagesDialog
        opened={confirming}
        count={selectedOnPage.length}
        deleting={deleteMessages.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
