import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Fieldset, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { type ActivityHoursType, ISO_WEEKDAYS } from '@portal/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { activityHoursTypeLabels, weekdayLabels, weekdayShortLabels } from '../messages';

/** A setup entry as the form holds it: hours typed (decimal), turned into minutes on save. */
export interface SetupEntryValues {
  /** Keeps React's keys stable while entries are added and removed. */
  key: string;
  weekdays: number[];
  hoursType: ActivityHoursType;
  hours: number | string;
  excludeHolidays: boolean;
}

interface SetupEntriesEditorProps {
  entries: readonly SetupEntryValues[];
  onChange: (entries: SetupEntryValues[]) => void;
  isReadOnly: boolean;
  /** The translated error of a field of entry `index` ('weekdays', 'minutes', 'hoursType'), if any. */
  errorOf: (index: number, field: string) => string | undefined;
}

let nextKey = 0;
export function newSetupEntry(weekdays: number[] = []): SetupEntryValues {
  nextKey += 1;
  return { key: `new-${nextKey}`, weekdays, hoursType: 'hours', hours: '', excludeHolidays: true };
}

/**
 * The activity's setup entries (spec 2 §2 "activity setup entries", §4 hours type): on which weekdays,
 * how many hours or the whole working day, and whether public holidays are left out. A weekday belongs
 * to one entry; the server says which entry repeats one.
 */
export function SetupEntriesEditor({ entries, onChange, isReadOnly, errorOf }: SetupEntriesEditorProps) {
  const { t, i18n } = useLingui();
  const change = (index: number, changes: Partial<SetupEntryValues>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)));
  const usedWeekdays = new Set(entries.flatMap((entry) => entry.weekdays));

  return (
    <Stack gap="sm">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No setup entries: the activity puts no hours on the timesheet.</Trans>
        </Text>
      ) : null}
      {entries.map((entry, index) => (
        <Fieldset key={entry.key} legend={t`Setup entry ${index + 1}`} variant="filled">
          <Stack gap="xs">
            <Checkbox.Group
              label={t`Weekdays`}
              value={entry.weekdays.map(String)}
              onChange={(values) => change(index, { weekdays: values.map(Number).sort((a, b) => a - b) })}
              error={errorOf(index, 'weekdays')}
              required
            >
              <Group gap="md" mt={4}>
                {ISO_WEEKDAYS.map((weekday) => (
                  <Checkbox
                    key={weekday}
                    value={String(weekday)}
                    label={i18n._(weekdayShortLabels[weekday - 1]!)}
                    aria-label={i18n._(weekdayLabels[weekday - 1]!)}
                    disabled={isReadOnly}
                  />
                ))}
              </Group>
            </Checkbox.Group>
            <Group gap="md" align="flex-start" wrap="wrap">
              <Select
                label={t`Hours type`}
                data={(['hours', 'all_day'] as const).map((value) => ({ value, label: i18n._(activityHoursTypeLabels[value]) }))}
                value={entry.hoursType}
                onChange={(value) => change(index, { hoursType: (value ?? 'hours') as ActivityHoursType })}
                allowDeselect={false}
                readOnly={isReadOnly}
                error={errorOf(index, 'hoursType')}
                w={180}
              />
              {entry.hoursType === 'hours' ? (
                <NumberInput
                  label={t`Hours a day`}
                  required
                  min={0.25}
                  max={24}
                  step={0.5}
                  decimalScale={2}
                  value={entry.hours}
                  onChange={(hours) => change(index, { hours })}
                  readOnly={isReadOnly}
                  error={errorOf(index, 'minutes')}
                  w={160}
                />
              ) : (
                <Text size="sm" c="dimmed" maw={320} mt={28}>
                  <Trans>The full working day: 8 h, 7 h before a public holiday, none on days off.</Trans>
                </Text>
              )}
            </Group>
            <Group justify="space-between" gap="xs">
              <Checkbox
                label={t`Leave out public holidays`}
                checked={entry.excludeHolidays}
                onChange={(event) => change(index, { excludeHolidays: event.currentTarget.checked })}
                disabled={isReadOnly}
              />
              {isReadOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove setup entry ${index + 1}`}
                  onClick={() => onChange(entries.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Stack>
        </Fieldset>
      ))}
      {isReadOnly || entries.length >= 7 ? null : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...entries, newSetupEntry(ISO_WEEKDAYS.filter((weekday) => !usedWeekdays.has(weekday)).slice(0, 1))])}
          >
            <Trans>Add setup entry</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
