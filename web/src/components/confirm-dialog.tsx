import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, in a sentence or two. */
  children: ReactNode;
  /** The words on the confirming button ("Delete", "Decline"). */
  confirmLabel: string;
  /** Red confirming button, for what cannot be undone. */
  isDanger?: boolean;
  /** Asks for a reason; confirming without one shows `requiredMessage` (the reason is passed to onConfirm). */
  reason?: { label: string; requiredMessage: string };
  /** The confirmed action is running: the confirming button spins and the dialog stays. */
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks before an action. The safe button (Cancel) has the focus at first, Escape and Cancel keep
 * everything as it was, and the focus stays inside the dialog while it is open.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  isDanger = false,
  reason,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [reasonText, setReasonText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  // Each opening starts blank: a reason typed for one item is not carried to the next.
  useEffect(() => {
    if (!opened) return;
    setReasonText('');
    setReasonError(null);
  }, [opened]);

  const confirm = () => {
    if (reason && reasonText.trim() === '') {
      setReasonError(reason.requiredMessage);
      reasonRef.current?.focus();
      return;
    }
    onConfirm(reasonText.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" trapFocus closeOnEscape closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text component="div">{children}</Text>
        {reason ? (
          <Textarea
            ref={reasonRef}
            label={reason.label}
            required
            rows={3}
            value={reasonText}
            error={reasonError}
            onChange={(event) => {
              setReasonText(event.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color={isDanger ? 'red' : undefined} loading={loading} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
