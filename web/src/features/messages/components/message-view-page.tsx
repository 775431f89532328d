import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SafeHtml } from '../../../components/safe-html';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useDeleteMessages, useInvalidateMessages } from '../hooks/use-message-mutations';
import { DeleteMessagesDialog } from './delete-messages-dialog';
import { formatMessageDate } from './format-message-date';
import { PageHeader } from '../../../components/page-header';

/** One message. Opening it is the `view` mutation: it marks the message read, so it runs once per open. */
export function MessageViewPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const invalidate = useInvalidateMessages();
  const [confirming, setConfirming] = useState(false);

  const view = useMutation(
    trpc.messages.view.mutationOptions({
      // The screen shows the failure itself; the badge and list change only when it succeeded.
      meta: { errorHandling: 'inline' },
      onSuccess: () => void invalidate(),
    }),
  );
  const deleteMessages = useDeleteMessages();

  // A ref, not state: React's development double effect must not mark (and log) the opening twice.
  const openedId = useRef<number | null>(null);
  const { mutate: open } = view;
  useEffect(() => {
    if (openedId.current === id) return;
    openedId.current = id;
    open({ id });
  }, [id, open]);

  const close = () => void navigate('/messages');

  const confirmDelete = () => {
    deleteMessages.mutate(
      { ids: [id] },
      {
        onSuccess: () => {
          showSuccess(t`Deleted successfully.`);
          close();
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const message = view.data;
  return (
    <Stack gap="md">
      {message ? <PageHeader title={message.subject} /> : <PageHeader title={<Trans>Message</Trans>} />}
      {view.isPending || view.isIdle ? <LoadingBlock /> : null}
      {view.isError ? <QueryErrorAlert error={view.error} /> : null}
      {message ? (
        <Card withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed" mb="sm">
            <time dateTime={message.createdAt.toISOString()}>{formatMessageDate(message.createdAt)}</time>
          </Text>
          <SafeHtml html={message.body} />
        </Card>
      ) : null}
      <Group>
        {message ? (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        ) : null}
        <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </Group>
      <DeleteMessagesDialog
        opened={confirming}
        count={1}
        deleting={deleteMessages.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
