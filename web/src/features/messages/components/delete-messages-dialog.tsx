import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteMessagesDialogProps {
  opened: boolean;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before messages are deleted: a deleted message cannot be brought back. */
export function DeleteMessagesDialog({ opened, count, deleting, onConfirm, onClose }: DeleteMessagesDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Delete messages`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>
        <Plural value={count} one="Delete # message?" other="Delete # messages?" />
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm} data-autofocus>
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
