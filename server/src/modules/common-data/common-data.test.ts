import { type ActivityCode, type ClassifierValue, type Country, type Department, ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { expectValidationError, successData } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

interface CalendarDay {
  date: string;
  dayType: string;
  isHoliday: boolean;
  isWeekend: boolean;
}

describe('common data', () => {
  it('answers countries with their labels, and the classifier values', async () => {
    expect(await api.as.employee.commonData.countries()).toContainEqual({
      code: 'LV',
      name: 'Latvija',
      labelWithCountryCode: 'Latvija (LV)',
    });
    expect((await api.as.employee.commonData.workingAbilityValues())[0]).toEqual({ id: 1, value: expect.any(String) });
    expect(await api.as.employee.commonData.maritalStatusValues()).toHaveLength(5);
  });

  it("answers the current company's activity codes with types and colours", async () => {
    const codes = await api.as.employee.commonData.activityCodes();
    expect(codes.find((code) => code.code === 'A')).toEqual({
      code: 'A',
      text: 'Kasmetinės atostogos',
      textEn: 'Annual leave',
      activityTypeId: 1,
      activityTypeText: 'Atostogos',
      activityTypeTextEn: 'Leave',
      color: '#4CAF50',
      showInHistory: true,
      showInCalendar: true,
    });
  });

  it('refuses all of them without a session', async () => {
    await expectDomainError(api.anonymous.commonData.countries(), ErrorCode.notSignedIn);
    await expectDomainError(api.anonymous.commonData.activityCodes(), ErrorCode.notSignedIn);
    await expectDomainError(api.anonymous.departments.list(), ErrorCode.notSignedIn);
    await expectDomainError(
      api.anonymous.commonData.payrollCalendar({ dateFrom: '2026-01-01', dateTo: '2026-01-31', code: 'rh' }),
      ErrorCode.notSignedIn,
    );
  });
});

describe('commonData.payrollCalendar', () => {
  it('answers every day with its type: weekends, Lithuanian holidays and the shortened day before one', async () => {
    const days = await api.as.employee.commonData.payrollCalendar({ dateFrom: '2026-12-21', dateTo: '2026-12-27', code: 'rh' });
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
    const easter = await api.as.employee.commonData.payrollCalendar({ dateFrom: '2027-03-29', dateTo: '2027-03-29', code: 'rh' });
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
    expect(await api.as.employee.commonData.payrollCalendar({ dateFrom: '2026-12-22', dateTo: '2026-12-22', code: 'rh' })).toEqual([
      { date: '2026-12-22', dayType: 'holiday', isHoliday: true, isWeekend: false },
    ]);
  });

  it('refuses bad dates and reversed or too long ranges on their fields, and an unknown calendar as not found', async () => {
    const calendar = (dateFrom: string, dateTo: string, code = 'rh') =>
      api.as.employee.commonData.payrollCalendar({ dateFrom, dateTo, code });
    await expectFieldError(calendar('2026-02-29', '2026-03-31'), 'dateFrom', ErrorCode.invalidDate);
    await expectFieldError(calendar('2026-01-01', '31-12-2026'), 'dateTo', ErrorCode.invalidDate);
    await expectFieldError(calendar('2026-03-01', '2026-02-01'), 'dateTo', ErrorCode.endEarlierThanStart);
    await expectFieldError(calendar('2020-01-01', '2026-12-31'), 'dateTo', ErrorCode.dateRangeTooLong);
    const unknown = await expectDomainError(calendar('2026-01-01', '2026-01-31', 'xx'), ErrorCode.recordNotFound);
    expect(unknown.fieldErrors).toEqual({ code: [ErrorCode.recordNotFound] });
  });
});

describe('departments.list', () => {
  it("answers the current company's departments", async () => {
    const departments = await api.as.employee.departments.list();
    expect(departments).toHaveLength(7);
    expect(departments).toContainEqual({ departmentCode: 'PROD', departmentName: 'Gamybos skyrius' });
    expect(departments.map((department) => department.departmentCode)).not.toContain('LOG');
  });
});

describe('REST rows', () => {
  it('the lists answer in the envelope', async () => {
    expect(successData<Country[]>(await api.client.get('/api/common-data/get-countries', api.tokens.employee))).toEqual(
      await api.as.employee.commonData.countries(),
    );
    expect(successData<ActivityCode[]>(await api.client.get('/api/common-data/get-activity-codes', api.tokens.employee))).toEqual(
      await api.as.employee.commonData.activityCodes(),
    );
    expect(successData<ClassifierValue[]>(await api.client.get('/api/common-data/working-ability-values', api.tokens.employee))).toEqual(
      await api.as.employee.commonData.workingAbilityValues(),
    );
    expect(successData<ClassifierValue[]>(await api.client.get('/api/common-data/marital-status-values', api.tokens.employee))).toEqual(
      await api.as.employee.commonData.maritalStatusValues(),
    );
    expect(successData<Department[]>(await api.client.get('/api/departments', api.tokens.employee))).toEqual(
      await api.as.employee.departments.list(),
    );
  });

  it('GET /api/common-data/payroll-calendar/{from}/{to}/{code} takes all three from the path', async () => {
    expect(
      successData<CalendarDay[]>(await api.client.get('/api/common-data/payroll-calendar/2026-12-24/2026-12-25/rh', api.tokens.employee)),
    ).toEqual([
      { date: '2026-12-24', dayType: 'holiday', isHoliday: true, isWeekend: false },
      { date: '2026-12-25', dayType: 'holiday', isHoliday: true, isWeekend: false },
    ]);
    expectValidationError(
      await api.client.get('/api/common-data/payroll-calendar/2026-03-01/2026-02-01/rh', api.tokens.employee),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    const unknown = await api.client.get('/api/common-data/payroll-calendar/2026-01-01/2026-01-31/xx', api.tokens.employee);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'fail', validationErrors: { code: [ErrorCode.recordNotFound] } });
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/common-data/get-countries',
      '/api/departments',
      '/api/common-data/payroll-calendar/2026-01-01/2026-01-31/rh',
    ]) {
      const response = await api.client.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn], data: null });
    }
  });
});
