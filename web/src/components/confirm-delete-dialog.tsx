import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  /** What is about to go, in a sentence. */
  children: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is deleted for good; Delete has the focus, Cancel and Escape keep it. */
export function ConfirmDeleteDialog({ opened, title, children, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={700}
      styles={{ content: { maxWidth: '80vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>{children}</Text>
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
