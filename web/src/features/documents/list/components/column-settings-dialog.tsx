import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';

export interface ColumnChoice {
  formMetaId: number;
  name: string;
  visible: boolean;
}

interface ColumnSettingsDialogProps {
  opened: boolean;
  title: ReactNode;
  /** The columns (or search fields) in their current order. */
  columns: ColumnChoice[];
  /** At least one must stay shown (the table's columns); search fields may all be hidden. */
  requiresOneVisible: boolean;
  saving: boolean;
  saveError: unknown;
  onSave: (columns: ColumnChoice[]) => void;
  onClose: () => void;
}

/** Show or hide and reorder the table's columns or the search fields; Save stores them for the user. */
export function ColumnSettingsDialog({
  opened,
  title,
  columns,
  requiresOneVisible,
  saving,
  saveError,
  onSave,
  onClose,
}: ColumnSettingsDialogProps) {
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
      {/* Mounted per opening, so every opening starts from the saved settings. */}
      {opened ? (
        <ColumnSettingsForm
          columns={columns}
          requiresOneVisible={requiresOneVisible}
          saving={saving}
          saveError={saveError}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

type ColumnSettingsFormProps = Omit<ColumnSettingsDialogProps, 'opened' | 'title'>;

function ColumnSettingsForm({ columns, requiresOneVisible, saving, saveError, onSave, onClose }: ColumnSettingsFormProps) {
  const { t } = useLingui();
  const [choices, setChoices] = useState(columns);

  const toggle = (index: number, visible: boolean) =>
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, visible } : choice)));

  const move = (index: number, offset: -1 | 1) =>
    setChoices((current) => {
      const target = index + offset;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });

  const hasVisible = choices.some((choice) => choice.visible);

  return (
    <Stack gap="md">
      {choices.length === 0 ? (
        <Text c="dimmed">
          <Trans>There are no fields to choose from.</Trans>
        </Text>
      ) : (
        <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {choices.map((choice, index) => {
            const name = choice.name;
            return (
              <Group key={choice.formMetaId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Checkbox label={name} checked={choice.visible} onChange={(event) => toggle(index, event.currentTarget.checked)} />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t`Move “${name}” up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t`Move “${name}” down`}
                    disabled={index === choices.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {requiresOneVisible && !hasVisible ? (
        <Text c="red" size="sm" role="alert">
          <Trans>Choose at least one column.</Trans>
        </Text>
      ) : null}
      {saveError ? <QueryErrorAlert error={saveError} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => onSave(choices)} loading={saving} disabled={requiresOneVisible && !hasVisible}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
