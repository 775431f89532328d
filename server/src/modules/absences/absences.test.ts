import { type AbsenceRecord, ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import {
  demo,
  expectPageSizeBounds,
  expectPermissionDenied,
  expectValidationError,
  successData,
  useDemoApi,
} from '../../testing/rest-client';
import { signInToken } from '../../testing/test-app';

const api = useDemoApi();

describe('GET /api/employees/{no}/absences', () => {
  it('answers the own absences of history codes, newest first, with code texts, types and colours', async () => {
    const absences = successData<AbsenceRecord[]>(await api.client.get(`/api/employees/${demo.employee}/absences`, api.tokens.employee));
    expect(absences.length).toBeGreaterThanOrEqual(8);
    expect(absences[0]).toMatchObject({
      dateFrom: '2026-12-28',
      activityCode: 'A',
      activityCodeText: 'Kasmetinės atostogos',
      activityTypeText: 'Atostogos',
      color: '#4CAF50',
      source: 'absence',
      workDays: 4,
    });
    expect(new Set(absences.map((absence) => absence.activityCode))).toEqual(new Set(['A', 'L', 'NA', 'MD', 'KV']));
    expect(absences.every((absence) => absence.employeeNo === demo.employee)).toBe(true);
  });

  it('keeps to the dates asked for: records that touch the range', async () => {
    const inJuly = successData<AbsenceRecord[]>(
      await api.client.get(`/api/employees/${demo.employee}/absences?dateFrom=2026-07-20&dateTo=2026-07-31`, api.tokens.employee),
    );
    expect(inJuly.map((absence) => [absence.dateFrom, absence.dateTo])).toEqual([['2026-07-13', '2026-07-24']]);
  });

  it('refuses bad dates and a range ending before it starts', async () => {
    expectValidationError(
      await api.client.get(`/api/employees/${demo.employee}/absences?dateFrom=2026-02-30`, api.tokens.employee),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    expectValidationError(
      await api.client.get(`/api/employees/${demo.employee}/absences?dateFrom=2026-07-20&dateTo=2026-07-01`, api.tokens.employee),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
  });

  it("refuses another's absences, the manager's view included (health data), but not an administrator", async () => {
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.manager}/absences`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/absences`, api.tokens.manager));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/absences-and-activities`, api.tokens.manager));
    expect(
      successData<AbsenceRecord[]>(await api.client.get(`/api/employees/${demo.employee}/absences`, api.tokens.admin)).length,
    ).toBeGreaterThan(0);
  });
});

describe('GET /api/employees/{no}/absences-and-activities', () => {
  it('adds the timesheet activities, with their days counted on the business calendar', async () => {
    const records = successData<AbsenceRecord[]>(
      await api.client.get(
        `/api/employees/${demo.employee}/absences-and-activities?dateFrom=2026-09-01&dateTo=2026-09-30`,
        api.tokens.employee,
      ),
    );
    const trip = records.find((record) => record.source === 'activity' && record.activityCode === 'K');
    expect(trip).toMatchObject({
      dateFrom: '2026-09-22',
      dateTo: '2026-09-24',
      calendarDays: 3,
      workDays: 3,
      color: '#2196F3',
      activityTypeText: 'Komandiruotės ir mokymai',
    });
  });

  it("uses the fact's own colour when it has one", async () => {
    await api.harness.db
      .updateTable('employee_activities')
      .set({ color: '#123456' })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .where('activity_code', '=', 'NT')
      .execute();
    const records = successData<AbsenceRecord[]>(
      await api.client.get(
        `/api/employees/${demo.employee}/absences-and-activities?dateFrom=2026-11-13&dateTo=2026-11-13`,
        api.tokens.employee,
      ),
    );
    expect(records).toEqual([expect.objectContaining({ activityCode: 'NT', color: '#123456', source: 'activity' })]);
  });
});

describe('GET /api/employees/current-employee-absences', () => {
  it("pages the caller's absence history", async () => {
    const all = successData<AbsenceRecord[]>(await api.client.get(`/api/employees/${demo.employee}/absences`, api.tokens.employee));
    const response = await api.client.get('/api/employees/current-employee-absences?page=1&rowsPerPage=3', api.tokens.employee);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 3, totalRecords: all.length });
    expect(successData<AbsenceRecord[]>(response)).toEqual(all.slice(0, 3));
    const second = successData<AbsenceRecord[]>(
      await api.client.get('/api/employees/current-employee-absences?page=2&rowsPerPage=3', api.tokens.employee),
    );
    expect(second).toEqual(all.slice(3, 6));
  });

  it('refuses page sizes out of bounds', async () => {
    await expectPageSizeBounds(api.client, '/api/employees/current-employee-absences', api.tokens.employee);
  });

  it('answers an empty page to a user with no employee record in the company', async () => {
    // A work-time planner of SV without an employee record there.
    const user = await createUser(api.harness.db, { username: 'no-employee-record', workTimeCompanies: ['SV'] });
    const token = await signInToken(api.harness.app, user.username, user.password);
    const response = await api.client.get('/api/employees/current-employee-absences', token);
    expect(successData(response)).toEqual([]);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 20, totalRecords: 0 });
  });
});

describe('GET /api/employees/current-employee-absences-and-activities', () => {
  it('pages absences and activities together with recordsPerPage', async () => {
    const response = await api.client.get(
      '/api/employees/current-employee-absences-and-activities?page=1&recordsPerPage=50',
      api.tokens.employee,
    );
    const records = successData<AbsenceRecord[]>(response);
    expect(response.json().pagination).toMatchObject({ page: 1, rowsPerPage: 50 });
    expect(new Set(records.map((record) => record.source))).toEqual(new Set(['absence', 'activity']));
    const dates = records.map((record) => record.dateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses page sizes out of bounds on recordsPerPage', async () => {
    await expectPageSizeBounds(
      api.client,
      '/api/employees/current-employee-absences-and-activities',
      api.tokens.employee,
      'recordsPerPage',
    );
  });
});
