import { useLingui } from '@lingui/react/macro';
import type { AbsenceRecord } from '@portal/shared';
import type { RecordColumn } from '../../../components/record-table';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { ActivityChip } from './activity-chip';

export function absenceRowKey(record: AbsenceRecord): string {
  return `${record.source}-${record.entryNo}`;
}

/** Columns of an absence table: the short ones of the calendar's month list, or all of the history. */
export function useAbsenceColumns(detail: 'short' | 'full'): RecordColumn<AbsenceRecord>[] {
  const { t, i18n } = useLingui();
  const short: RecordColumn<AbsenceRecord>[] = [
    {
      header: t`Code`,
      cell: (record) => <ActivityChip code={record.activityCode} color={record.color} text={record.activityCodeText} />,
    },
    { header: t`Absence`, cell: (record) => record.activityCodeText },
    { header: t`From`, cell: (record) => formatErpDate(record.dateFrom) },
    { header: t`To`, cell: (record) => formatErpDate(record.dateTo) },
  ];
  if (detail === 'short') return short;
  return [
    ...short,
    { header: t`Calendar days`, align: 'right', cell: (record) => record.calendarDays },
    { header: t`Working days`, align: 'right', cell: (record) => record.workDays },
    { header: t`Hours per day`, align: 'right', cell: (record) => formatDecimal(record.hoursPerDay, i18n.locale) },
    { header: t`Description`, cell: (record) => record.description },
  ];
}
