import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface WorkflowDialogProps {
  opened: boolean;
  title: string;
  /** While a call runs the dialog stays open: Escape and the close button do nothing. */
  isBusy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the workflow dialogs: 700px wide, at most 80% of the window (spec 1 §9). */
export function WorkflowDialog({ opened, title, isBusy = false, onClose, children }: WorkflowDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isBusy) onClose();
      }}
      title={title}
      size={700}
      styles={{ content: { maxWidth: '80vw' } }}
      closeButtonProps={{ 'aria-label': t`Close`, disabled: isBusy }}
    >
      {children}
    </Modal>
  );
}
