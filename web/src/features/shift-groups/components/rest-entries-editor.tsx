import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, NativeSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RestEntryType } from '@portal/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import { restEntryTypeLabels } from '../messages';
import { emptyRestEntry, type ShiftFormValues } from './shift-form-values';

interface RestEntriesEditorProps {
  form: UseFormReturnType<ShiftFormValues>;
  isReadOnly: boolean;
}

/**
 * A shift's breaks (spec 2 §3 rest entry): each at fixed times inside the shift, or of undefined time
 * with only its length, counted in work time or not. Saved as a set with the shift.
 */
export function RestEntriesEditor({ form, isReadOnly }: RestEntriesEditorProps) {
  const { t, i18n } = useLingui();
  const entries = form.getValues().restEntries;
  const typeOptions = Object.values(RestEntryType).map((type) => ({ value: type, label: i18n._(restEntryTypeLabels[type]) }));

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        <Trans>Breaks</Trans>
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No breaks.</Trans>
        </Text>
      ) : null}
      {entries.map((entry, index) => {
        const number = index + 1;
        return (
          <Paper key={entry.key} withBorder p="xs" role="group" aria-label={t`Break ${number}`}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <NativeSelect
                  label={t`Type`}
                  data={typeOptions}
                  disabled={isReadOnly}
                  {...form.getInputProps(`restEntries.${index}.type`)}
                />
                <Checkbox
                  label={t`Undefined time`}
                  disabled={isReadOnly}
                  {...form.getInputProps(`restEntries.${index}.undefinedTime`, { type: 'checkbox' })}
                />
              </Stack>
              {entry.undefinedTime ? (
                <NumberInput
                  label={t`Minutes`}
                  min={1}
                  max={1439}
                  allowDecimal={false}
                  readOnly={isReadOnly}
                  w={110}
                  {...form.getInputProps(`restEntries.${index}.minutes`)}
                />
              ) : (
                <>
                  <TimeOfDayField label={t`From`} readOnly={isReadOnly} w={110} {...form.getInputProps(`restEntries.${index}.startTime`)} />
                  <TimeOfDayField label={t`To`} readOnly={isReadOnly} w={110} {...form.getInputProps(`restEntries.${index}.endTime`)} />
                </>
              )}
              {isReadOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t`Remove break ${number}`}
                  onClick={() => form.removeListItem('restEntries', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      {isReadOnly ? null : (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('restEntries', emptyRestEntry())}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add a break</Trans>
        </Button>
      )}
    </Stack>
  );
}
