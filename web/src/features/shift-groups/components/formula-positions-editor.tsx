import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormulaType, type Shift } from '@portal/shared';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { errorKeyText } from '../../../lib/error-messages';
import { weekdayLabels, weekdayShortLabels } from '../messages';
import { type FormulaFormValues, newPosition, WEEK } from './formula-form-values';

interface FormulaPositionsEditorProps {
  form: UseFormReturnType<FormulaFormValues>;
  /** The shifts a position may plan: the group's live shifts, and archived ones a position still names. */
  shifts: readonly Shift[];
  isReadOnly: boolean;
}

/**
 * A formula's positions, a cell each: a shift or a day off. A continuous formula repeats over the
 * weekdays, so its cells are named after them and come a week at a time; a cyclic one is numbered.
 */
export function FormulaPositionsEditor({ form, shifts, isReadOnly }: FormulaPositionsEditorProps) {
  const { t, i18n } = useLingui();
  const { type, entries } = form.getValues();
  const archivedLabel = (code: string) => t`${code} (archived)`;
  const isContinuous = type === FormulaType.continuous;
  const step = isContinuous ? WEEK : 1;
  const options = [
    // Cells are narrow: codes only (the preview shows the shifts in their colours).
    { value: '', label: t`Off` },
    ...shifts.map((shift) => ({ value: String(shift.id), label: shift.archived ? archivedLabel(shift.code) : shift.code })),
  ];
  const positionsError = errorKeyText(i18n, form.errors.entries);

  return (
    <Stack
      gap="xs"
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0 }}
      aria-describedby={positionsError ? 'formula-positions-error' : undefined}
    >
      <Text component="legend" fw={500} size="sm">
        <Trans>Positions</Trans>
      </Text>
      <SimpleGrid cols={{ base: 3, xs: WEEK }} spacing={6} verticalSpacing={6}>
        {entries.map((entry, index) => {
          const number = index + 1;
          const weekday = index % WEEK;
          const heading = isContinuous ? i18n._(weekdayShortLabels[weekday]!) : String(number);
          const weekdayName = i18n._(weekdayLabels[weekday]!);
          const label = isContinuous ? t`Position ${number}, ${weekdayName}` : t`Position ${number}`;
          return (
            <Stack key={entry.key} gap={2}>
              <Text size="xs" c="dimmed" ta="center" aria-hidden>
                {heading}
              </Text>
              <NativeSelect
                aria-label={label}
                size="xs"
                data={options}
                disabled={isReadOnly}
                {...form.getInputProps(`entries.${index}.shiftId`)}
              />
            </Stack>
          );
        })}
      </SimpleGrid>
      {positionsError ? (
        <Text id="formula-positions-error" size="sm" c="red" role="alert">
          {positionsError}
        </Text>
      ) : null}
      {isReadOnly ? null : (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.setFieldValue('entries', [...entries, ...Array.from({ length: step }, () => newPosition())])}
          >
            {isContinuous ? <Trans>Add a week</Trans> : <Trans>Add a position</Trans>}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            color="red"
            leftSection={<IconMinus size={14} aria-hidden />}
            disabled={entries.length <= step}
            onClick={() => form.setFieldValue('entries', entries.slice(0, entries.length - step))}
          >
            {isContinuous ? <Trans>Remove the last week</Trans> : <Trans>Remove the last position</Trans>}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
