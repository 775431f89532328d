import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { FieldErrors } from '@portal/shared';
import { useEffect, useState } from 'react';
import { fieldErrorText } from '../../../lib/error-messages';

interface GroupNameDialogProps {
  opened: boolean;
  title: string;
  /** The name the field starts with ('' for a new group). */
  initialName: string;
  saving: boolean;
  fieldErrors: FieldErrors;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names a new employee group or renames one. */
export function GroupNameDialog({ opened, title, initialName, saving, fieldErrors, onSave, onClose }: GroupNameDialogProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (opened) setName(initialName);
  }, [opened, initialName]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(name);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t`Group name`}
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldErrorText(i18n, fieldErrors, 'name')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving} disabled={name.trim() === ''}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
