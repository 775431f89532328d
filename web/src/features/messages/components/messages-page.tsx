import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { MESSAGES_PAGE_SIZE } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const list = useQuery({
    ...trpc.messages.list.queryOptions({ page, rowsPerPage: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const deleteMessages = useDeleteMessages();

  const items = list.data?.items ?? [];
  const selectedOnPage = items.filter((item) => selected.has(item.id));
  const allSelected = items.length > 0 && selectedOnPage.length === items.length;

  const goToPage = (next: number) => {
    setSelected(new Set());
    setSearchParams(next === 1 ? {} : { page: String(next) });
  };

  const toggle = (id: number, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(items.map((item) => item.id)) : new Set());

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
          <Table.ScrollContainer minWidth={480}>
            <Table highlightOnHover>
              <Table.Caption>
                <VisuallyHidden>
                  <Trans>Messages, newest first</Trans>
                </VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>
                    <Checkbox
                      aria-label={t`Select all messages on this page`}
                      checked={allSelected}
                      indeterminate={selectedOnPage.length > 0 && !allSelected}
                      onChange={(event) => toggleAll(event.currentTarget.checked)}
                    />
                  </Table.Th>
                  <Table.Th>
                    <Trans>Subject</Trans>
                  </Table.Th>
                  <Table.Th w={180}>
                    <Trans>Date</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((message) => {
                  const subject = message.subject;
                  const weight = message.isRead ? 400 : 700;
                  return (
                    <Table.Tr
                      key={message.id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => void navigate(`/messages/view-message/${message.id}`)}
                      data-unread={message.isRead ? undefined : true}
                    >
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          aria-label={t`Select message “${subject}”`}
                          checked={selected.has(message.id)}
                          onChange={(event) => toggle(message.id, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        {/* The link makes the row reachable by keyboard; the row click is for the mouse. */}
                        <Anchor
                          component={Link}
                          to={`/messages/view-message/${message.id}`}
                          fw={weight}
                          c="inherit"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {subject}
                        </Anchor>
                        {message.isRead ? null : (
                          <VisuallyHidden>
                            <Trans>(unread)</Trans>
                          </VisuallyHidden>
                        )}
                      </Table.Td>
                      <Table.Td fw={weight}>
                        <time dateTime={message.createdAt.toISOString()}>{formatMessageDate(message.createdAt)}</time>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
