import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ErrorCode, isIsoDate, SUBMISSION_STATES, SubmissionStateSchema } from '@portal/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { submissionStateLabels } from '../../../../components/submission-state-badge';
import { fieldErrorText } from '../../../../lib/error-messages';
import { advancedSearchOf, advancedValuesOf, type DocumentFilter, isRangeReversed } from '../document-filter';

export interface SearchField {
  /** The form meta id, as the advanced search names it. */
  fieldId: string;
  name: string;
}

type FilterValues = Pick<DocumentFilter, 'startDate' | 'endDate' | 'searchQuery' | 'state' | 'advancedSearch'>;

interface DocumentFiltersProps {
  /** The filter in force; the form starts from it. */
  filter: DocumentFilter;
  /** The per-field search inputs, in order. */
  searchFields: SearchField[];
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

/** The value a filter's status select has for every status. */
const ALL = 'all';

// Typed text counts only once it is a whole YYYY-MM-DD date.
function parseIsoDate(text: string): string | null {
  const value = text.trim();
  return isIsoDate(value) ? value : null;
}

/** Date from, date to, status, free text and the per-field search; Search applies them, a reversed range is refused. */
export function DocumentFilters({ filter, searchFields, onApply, onClear }: DocumentFiltersProps) {
  const { t, i18n } = useLingui();
  const [startDate, setStartDate] = useState(filter.startDate);
  const [endDate, setEndDate] = useState(filter.endDate);
  const [searchQuery, setSearchQuery] = useState(filter.searchQuery);
  const [state, setState] = useState(filter.state);
  const [fieldValues, setFieldValues] = useState(() => advancedValuesOf(filter.advancedSearch));

  const isReversed = isRangeReversed(startDate, endDate);
  const rangeError = isReversed ? fieldErrorText(i18n, { endDate: [ErrorCode.endEarlierThanStart] }, 'endDate') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isReversed) return;
    onApply({
      startDate,
      endDate,
      searchQuery: searchQuery.trim(),
      state,
      advancedSearch: advancedSearchOf(
        fieldValues,
        searchFields.map((field) => field.fieldId),
      ),
    });
  };

  const dateProps = {
    valueFormat: 'YYYY-MM-DD',
    dateParser: parseIsoDate,
    placeholder: 'YYYY-MM-DD',
    locale: i18n.locale,
    firstDayOfWeek: 1 as const,
    clearable: true,
  };

  return (
    <form onSubmit={submit} aria-label={t`Document search`} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <DateInput {...dateProps} label={t`Date from`} value={startDate || null} onChange={(value) => setStartDate(value ?? '')} />
          <DateInput
            {...dateProps}
            label={t`Date to`}
            value={endDate || null}
            onChange={(value) => setEndDate(value ?? '')}
            error={rangeError}
          />
          <Select
            label={t`Status`}
            data={[
              { value: ALL, label: t`All` },
              ...SUBMISSION_STATES.map((value) => ({ value, label: i18n._(submissionStateLabels[value]) })),
            ]}
            value={state === '' ? ALL : state}
            onChange={(value) => {
              const parsed = SubmissionStateSchema.safeParse(value);
              setState(parsed.success ? parsed.data : '');
            }}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
          />
          <TextInput label={t`Search text`} value={searchQuery} onChange={(event) => setSearchQuery(event.currentTarget.value)} />
          {searchFields.map((field) => (
            <TextInput
              key={field.fieldId}
              label={field.name}
              value={fieldValues[field.fieldId] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFieldValues((current) => ({ ...current, [field.fieldId]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
