import { describe, expect, it } from 'vitest';
import { lithuanianCalendar } from '../calendar/business-calendar';
import { holidayReserveOn, isAppointmentActive, orderAppointmentHistory } from './contract-rules';

describe('appointments', () => {
  const today = '2026-11-22';

  it('are active when started and not ended; an empty end (1753, 9999, ≤ 1900) never ends', () => {
    expect(isAppointmentActive({ fromDate: '2024-11-01', toDate: '9999-12-31' }, today)).toBe(true);
    expect(isAppointmentActive({ fromDate: '2024-11-01', toDate: '1753-01-01' }, today)).toBe(true);
    expect(isAppointmentActive({ fromDate: '2024-11-01', toDate: '2026-11-22' }, today)).toBe(true);
    expect(isAppointmentActive({ fromDate: '2023-11-01', toDate: '2024-10-31' }, today)).toBe(false);
    expect(isAppointmentActive({ fromDate: '2026-12-01', toDate: '9999-12-31' }, today)).toBe(false);
  });

  it('group by root line, active chains first, each chain oldest first', () => {
    const line = (appointmentLineNo: number, rootLineNo: number, fromDate: string, isActive: boolean) => ({
      appointmentLineNo,
      rootLineNo,
      fromDate,
      isActive,
    });
    const ordered = orderAppointmentHistory([
      line(10_000, 10_000, '2015-01-01', false),
      line(30_000, 30_000, '2025-01-01', true),
      line(20_000, 10_000, '2016-01-01', false),
      line(40_000, 40_000, '2018-01-01', false),
    ]);
    expect(ordered.map((entry) => entry.appointmentLineNo)).toEqual([30_000, 40_000, 10_000, 20_000]);
  });
});

describe('the holiday reserve on a date', () => {
  const snapshot = { asOfDate: '2026-10-31', holidayReserve: 12.5 };
  const workDays = { holidayNorm: 20, holidayDayType: 0 };

  it('is the snapshot itself on its own date', () => {
    expect(holidayReserveOn(snapshot, '2026-10-31', workDays, [], lithuanianCalendar)).toBe(12.5);
  });

  it('accrues the yearly norm per calendar day after the snapshot', () => {
    // 365 days later a whole norm is earned.
    expect(holidayReserveOn(snapshot, '2027-10-31', workDays, [], lithuanianCalendar)).toBe(32.5);
    expect(holidayReserveOn(snapshot, '2026-11-22', workDays, [], lithuanianCalendar)).toBe(13.71);
  });

  it('subtracts leave taken in between in work days (dd) or calendar days (kd)', () => {
    const christmas = [{ from: '2026-12-21', to: '2027-01-04' }];
    // 21-23, 28-31 Dec and 4 Jan: 8 work days; 15 calendar days.
    const accrued = (20 * 65) / 365;
    expect(holidayReserveOn(snapshot, '2027-01-04', workDays, christmas, lithuanianCalendar)).toBeCloseTo(12.5 + accrued - 8, 2);
    const calendarDays = { holidayNorm: 28, holidayDayType: 1 };
    expect(holidayReserveOn(snapshot, '2027-01-04', calendarDays, christmas, lithuanianCalendar)).toBeCloseTo(
      12.5 + (28 * 65) / 365 - 15,
      2,
    );
    // Leave on or before the snapshot day is already in the snapshot.
    expect(holidayReserveOn(snapshot, '2026-11-01', workDays, [{ from: '2026-10-26', to: '2026-10-31' }], lithuanianCalendar)).toBe(12.55);
  });

  it('runs backwards from a later snapshot, adding back leave taken after the date', () => {
    const leave = [{ from: '2026-10-26', to: '2026-10-30' }];
    expect(holidayReserveOn(snapshot, '2026-10-23', workDays, leave, lithuanianCalendar)).toBeCloseTo(12.5 - (20 * 8) / 365 + 5, 2);
  });
});
