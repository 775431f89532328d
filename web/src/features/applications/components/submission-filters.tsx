import { useLingui } from '@lingui/react/macro';
import { type ComboboxData, Group, Select } from '@mantine/core';
import { ALL_STATES, localized, SUBMISSION_STATES, type StateFilter, StateFilterSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { submissionStateLabels } from '../../../components/state-labels';
import { useTRPC } from '../../../lib/trpc';
import { flattenFormGroups } from '../form-groups';

/** The form filter's value for every form. */
const ALL_FORMS = 'all';

interface SubmissionFiltersProps {
  state: StateFilter;
  onStateChange: (state: StateFilter) => void;
  formId: number | undefined;
  onFormChange: (formId: number | undefined) => void;
  /** Offer only the application forms (my applications), or every form (tasks). */
  applicationFormsOnly: boolean;
}

/**
 * The state filter (All and each state) and the form filter (All and the forms of the menu, by group).
 * Full width on phones: a fixed width wider than what is left beside the menu made the page scroll sideways.
 */
export function SubmissionFilters({ state, onStateChange, formId, onFormChange, applicationFormsOnly }: SubmissionFiltersProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const menu = useQuery(trpc.documents.formGroupMenu.queryOptions(applicationFormsOnly ? { isApplication: true } : {}));

  const stateOptions = [
    { value: ALL_STATES, label: t`All` },
    ...SUBMISSION_STATES.map((value) => ({ value, label: i18n._(submissionStateLabels[value]) })),
  ];

  const formOptions = useMemo<ComboboxData>(
    () => [
      { value: ALL_FORMS, label: t`All` },
      ...flattenFormGroups(menu.data ?? [], i18n.locale).map((group) => ({
        group: group.path,
        items: group.forms.map((form) => ({ value: String(form.id), label: localized(form.name, form.nameEn, i18n.locale) })),
      })),
    ],
    [menu.data, i18n.locale, t],
  );

  return (
    <Group gap="md" align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
      <Select
        label={t`Status`}
        data={stateOptions}
        value={state}
        onChange={(value) => onStateChange(StateFilterSchema.catch(state).parse(value))}
        allowDeselect={false}
        comboboxProps={{ keepMounted: false }}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t`Form`}
        data={formOptions}
        value={formId === undefined ? ALL_FORMS : String(formId)}
        onChange={(value) => onFormChange(value === null || value === ALL_FORMS ? undefined : Number(value))}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t`No search results.`}
        comboboxProps={{ keepMounted: false }}
        disabled={menu.isError}
        w={{ base: '100%', xs: 320 }}
      />
    </Group>
  );
}
