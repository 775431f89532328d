import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { addParticipant, FieldType, MAX_PARTICIPANTS, type Participant, parseFieldValue, serializeFieldValue } from '@portal/shared';
import { useFormState } from '../form-state';
import { withManagersOf } from '../form-values';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';
import { containsFilter, OptionSelect } from './option-select';
import { useEmployeeOptions } from './use-employee-options';

/**
 * Type 13: the employees a document is about (a business trip's travellers). One, or up to 100 when
 * the field is multiple; the current user by default. Choosing sets the manager fields (12, 21) to
 * follow the first participant.
 */
export function ParticipantsControl(props: FieldControlProps) {
  const { t } = useLingui();
  const { form, currentUser, updateValues } = useFormState();
  const participants = parseFieldValue(FieldType.participants, props.value);
  const isMultiple = props.field.isMultiple;
  const { items, setSearch } = useEmployeeOptions(props.field, participants, {
    enabled: !props.readOnly,
    selectedLabel: isMultiple ? undefined : participants[0]?.nameWithEmployeeNo,
  });
  const data = items.map((item) => ({ value: item.employeeNo, label: item.nameWithEmployeeNo }));

  const choose = (employeeNos: string[]) => {
    const byNo = new Map(items.map((item): [string, Participant] => [item.employeeNo, item]));
    const chosen = employeeNos.flatMap((employeeNo) => byNo.get(employeeNo) ?? []);
    const next = isMultiple
      ? chosen.reduce<Participant[]>((list, participant) => addParticipant(list, participant, true), [])
      : chosen.slice(0, 1);
    updateValues((values) =>
      withManagersOf(form, { ...values, [props.fieldKey]: serializeFieldValue(FieldType.participants, next) }, currentUser),
    );
  };

  if (!isMultiple) {
    return (
      <OptionSelect
        control={{
          ...props,
          value: participants[0]?.employeeNo ?? '',
          onChange: (employeeNo) => choose(employeeNo === '' ? [] : [employeeNo]),
        }}
        data={data}
        searchable
        onSearchChange={setSearch}
      />
    );
  }
  return (
    <MultiSelect
      {...inputPropsOf(props)}
      data={data}
      value={participants.map((participant) => participant.employeeNo)}
      onChange={choose}
      searchable
      onSearchChange={setSearch}
      filter={containsFilter}
      maxValues={MAX_PARTICIPANTS}
      nothingFoundMessage={t`No results`}
      hidePickedOptions
    />
  );
}
