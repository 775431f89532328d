import { useLingui } from '@lingui/react/macro';
import { type AbsenceRecord, localized } from '@portal/shared';
import type { DataColumn } from '../../../components/data-table';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { ActivityChip } from './activity-chip';

export function absenceRowKey(record: AbsenceRecord): string {
  return `${record.source}-${record.entryNo}`;
}

/** Columns of an absence table: the short ones of the calendar's month list, or all of the history. */
export function useAbsenceColumns(detail: 'short' | 'full'): DataColumn<AbsenceRecord>[] {
  const { t, i18n } = useLingui();
  const nameOf = (record: AbsenceRecord) => localized(record.activityCodeText, record.activityCodeTextEn, i18n.locale);
  const short: DataColumn<AbsenceRecord>[] = [
    {
      key: 'code',
      header: t`Code`,
      cell: (record) => <ActivityChip code={record.activityCode} color={record.color} text={nameOf(record)} />,
    },
    { key: 'absence', header: t`Absence`, cell: nameOf },
    {
      key: 'from',
      header: t`From`,
      kind: 'date',
      sortValue: (record) => record.dateFrom,
      cell: (record) => formatErpDate(record.dateFrom),
    },
    { key: 'to', header: t`To`, kind: 'date', sortValue: (record) => record.dateTo, cell: (record) => formatErpDate(record.dateTo) },
  ];
  if (detail === 'short') return short;
  return [
    ...short,
    { key: 'calendarDays', header: t`Calendar days`, kind: 'number', cell: (record) => record.calendarDays },
    { key: 'workingDays', header: t`Working days`, kind: 'number', cell: (record) => record.workDays },
    { key: 'hoursPerDay', header: t`Hours per day`, kind: 'number', cell: (record) => formatDecimal(record.hoursPerDay, i18n.locale) },
    { key: 'description', header: t`Description`, cell: (record) => record.description },
  ];
}
