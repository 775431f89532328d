import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ErrorCode, WORKFLOW_NAME_MAX } from '@portal/shared';
import { useEffect, useState } from 'react';
import { errorKeyText } from '../../../lib/error-messages';

interface NameDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  initialName: string;
  loading: boolean;
  /** The server's refusal of the name, already in words. */
  error?: string;
  onConfirm: (name: string) => void;
  onClose: () => void;
}

/** Asks a workflow's name: for a new workflow and for a copy. */
export function NameDialog({ opened, title, confirmLabel, initialName, loading, error, onConfirm, onClose }: NameDialogProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(initialName);
  const [isTouched, setIsTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initialName);
      setIsTouched(false);
    }
  }, [opened, initialName]);
  const isBlank = name.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setIsTouched(true);
          if (!isBlank) onConfirm(name.trim());
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t({ message: 'Name', context: 'name of a thing' })}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={WORKFLOW_NAME_MAX}
            required
            data-autofocus
            error={isTouched && isBlank ? errorKeyText(i18n, ErrorCode.fieldRequired) : error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
