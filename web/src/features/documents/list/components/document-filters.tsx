import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, type ComboboxItem, type ComboboxItemGroup, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { DocumentSearchFilterSchema, type FormMeta, SUBMISSION_STATES, SubmissionStateSchema } from '@portal/shared';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { submissionStateLabels } from '../../../../components/state-labels';
import { calendarLabels } from '../calendar-labels';
import { schemaFormValidation } from '../../../../lib/schema-form';
import { advancedSearchOf, advancedValuesOf, type DocumentFilter } from '../document-filter';
import { FieldFilterControl } from './field-filter-control';

export interface SearchField {
  /** The form meta id, as the advanced search names it. */
  fieldId: string;
  name: string;
  /** The field's definition: its type chooses the control. */
  meta: FormMeta | undefined;
}

type FilterValues = Pick<DocumentFilter, 'startDate' | 'endDate' | 'searchQuery' | 'state' | 'advancedSearch'>;

interface DocumentFiltersProps {
  /** The filter in force; the form starts from it. */
  filter: DocumentFilter;
  /** The forms the user may see, grouped by form group (the tree's forms). */
  formChoices: ComboboxItemGroup<ComboboxItem>[];
  /** The per-field filters, in order. */
  searchFields: SearchField[];
  onApply: (values: FilterValues) => void;
  /** A form chosen (or none): the list changes at once, as choosing it in the tree does. */
  onFormChange: (formId: number | undefined) => void;
  onClear: () => void;
}

/** The value a filter's status select has for every status. */
const ALL = 'all';

/** How many per-field filters of the fields offered have a value. */
export function activeFieldFilterCount(advancedSearch: string, searchFields: readonly SearchField[]): number {
  const values = advancedValuesOf(advancedSearch);
  return searchFields.filter((field) => (values[field.fieldId] ?? '').trim() !== '').length;
}

/**
 * The documents list's filters: form, status, period and free text in one row, the per-field
 * filters behind "More filters". Form, status and a whole period apply at once; the text and the
 * per-field values apply with Search (or Enter).
 */
export function DocumentFilters({ filter, formChoices, searchFields, onApply, onFormChange, onClear }: DocumentFiltersProps) {
  const { t, i18n } = useLingui();
  const moreFiltersId = useId();
  const activeFieldFilters = activeFieldFilterCount(filter.advancedSearch, searchFields);
  // Per-field filters in force stay in sight.
  const [isMoreOpen, setMoreOpen] = useState(activeFieldFilters > 0);
  // The list's own filter schema checks the values (an overlong text) before they apply.
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

  return (
    <form onSubmit={apply} aria-label={t`Document search`} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Select
            label={t`Form`}
            placeholder={t`All forms`}
            data={formChoices}
            value={filter.formId === undefined ? null : String(filter.formId)}
            onChange={(value) => onFormChange(value === null ? undefined : Number(value))}
            searchable
            clearable
            nothingFoundMessage={t`No such form`}
            comboboxProps={{ keepMounted: false }}
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
              apply();
            }}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
          />
          <DatePickerInput
            type="range"
            label={t`Period`}
            placeholder={t`From – to`}
            value={[form.values.startDate || null, form.values.endDate || null]}
            onChange={([start, end]) => {
              form.setValues({ startDate: start ?? '', endDate: end ?? '' });
              // The list follows once the period has both ends, or none.
              if ((start && end) || (!start && !end)) apply();
            }}
            valueFormat="YYYY-MM-DD"
            locale={i18n.locale}
            firstDayOfWeek={1}
            {...calendarLabels(i18n)}
            allowSingleDateInRange
            clearable
          />
          <TextInput label={t`Search text`} leftSection={<IconSearch size={16} aria-hidden />} {...form.getInputProps('searchQuery')} />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          {searchFields.length > 0 ? (
            <Button
              variant="subtle"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={
                <Group gap={6} wrap="nowrap">
                  {activeFieldFilters > 0 ? (
                    <Badge size="sm" circle aria-label={t`Active filters: ${activeFieldFilters}`}>
                      {activeFieldFilters}
                    </Badge>
                  ) : null}
                  {isMoreOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
                </Group>
              }
              aria-expanded={isMoreOpen}
              aria-controls={moreFiltersId}
              onClick={() => setMoreOpen((open) => !open)}
            >
              <Trans>More filters</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClear}>
              <Trans>Clear filters</Trans>
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              <Trans>Search</Trans>
            </Button>
          </Group>
        </Group>
        {isMoreOpen ? (
          <SimpleGrid id={moreFiltersId} cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" role="group" aria-label={t`More filters`}>
            {searchFields.map((field) => (
              <FieldFilterControl
                key={field.fieldId}
                label={field.name}
                meta={field.meta}
                value={form.values.fieldValues[field.fieldId] ?? ''}
                onChange={(value) => form.setFieldValue('fieldValues', (current) => ({ ...current, [field.fieldId]: value }))}
              />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </form>
  );
}
