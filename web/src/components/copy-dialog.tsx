import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

interface CopyDialogProps {
  opened: boolean;
  title: string;
  label: string;
  initialName: string;
  isSaving: boolean;
  errorText: string | undefined;
  onCopy: (name: string) => void;
  onClose: () => void;
}

/** Asks the name (or code) of a copy of a definition; the designers' copy actions share it. */
export function CopyDialog({ opened, title, label, initialName, isSaving, errorText, onCopy, onClose }: CopyDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== '') onCopy(name.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={label}
            required
            maxLength={200}
            value={name}
            error={errorText}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={isSaving} disabled={name.trim() === ''}>
              {t`Copy`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
