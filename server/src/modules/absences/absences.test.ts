import { type AbsenceRecord, ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { callerAs, expectDomainError, expectFieldError, expectPageBoundsRefused, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

describe('absences.forEmployee', () => {
  it('answers the own absences of history codes, newest first, with code texts, types and colours', async () => {
    const absences = await api.as.employee.absences.forEmployee({ employeeNo: demo.employee });
    expect(absences.length).toBeGreaterThanOrEqual(8);
    expect(absences[0]).toMatchObject({
      dateFrom: '2026-12-28',
      activityCode: 'A',
      activityCodeText: 'Kasmetinės atostogos',
      activityCodeTextEn: 'Annual leave',
      activityTypeText: 'Atostogos',
      activityTypeTextEn: 'Leave',
      color: '#4CAF50',
      source: 'absence',
      workDays: 4,
    });
    expect(new Set(absences.map((absence) => absence.activityCode))).toEqual(new Set(['A', 'L', 'NA', 'MD', 'KV']));
    expect(absences.every((absence) => absence.employeeNo === demo.employee)).toBe(true);
  });

  it('keeps to the dates asked for: records that touch the range', async () => {
    const inJuly = await api.as.employee.absences.forEmployee({ employeeNo: demo.employee, dateFrom: '2026-07-20', dateTo: '2026-07-31' });
    expect(inJuly.map((absence) => [absence.dateFrom, absence.dateTo])).toEqual([['2026-07-13', '2026-07-24']]);
  });

  it('refuses bad dates and a range ending before it starts', async () => {
    await expectFieldError(
      api.as.employee.absences.forEmployee({ employeeNo: demo.employee, dateFrom: '2026-02-30' }),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    await expectFieldError(
      api.as.employee.absences.forEmployee({ employeeNo: demo.employee, dateFrom: '2026-07-20', dateTo: '2026-07-01' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
  });

  it("refuses another's absences, the manager's view included (health data), but not an administrator", async () => {
    await expectDomainError(api.as.employee.absences.forEmployee({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.absences.forEmployee({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.absences.withActivities({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
    expect((await api.as.admin.absences.forEmployee({ employeeNo: demo.employee })).length).toBeGreaterThan(0);
  });
});

describe('absences.withActivities', () => {
  it('adds the timesheet activities, with their days counted on the business calendar', async () => {
    const records = await api.as.employee.absences.withActivities({
      employeeNo: demo.employee,
      dateFrom: '2026-09-01',
      dateTo: '2026-09-30',
    });
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
    const records = await api.as.employee.absences.withActivities({
      employeeNo: demo.employee,
      dateFrom: '2026-11-13',
      dateTo: '2026-11-13',
    });
    expect(records).toEqual([expect.objectContaining({ activityCode: 'NT', color: '#123456', source: 'activity' })]);
  });
});

describe('absences.current', () => {
  it("pages the caller's absence history", async () => {
    const all = await api.as.employee.absences.forEmployee({ employeeNo: demo.employee });
    const first = await api.as.employee.absences.current({ page: 1, rowsPerPage: 3 });
    expect(first.pagination).toEqual({ page: 1, rowsPerPage: 3, totalRecords: all.length });
    expect(first.items).toEqual(all.slice(0, 3));
    const second = await api.as.employee.absences.current({ page: 2, rowsPerPage: 3 });
    expect(second.items).toEqual(all.slice(3, 6));
  });

  it('refuses page sizes out of bounds', async () => {
    await expectPageBoundsRefused(api.as.employee.absences.current);
  });

  it('answers an empty page to a user with no employee record in the company', async () => {
    // A work-time planner of SV without an employee record there.
    const user = await createUser(api.harness.db, { username: 'no-employee-record', workTimeCompanies: ['SV'] });
    const caller = await callerAs(api.harness, user.username);
    expect(await caller.absences.current({})).toEqual({ items: [], pagination: { page: 1, rowsPerPage: 20, totalRecords: 0 } });
  });
});

describe('absences.currentWithActivities', () => {
  it('pages absences and activities together with recordsPerPage', async () => {
    const { items: records, pagination } = await api.as.employee.absences.currentWithActivities({ page: 1, recordsPerPage: 50 });
    expect(pagination).toMatchObject({ page: 1, rowsPerPage: 50 });
    expect(new Set(records.map((record) => record.source))).toEqual(new Set(['absence', 'activity']));
    const dates = records.map((record) => record.dateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses page sizes out of bounds on recordsPerPage', async () => {
    await expectPageBoundsRefused(api.as.employee.absences.currentWithActivities, {}, 'recordsPerPage');
  });
});

describe('REST rows', () => {
  it('GET /api/employees/{no}/absences takes the number from the path and the dates from the query', async () => {
    const inJuly = successData<AbsenceRecord[]>(
      await api.client.get(`/api/employees/${demo.employee}/absences?dateFrom=2026-07-20&dateTo=2026-07-31`, api.tokens.employee),
    );
    expect(inJuly.map((absence) => [absence.employeeNo, absence.dateFrom, absence.dateTo])).toEqual([
      [demo.employee, '2026-07-13', '2026-07-24'],
    ]);
    expectValidationError(
      await api.client.get(`/api/employees/${demo.employee}/absences?dateFrom=2026-02-30`, api.tokens.employee),
      'dateFrom',
      ErrorCode.invalidDate,
    );
  });

  it('GET /api/employees/{no}/absences-and-activities answers activities too; another employee is permission_denied', async () => {
    const records = successData<AbsenceRecord[]>(
      await api.client.get(
        `/api/employees/${demo.employee}/absences-and-activities?dateFrom=2026-09-22&dateTo=2026-09-22`,
        api.tokens.employee,
      ),
    );
    expect(records.map((record) => record.source)).toContain('activity');
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/absences-and-activities`, api.tokens.manager));
  });

  it('GET /api/employees/current-employee-absences pages through the query into the envelope', async () => {
    const total = (await api.as.employee.absences.current({})).pagination.totalRecords;
    const response = await api.client.get('/api/employees/current-employee-absences?page=2&rowsPerPage=3', api.tokens.employee);
    expect(response.json().pagination).toEqual({ page: 2, rowsPerPage: 3, totalRecords: total });
    expect(successData<AbsenceRecord[]>(response)).toEqual((await api.as.employee.absences.current({ page: 2, rowsPerPage: 3 })).items);
    expectValidationError(
      await api.client.get('/api/employees/current-employee-absences?rowsPerPage=many', api.tokens.employee),
      'rowsPerPage',
    );
  });

  it('GET /api/employees/current-employee-absences-and-activities names its page size recordsPerPage', async () => {
    const response = await api.client.get(
      '/api/employees/current-employee-absences-and-activities?page=1&recordsPerPage=7',
      api.tokens.employee,
    );
    expect(response.json().pagination).toMatchObject({ page: 1, rowsPerPage: 7 });
    expect(successData<AbsenceRecord[]>(response)).toHaveLength(7);
    expectValidationError(
      await api.client.get('/api/employees/current-employee-absences-and-activities?recordsPerPage=0', api.tokens.employee),
      'recordsPerPage',
    );
  });
});
