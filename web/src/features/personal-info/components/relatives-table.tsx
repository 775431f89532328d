import { useLingui } from '@lingui/react/macro';
import type { Relative } from '@portal/shared';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatErpDate } from '../../../lib/format';

interface RelativesTableProps {
  relatives: readonly Relative[];
  labelledBy: string;
}

interface NumberedRelative extends Relative {
  /** The ERP gives relatives no key of their own: their place in the list is theirs. */
  index: number;
}

export function RelativesTable({ relatives, labelledBy }: RelativesTableProps) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const columns: DataColumn<NumberedRelative>[] = [
    { key: 'relativeType', header: t`Relationship`, cell: (relative) => relative.relativeType },
    { key: 'firstName', header: t`First name`, cell: (relative) => relative.firstName },
    { key: 'lastName', header: t`Last name`, cell: (relative) => relative.lastName },
    { key: 'birthDate', header: t`Date of birth`, kind: 'date', cell: (relative) => formatErpDate(relative.birthDate) },
    { key: 'phoneNo', header: t`Phone`, kind: 'phone', cell: (relative) => relative.phoneNo },
    { key: 'personalNo', header: t`Personal code`, kind: 'number', align: 'left', cell: (relative) => relative.personalNo },
    { key: 'disabled', header: t`Disability`, cell: (relative) => yesNo(relative.disabled) },
    { key: 'hasOneOfTheParents', header: t`Has one of the parents`, cell: (relative) => yesNo(relative.hasOneOfTheParents) },
    { key: 'additionalNeeds', header: t`Additional needs`, cell: (relative) => yesNo(relative.additionalNeeds) },
  ];
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={relatives.map((relative, index) => ({ ...relative, index }))}
      rowKey={(relative) => relative.index}
      columns={columns}
      minWidth={900}
      maxHeight="none"
    />
  );
}
