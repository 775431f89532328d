import { type ActivityCode, type ClassifierValue, type Country, type Department, ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

const api = useDemoApi();

interface CalendarDay {
  date: string;
  dayType: string;
  isHoliday: boolean;
  isWeekend: boolean;
}

describe('common data', () => {
  it('answers countries with their labels, and the classifier values', async () => {
    const countries = successData<Country[]>(await api.client.get('/api/common-data/get-countries', api.tokens.employee));
    expect(countries).toContainEqual({ code: 'LV', name: 'Latvija', labelWithCountryCode: 'Latvija (LV)' });
    expect(successData<ClassifierValue[]>(await api.client.get('/api/common-data/working-ability-values', api.tokens.employee))[0]).toEqual(
      { id: 1, value: expect.any(String) },
    );
    expect(
      successData<ClassifierValue[]>(await api.client.get('/api/common-data/marital-status-values', api.tokens.employee)),
    ).toHaveLength(5);
  });

  it("answers the current company's activity codes with types and colours", async () => {
    const codes = successData<ActivityCode[]>(await api.client.get('/api/common-data/get-activity-codes', api.tokens.employee));
    expect(codes.find((code) => code.code === 'A')).toEqual({
      code: 'A',
      text: 'Kasmetinės atostogos',
      activityTypeId: 1,
      activityTypeText: 'Atostogos',
      color: '#4CAF50',
      showInHistory: true,
      showInCalendar: true,
    });
  });

  it('refuses all of them without a session', async () => {
    for (const url of [
      '/api/common-data/get-countries',
      '/api/common-data/get-activity-codes',
      '/api/departments',
      '/api/common-data/payroll-calendar/2026-01-01/2026-01-31/rh',
    ]) {
      expect((await api.client.get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/common-data/payroll-calendar/{from}/{to}/{code}', () => {
  it('answers every day with its type: weekends, Lithuanian holidays and the shortened day before one', async () => {
    const days = successData<CalendarDay[]>(
      await api.client.get('/api/common-data/payroll-calendar/2026-12-21/2026-12-27/rh', api.tokens.employee),
    );
    expect(days.map((day) => [day.date, day.dayType])).toEqual([
      ['2026-12-21', 'work_day'],
      ['2026-12-22', 'work_day'],
      ['2026-12-23', 'pre_holiday'],
      ['2026-12-24', 'holiday'],
      ['2026-12-25', 'holiday'],
      ['2026-12-26', 'holiday'],
      ['2026-12-27', 'weekend'],
    ]);
    expect(days[5]).toEqual({ date: '2026-12-26', dayType: 'holiday', isHoliday: true, isWeekend: true });
    const easter = successData<CalendarDay[]>(
      await api.client.get('/api/common-data/payroll-calendar/2027-03-29/2027-03-29/rh', api.tokens.employee),
    );
    expect(easter[0]).toMatchObject({ isHoliday: true, isWeekend: false });
  });

  it("lets the ERP's exceptions override a day", async () => {
    await api.harness.db
      .insertInto('payroll_calendar_days')
      .values({
        company_code: 'SV',
        calendar_code: 'rh',
        date: '2026-12-22',
        day_type: 'holiday',
        is_holiday: true,
        is_weekend: false,
        description: 'Įmonės poilsio diena',
      })
      .execute();
    const days = successData<CalendarDay[]>(
      await api.client.get('/api/common-data/payroll-calendar/2026-12-22/2026-12-22/rh', api.tokens.employee),
    );
    expect(days).toEqual([{ date: '2026-12-22', dayType: 'holiday', isHoliday: true, isWeekend: false }]);
  });

  it('refuses bad dates and reversed or too long ranges on their fields, and an unknown calendar as not found', async () => {
    expectValidationError(
      await api.client.get('/api/common-data/payroll-calendar/2026-02-29/2026-03-31/rh', api.tokens.employee),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    expectValidationError(
      await api.client.get('/api/common-data/payroll-calendar/2026-01-01/31-12-2026/rh', api.tokens.employee),
      'dateTo',
      ErrorCode.invalidDate,
    );
    expectValidationError(
      await api.client.get('/api/common-data/payroll-calendar/2026-03-01/2026-02-01/rh', api.tokens.employee),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    expectValidationError(
      await api.client.get('/api/common-data/payroll-calendar/2020-01-01/2026-12-31/rh', api.tokens.employee),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    const unknown = await api.client.get('/api/common-data/payroll-calendar/2026-01-01/2026-01-31/xx', api.tokens.employee);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'fail', validationErrors: { code: [ErrorCode.recordNotFound] } });
  });
});

describe('GET /api/departments', () => {
  it("answers the current company's departments", async () => {
    const departments = successData<Department[]>(await api.client.get('/api/departments', api.tokens.employee));
    expect(departments).toHaveLength(7);
    expect(departments).toContainEqual({ departmentCode: 'PROD', departmentName: 'Gamybos skyrius' });
    expect(departments.map((department) => department.departmentCode)).not.toContain('LOG');
  });
});
