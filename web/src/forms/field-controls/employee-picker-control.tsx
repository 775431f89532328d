import { useMemo } from 'react';
import type { FieldControlProps } from './field-control';
import { OptionSelect } from './option-select';
import { useEmployeeByNo, useEmployeeOptions } from './use-employee-options';

/** Types 9 (employees) and 14 (substitute): one employee, kept as the employee number. */
export function EmployeePickerControl(props: FieldControlProps) {
  const current = useEmployeeByNo(props.field, props.value);
  const known = useMemo(() => (current ? [current] : []), [current]);
  const { items, setSearch } = useEmployeeOptions(props.field, known, {
    enabled: !props.readOnly,
    selectedLabel: current?.nameWithEmployeeNo,
  });
  const data = items.map((item) => ({ value: item.employeeNo, label: item.nameWithEmployeeNo }));
  return <OptionSelect control={props} data={data} searchable onSearchChange={setSearch} />;
}
