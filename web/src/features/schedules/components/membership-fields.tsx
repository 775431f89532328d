import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select } from '@mantine/core';
import type { FieldErrors, ScheduleEmployeeGroup, ScheduleFormulaOption } from '@portal/shared';
import { FieldRow } from '../../../components/field-row';
import { fieldErrorText } from '../../../lib/error-messages';
import { DateInputField } from '../../../forms/field-controls/date-input-field';

/** What an assignment gives its employees: validity, formula, where in it they start, their group. */
export interface MembershipDraft {
  validFrom: string;
  /** '' for open-ended. */
  validTo: string;
  scheduleFormulaId: number | null;
  formulaOffset: number;
  groupId: number | null;
}

export function formulaOptions(formulas: readonly ScheduleFormulaOption[]) {
  return formulas.map((formula) => ({
    value: String(formula.id),
    label: `${formula.code} · ${formula.name}`,
    disabled: formula.archived,
  }));
}

export function groupOptions(groups: readonly ScheduleEmployeeGroup[]) {
  return groups.map((group) => ({ value: String(group.id), label: group.name }));
}

/** The draft as the procedures take it. */
export function membershipInput(draft: MembershipDraft) {
  return {
    validFrom: draft.validFrom,
    validTo: draft.validTo === '' ? null : draft.validTo,
    scheduleFormulaId: draft.scheduleFormulaId,
    formulaOffset: draft.formulaOffset,
    groupId: draft.groupId,
  };
}

interface MembershipFieldsProps {
  draft: MembershipDraft;
  onChange: (draft: MembershipDraft) => void;
  formulas: readonly ScheduleFormulaOption[];
  groups: readonly ScheduleEmployeeGroup[];
  fieldErrors: FieldErrors;
  disabled?: boolean;
}

/** Validity, formula, offset and group of the add dialogs, with the server's field errors beside them. */
export function MembershipFields({ draft, onChange, formulas, groups, fieldErrors, disabled = false }: MembershipFieldsProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<MembershipDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <FieldRow>
        <DateInputField
          label={t`Valid from`}
          required
          value={draft.validFrom}
          onChange={(validFrom) => set({ validFrom })}
          error={fieldErrorText(i18n, fieldErrors, 'validFrom')}
          disabled={disabled}
        />
        <DateInputField
          label={t`Valid to`}
          description={t`Empty: without end`}
          value={draft.validTo}
          onChange={(validTo) => set({ validTo })}
          error={fieldErrorText(i18n, fieldErrors, 'validTo')}
          minDate={draft.validFrom || undefined}
          disabled={disabled}
        />
      </FieldRow>
      <FieldRow>
        <Select
          label={t`Formula`}
          placeholder={t`No formula`}
          data={formulaOptions(formulas)}
          value={draft.scheduleFormulaId === null ? null : String(draft.scheduleFormulaId)}
          onChange={(value) => set({ scheduleFormulaId: value === null ? null : Number(value) })}
          clearable
          error={fieldErrorText(i18n, fieldErrors, 'scheduleFormulaId')}
          disabled={disabled}
        />
        <NumberInput
          label={t`Formula offset (days)`}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          value={draft.formulaOffset}
          onChange={(value) => set({ formulaOffset: typeof value === 'number' ? value : Number(value) || 0 })}
          error={fieldErrorText(i18n, fieldErrors, 'formulaOffset')}
          disabled={disabled}
        />
        <Select
          label={t`Group`}
          placeholder={t`No group`}
          data={groupOptions(groups)}
          value={draft.groupId === null ? null : String(draft.groupId)}
          onChange={(value) => set({ groupId: value === null ? null : Number(value) })}
          clearable
          error={fieldErrorText(i18n, fieldErrors, 'groupId')}
          disabled={disabled}
        />
      </FieldRow>
    </>
  );
}
