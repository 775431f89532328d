import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { ENTERED_DATES_CHECKS, ValidationType, type ValidationRuleContext } from '@portal/shared';
import { enteredDatesCheckLabels } from '../messages';

interface RuleValueEditorProps {
  validationType: ValidationType;
  value: string;
  onChange(value: string): void;
  context: ValidationRuleContext;
  /** The translated error of the value, from the type's schema or the server. */
  error: string | undefined;
}

/** The editor of one validation type's value: what the type's shared schema reads (validation-rules.ts). */
export function RuleValueEditor({ validationType, value, onChange, context, error }: RuleValueEditorProps) {
  const { t, i18n } = useLingui();
  switch (validationType) {
    case ValidationType.dateFromToday:
    case ValidationType.dateUntilToday:
      return (
        <TextInput
          label={t`Business days from today`}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case ValidationType.tillVacationDays:
      return (
        <TextInput
          label={t`Days`}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case ValidationType.holidayTolerance:
      return (
        <TextInput
          label={t`Days of tolerance`}
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    case ValidationType.tillVacationTrigger:
      return (
        <Select
          label={t`Value of this field that triggers the rule`}
          data={[...new Set(context.options)]}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          error={error}
        />
      );
    case ValidationType.conditionalRequired:
      return (
        <Select
          label={t`Value of a list dropdown on the form`}
          data={[...new Set(context.listDropdownValues)]}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          error={error}
          nothingFoundMessage={t`The form has no list dropdown.`}
        />
      );
    case ValidationType.parentDayOff:
      return (
        <Text size="sm" c="dimmed">
          <Trans>This rule has no value.</Trans>
        </Text>
      );
    case ValidationType.enteredDates: {
      const chosen = value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      return (
        <Checkbox.Group label={t`Checks`} value={chosen} onChange={(next) => onChange(next.join(','))} error={error}>
          <Stack gap={4} mt={4}>
            {ENTERED_DATES_CHECKS.map((check) => (
              <Checkbox key={check} value={check} label={i18n._(enteredDatesCheckLabels[check])} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
  }
}
