import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { DocumentSearchFilterSchema, isIsoDate, SUBMISSION_STATES, SubmissionStateSchema } from '@portal/shared';
import { IconSearch } from '@tabler/icons-react';
import { submissionStateLabels } from '../../../../components/state-labels';
import { schemaFormValidation } from '../../../../lib/schema-form';
import { advancedSearchOf, advancedValuesOf, type DocumentFilter } from '../document-filter';

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
  // The list's own filter schema checks the values (a reversed range, an overlong text) before they apply.
  const form = useForm({
    initialValues: {
      startDate: filter.startDate,
      endDate: filter.endDate,
      searchQuery: filter.searchQuery,
      state: filter.state,
      fieldValues: advancedValuesOf(filter.advancedSearch),
    },
    ...schemaFormValidation(DocumentSearchFilterSchema, i18n),
  });
  // A reversed range shows at once, whichever of its dates changed.
  form.watch('startDate', () => form.validateField('endDate'));
  form.watch('endDate', () => form.validateField('endDate'));

  const apply = form.onSubmit(({ startDate, endDate, searchQuery, state, fieldValues }) =>
    onApply({
      startDate,
      endDate,
      searchQuery: searchQuery.trim(),
      state,
      advancedSearch: advancedSearchOf(
        fieldValues,
        searchFields.map((field) => field.fieldId),
      ),
    }),
  );

  const dateProps = {
    valueFormat: 'YYYY-MM-DD',
    dateParser: parseIsoDate,
    placeholder: 'YYYY-MM-DD',
    locale: i18n.locale,
    firstDayOfWeek: 1 as const,
    clearable: true,
  };

  return (
    <form onSubmit={apply} aria-label={t`Document search`} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <DateInput
            {...dateProps}
            label={t`Date from`}
            {...form.getInputProps('startDate')}
            value={form.values.startDate || null}
            onChange={(value) => form.setFieldValue('startDate', value ?? '')}
          />
          <DateInput
            {...dateProps}
            label={t`Date to`}
            {...form.getInputProps('endDate')}
            value={form.values.endDate || null}
            onChange={(value) => form.setFieldValue('endDate', value ?? '')}
          />
          <Select
            label={t`Status`}
            data={[
              { value: ALL, label: t`All` },
              ...SUBMISSION_STATES.map((value) => ({ value, label: i18n._(submissionStateLabels[value]) })),
            ]}
            value={form.values.state === '' ? ALL : form.values.state}
            onChange={(value) => {
              const parsed = SubmissionStateSchema.safeParse(value);
              form.setFieldValue('state', parsed.success ? parsed.data : '');
            }}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
          />
          <TextInput label={t`Search text`} {...form.getInputProps('searchQuery')} />
          {searchFields.map((field) => (
            <TextInput
              key={field.fieldId}
              label={field.name}
              value={form.values.fieldValues[field.fieldId] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                form.setFieldValue('fieldValues', (current) => ({ ...current, [field.fieldId]: value }));
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
