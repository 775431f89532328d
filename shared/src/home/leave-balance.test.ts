import { describe, expect, it } from 'vitest';
import { lithuanianCalendar } from '../calendar/business-calendar';
import { HolidayDayType } from '../employees/contract.schemas';
import type { UpcomingAbsence } from './home.schemas';
import { leaveBalanceOf, upcomingAbsencesOf } from './leave-balance';

describe('the leave balance cards', () => {
  // Friday 20 November 2026.
  const today = '2026-11-20';
  const leaveAbsences = [
    { from: '2025-07-07', to: '2025-07-18' }, // last year: not this year's
    { from: '2025-12-29', to: '2026-01-02' }, // into this year: 1 and 2 January (1 January a public holiday)
    { from: '2026-07-13', to: '2026-07-24' }, // 10 work days, 12 calendar days
    { from: '2026-11-18', to: '2026-11-24' }, // spans today: Wed–Fri taken, Sat–Tue planned
    { from: '2026-12-28', to: '2026-12-31' }, // Christmas leave the ERP already has
  ];
  const pendingLeaveApplications = [{ from: '2027-01-04', to: '2027-01-08' }];
  const facts = { today, reserveToday: 13.714, leaveAbsences, pendingLeaveApplications };

  it('counts working days for a reserve in working days (dd)', () => {
    expect(leaveBalanceOf({ ...facts, holidayDayType: HolidayDayType.workDays }, lithuanianCalendar)).toEqual({
      holidayDayType: HolidayDayType.workDays,
      available: 13.71,
      // 2 January, 10 in July, 18–20 November.
      takenThisYear: 1 + 10 + 3,
      // Monday and Tuesday 23–24 November, 28–31 December, 4–8 January.
      planned: 2 + 4 + 5,
      year: 2026,
    });
  });

  it('counts calendar days, public holidays and weekends included, for a reserve in calendar days (kd)', () => {
    expect(leaveBalanceOf({ ...facts, holidayDayType: HolidayDayType.calendarDays })).toMatchObject({
      takenThisYear: 2 + 12 + 3,
      planned: 4 + 4 + 5,
    });
  });

  it('subtracts nothing from the reserve it is given: available is the reserve today, rounded to two decimals', () => {
    const balance = leaveBalanceOf({ ...facts, holidayDayType: HolidayDayType.workDays, reserveToday: -1.005 });
    expect(balance.available).toBe(-1.01);
  });

  it('is all zero for a new employee with no leave', () => {
    expect(leaveBalanceOf({ today, holidayDayType: 0, reserveToday: 0, leaveAbsences: [], pendingLeaveApplications: [] })).toEqual({
      holidayDayType: 0,
      available: 0,
      planned: 0,
      takenThisYear: 0,
      year: 2026,
    });
  });

  it('counts this year from 1 January: on New Year’s Day last year’s leave is not taken this year', () => {
    const balance = leaveBalanceOf({
      today: '2027-01-01',
      holidayDayType: HolidayDayType.calendarDays,
      reserveToday: 5,
      leaveAbsences,
      pendingLeaveApplications: [],
    });
    expect(balance).toMatchObject({ year: 2027, takenThisYear: 0, planned: 0 });
  });
});

describe('the upcoming absences', () => {
  const absence = (dateFrom: string, dateTo: string, submissionId: number | null = null): UpcomingAbsence => ({
    source: 'absence',
    dateFrom,
    dateTo,
    activityCode: 'A',
    activityCodeText: 'Kasmetinės atostogos',
    activityCodeTextEn: 'Annual leave',
    color: '#4CAF50',
    submissionId,
  });
  const application = (dateFrom: string, dateTo: string, submissionId: number): UpcomingAbsence => ({
    ...absence(dateFrom, dateTo, submissionId),
    source: 'application',
  });

  it('merges ERP records and approved applications by first day, from today, at most the limit', () => {
    const upcoming = upcomingAbsencesOf(
      [absence('2026-11-18', '2026-11-20'), absence('2026-12-28', '2026-12-31'), absence('2026-11-02', '2026-11-03')],
      [application('2026-12-01', '2026-12-02', 7), application('2027-02-01', '2027-02-05', 8)],
      '2026-11-20',
      3,
    );
    expect(upcoming.map((item) => [item.source, item.dateFrom])).toEqual([
      ['absence', '2026-11-18'],
      ['application', '2026-12-01'],
      ['absence', '2026-12-28'],
    ]);
  });

  it('shows an application the ERP has recorded meanwhile once, as the record', () => {
    const upcoming = upcomingAbsencesOf(
      [absence('2026-12-01', '2026-12-02', 7)],
      [application('2026-12-01', '2026-12-02', 7), application('2026-12-01', '2026-12-03', 9)],
      '2026-11-20',
      5,
    );
    expect(upcoming.map((item) => [item.source, item.submissionId])).toEqual([
      ['absence', 7],
      ['application', 9],
    ]);
  });
});
