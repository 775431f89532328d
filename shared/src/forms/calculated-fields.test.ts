import { describe, expect, it, vi } from 'vitest';
import { createBusinessCalendar } from '../calendar/business-calendar';
import { HolidayDayType } from '../employees/contract.schemas';
import { type CalculatedFormField, computeCalculatedFields, formPeriodOf } from './calculated-fields';
import { FieldType, serializeFieldValue } from './field-types';
import { DataSourceFieldKey } from './validate-form';

// Christmas Eve, Christmas and the second day (Thursday to Saturday in 2026).
const calendar = createBusinessCalendar((year) =>
  ['12-24', '12-25', '12-26'].map((day) => ({ date: `${year}-${day}`, name: { lt: '', en: '' } })),
);

function field(id: number, type: number, extra: Partial<CalculatedFormField> & { key?: string } = {}): CalculatedFormField {
  return {
    id,
    includeHolidaysAnnualLeave: extra.includeHolidaysAnnualLeave ?? false,
    formMeta: { type, dataSourceFieldKey: extra.key ?? null },
  };
}

const fields = [
  field(1, FieldType.date, { key: DataSourceFieldKey.dateFrom }),
  field(2, FieldType.date, { key: DataSourceFieldKey.dateTo }),
  field(3, FieldType.annualLeaveCalculation),
  field(4, FieldType.annualLeaveBalance),
  field(5, FieldType.textArea),
];

function contextWith(holidayReserve: number, holidayDayType: number) {
  return { calendar, leaveTermsOn: vi.fn(async () => ({ holidayReserve, holidayDayType })) };
}

describe('computeCalculatedFields', () => {
  it('counts the working days of the period when the reserve counts working days, holidays and weekends left out', async () => {
    const context = contextWith(20.5, HolidayDayType.workDays);
    const values = await computeCalculatedFields(fields, { 1: '2026-12-21', 2: '2026-12-27', 3: '', 4: '99', 5: 'x' }, 'E1', context);
    // Monday 21 to Wednesday 23: three working days; the reserve is the one on the first day.
    expect(values).toEqual({ 1: '2026-12-21', 2: '2026-12-27', 3: '3', 4: '20.50', 5: 'x' });
    expect(context.leaveTermsOn).toHaveBeenCalledWith('E1', '2026-12-21');
  });

  it('counts calendar days without public holidays, or with them when the field includes them', async () => {
    const context = contextWith(30, HolidayDayType.calendarDays);
    const withoutHolidays = await computeCalculatedFields(fields, { 1: '2026-12-21', 2: '2026-12-27', 3: '12' }, 'E1', context);
    expect(withoutHolidays[3]).toBe('4');
    const including = [...fields.slice(0, 2), field(3, FieldType.annualLeaveCalculation, { includeHolidaysAnnualLeave: true })];
    expect((await computeCalculatedFields(including, { 1: '2026-12-21', 2: '2026-12-27' }, 'E1', context))[3]).toBe('7');
  });

  it('replaces whatever the client sent with a blank figure when there is no valid period, without asking for the reserve', async () => {
    const context = contextWith(10, HolidayDayType.workDays);
    const reversed = await computeCalculatedFields(fields, { 1: '2026-12-27', 2: '2026-12-21', 3: '5', 4: '10.00' }, 'E1', context);
    expect(reversed).toMatchObject({ 3: '', 4: '' });
    expect(context.leaveTermsOn).not.toHaveBeenCalled();
  });

  it('recomputes the hours of every travel-time row from its times', async () => {
    const rows = [{ dateFrom: '2026-12-14', timeFrom: '18:00', timeTo: '00:00', timeCalculated: 99 }];
    const values = await computeCalculatedFields(
      [field(7, FieldType.tripTime)],
      { 7: serializeFieldValue(FieldType.tripTime, rows) },
      'E1',
      contextWith(0, 0),
    );
    expect(JSON.parse(values[7]!)).toEqual([{ ...rows[0], timeCalculated: 6 }]);
  });

  it('leaves an unreadable travel-time value for the validity rule to refuse', async () => {
    const values = await computeCalculatedFields([field(7, FieldType.tripTime)], { 7: '[{' }, 'E1', contextWith(0, 0));
    expect(values[7]).toBe('[{');
  });
});

describe('formPeriodOf', () => {
  it('reads the period from the fields keyed date-from and date-to, only when both are dates in order', () => {
    expect(formPeriodOf(fields, { 1: '2026-12-01', 2: '2026-12-01' })).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(formPeriodOf(fields, { 1: '2026-12-02', 2: '2026-12-01' })).toBeNull();
    expect(formPeriodOf(fields, { 1: '2026-02-31', 2: '2026-03-01' })).toBeNull();
  });
});
