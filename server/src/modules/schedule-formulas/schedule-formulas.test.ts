import { ErrorCode, type ScheduleFormula, type ScheduleFormulaInput, type ScheduleFormulaListInput } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import {
  type AppCaller,
  callerAs,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  useDemoCallers,
} from '../../testing/test-caller';
import { openSession } from '../../testing/test-app';
import {
  addScheduleEmployee,
  createSchedule,
  createScheduleFormula,
  createSetupUsers,
  createShift,
  createShiftGroup,
} from '../../testing/work-time-factories';

// Schedule formulas (spec 2 §3 formula, §7 wtc-area/schedule-formulas): positions of live shifts of the
// formula's own shift group (or days off), a holiday shift of that group, validity from the dates, and
// no delete while schedule employees follow it. Today is 2026-11-20 (the test clock).
const api = useDemoCallers();
const as = {} as Record<'writer' | 'viewer' | 'outsider', AppCaller>;
const tokens = {} as Record<'writer' | 'viewer', string>;
const ids = { group: 0, otherGroup: 0, day: 0, night: 0, archived: 0, foreign: 0, netherlandsGroup: 0, netherlandsFormula: 0, schedule: 0 };

const formula = (overrides: Partial<ScheduleFormulaInput> = {}): ScheduleFormulaInput => ({
  code: 'F',
  name: 'Formulė',
  type: 'cyclic',
  startDate: '2026-01-01',
  endDate: null,
  holidayShiftId: null,
  shiftGroupId: ids.group,
  entries: [{ shiftId: ids.day }, { shiftId: ids.night }, { shiftId: null }, { shiftId: null }],
  ...overrides,
});

beforeAll(async () => {
  const { harness } = api;
  const { db } = harness;
  ids.group = await createShiftGroup(db, { code: 'FO-GROUP' });
  ids.otherGroup = await createShiftGroup(db, { code: 'FO-OTHER' });
  ids.day = await createShift(db, { shiftGroupId: ids.group, code: 'D', startTime: '08:00', endTime: '20:00' });
  ids.night = await createShift(db, { shiftGroupId: ids.group, code: 'N', startTime: '20:00', endTime: '08:00' });
  ids.archived = await createShift(db, { shiftGroupId: ids.group, code: 'OLD', startTime: '07:00', endTime: '15:00' });
  await db.updateTable('shifts').set({ archived: true }).where('id', '=', ids.archived).execute();
  ids.foreign = await createShift(db, { shiftGroupId: ids.otherGroup, code: 'D', startTime: '08:00', endTime: '16:00' });
  ids.schedule = await createSchedule(db, { code: 'FO-SCHEDULE', shiftGroupId: ids.group });
  const users = await createSetupUsers(db, { viewedScheduleId: ids.schedule });
  for (const role of ['writer', 'viewer', 'outsider'] as const) as[role] = await callerAs(harness, users[role].username);
  tokens.writer = await openSession(harness, users.writer.username);
  tokens.viewer = await openSession(harness, users.viewer.username);
  ids.netherlandsGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'NL-FO' });
  ids.netherlandsFormula = await createScheduleFormula(db, {
    companyCode: 'NL',
    shiftGroupId: ids.netherlandsGroup,
    code: 'NL-F',
    startDate: '2026-01-01',
    shiftIds: [null],
  });
});

describe('scheduleFormulas.create', () => {
  it('stores the positions in order, days off as null, and answers whether the formula is valid today', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'CR-1', holidayShiftId: ids.day }));
    expect(created).toMatchObject({
      code: 'CR-1',
      type: 'cyclic',
      startDate: '2026-01-01',
      endDate: null,
      holidayShiftId: ids.day,
      shiftGroupId: ids.group,
      isValid: true,
      entries: [
        { position: 0, shiftId: ids.day },
        { position: 1, shiftId: ids.night },
        { position: 2, shiftId: null },
        { position: 3, shiftId: null },
      ],
    });
  });

  it('is not valid before its start or after its end', async () => {
    expect((await as.writer.scheduleFormulas.create(formula({ code: 'CR-LATER', startDate: '2026-11-21' }))).isValid).toBe(false);
    expect((await as.writer.scheduleFormulas.create(formula({ code: 'CR-ENDED', endDate: '2026-11-19' }))).isValid).toBe(false);
    expect(
      (await as.writer.scheduleFormulas.create(formula({ code: 'CR-TODAY', startDate: '2026-11-20', endDate: '2026-11-20' }))).isValid,
    ).toBe(true);
  });

  it('refuses a shift of another group or an archived one on its position, and such a holiday shift', async () => {
    const errors = await expectFieldError(
      as.writer.scheduleFormulas.create(
        formula({
          code: 'CR-BAD',
          entries: [{ shiftId: ids.day }, { shiftId: ids.foreign }, { shiftId: null }, { shiftId: ids.archived }],
          holidayShiftId: ids.foreign,
        }),
      ),
      'entries.1.shiftId',
      ErrorCode.shiftNotInGroup,
    );
    expect(errors).toEqual({
      'entries.1.shiftId': [ErrorCode.shiftNotInGroup],
      'entries.3.shiftId': [ErrorCode.shiftNotInGroup],
      holidayShiftId: [ErrorCode.shiftNotInGroup],
    });
    const stored = await api.harness.db.selectFrom('schedule_formulas').select('id').where('code', '=', 'CR-BAD').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a code the company has, a week pattern of part of a week, and an end before the start', async () => {
    await as.writer.scheduleFormulas.create(formula({ code: 'CR-DUP' }));
    await expectFieldError(as.writer.scheduleFormulas.create(formula({ code: 'cr-dup' })), 'code', ErrorCode.codeTaken);
    await expectFieldError(
      as.writer.scheduleFormulas.create(formula({ code: 'CR-WEEK', type: 'continuous' })),
      'entries',
      ErrorCode.formulaWeekPatternLength,
    );
    await expectFieldError(
      as.writer.scheduleFormulas.create(formula({ code: 'CR-DATES', endDate: '2025-12-31' })),
      'endDate',
      ErrorCode.endEarlierThanStart,
    );
  });

  it('refuses another company’s shift group, a viewer, a user without grants and an employee', async () => {
    await expectDomainError(
      as.writer.scheduleFormulas.create(formula({ code: 'CR-NL', shiftGroupId: ids.netherlandsGroup, entries: [{ shiftId: null }] })),
      ErrorCode.recordNotFound,
    );
    for (const caller of [as.viewer, as.outsider, api.as.employee]) {
      await expectDomainError(caller.scheduleFormulas.create(formula({ code: 'CR-NO' })), ErrorCode.permissionDenied);
    }
  });
});

describe('scheduleFormulas.update', () => {
  it('replaces the positions as a set', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'UP-1' }));
    const updated = await as.writer.scheduleFormulas.update({
      id: created.id,
      ...formula({
        code: 'UP-1',
        name: 'Savaitė',
        type: 'continuous',
        entries: [...Array(5).fill({ shiftId: ids.day }), { shiftId: null }, { shiftId: null }],
      }),
    });
    expect(updated).toMatchObject({ name: 'Savaitė', type: 'continuous' });
    expect(updated.entries.map((entry) => entry.shiftId)).toEqual([ids.day, ids.day, ids.day, ids.day, ids.day, null, null]);
    const stored = await api.harness.db
      .selectFrom('schedule_formula_entries')
      .select('position')
      .where('schedule_formula_id', '=', created.id)
      .execute();
    expect(stored).toHaveLength(7);
  });

  it('checks the shifts against the group it is given, and refuses another formula’s code', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'UP-2' }));
    await expectFieldError(
      as.writer.scheduleFormulas.update({ id: created.id, ...formula({ code: 'UP-2', shiftGroupId: ids.otherGroup }) }),
      'entries.0.shiftId',
      ErrorCode.shiftNotInGroup,
    );
    await expectFieldError(
      as.writer.scheduleFormulas.update({ id: created.id, ...formula({ code: 'up-1' }) }),
      'code',
      ErrorCode.codeTaken,
    );
  });

  it('answers "not found" for another company’s formula and refuses a viewer', async () => {
    await expectDomainError(
      as.writer.scheduleFormulas.update({ id: ids.netherlandsFormula, ...formula({ code: 'NL-F' }) }),
      ErrorCode.recordNotFound,
    );
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'UP-3' }));
    await expectDomainError(
      as.viewer.scheduleFormulas.update({ id: created.id, ...formula({ code: 'UP-3' }) }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('scheduleFormulas.delete', () => {
  it('deletes a formula nobody follows, with its positions', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'DEL-1' }));
    expect(await as.writer.scheduleFormulas.delete({ id: created.id })).toEqual({ id: created.id });
    const positions = await api.harness.db
      .selectFrom('schedule_formula_entries')
      .select('position')
      .where('schedule_formula_id', '=', created.id)
      .execute();
    expect(positions).toEqual([]);
  });

  it('refuses while a schedule employee follows the formula', async () => {
    const { db } = api.harness;
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'DEL-2' }));
    const member = await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo: demo.employee, validFrom: '2026-01-01' });
    await db.updateTable('schedule_employees').set({ schedule_formula_id: created.id }).where('id', '=', member).execute();
    await expectDomainError(as.writer.scheduleFormulas.delete({ id: created.id }), ErrorCode.cannotDeleteValidEntriesExist);
    await db.deleteFrom('schedule_employees').where('id', '=', member).execute();
    expect(await as.writer.scheduleFormulas.delete({ id: created.id })).toEqual({ id: created.id });
  });

  it('refuses a viewer and another company’s formula', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'DEL-3' }));
    await expectDomainError(as.viewer.scheduleFormulas.delete({ id: created.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.writer.scheduleFormulas.delete({ id: ids.netherlandsFormula }), ErrorCode.recordNotFound);
  });
});

describe('scheduleFormulas.list, get and init', () => {
  it('pages the company’s formulas, of one shift group when named, searched by code or name', async () => {
    const group = await createShiftGroup(api.harness.db, { code: 'LS-FO' });
    for (const code of ['LS-A', 'LS-B', 'LS-C']) {
      await as.writer.scheduleFormulas.create(formula({ code, name: `Sąrašo ${code}`, shiftGroupId: group, entries: [{ shiftId: null }] }));
    }
    const page = await as.viewer.scheduleFormulas.list({ shiftGroupId: group, sortDirection: 'desc', rowsPerPage: 2 });
    expect(page.items.map((item) => item.code)).toEqual(['LS-C', 'LS-B']);
    expect(page.pagination.totalRecords).toBe(3);
    expect((await as.viewer.scheduleFormulas.list({ search: 'sąrašo ls-b' })).items.map((item) => item.code)).toEqual(['LS-B']);
    const all = await as.viewer.scheduleFormulas.list({ rowsPerPage: 100 });
    expect(all.items.map((item) => item.id)).not.toContain(ids.netherlandsFormula);
    await expectPageBoundsRefused<ScheduleFormulaListInput>((input) => as.viewer.scheduleFormulas.list(input));
  });

  it('reads one formula; another company’s is not found', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'GET-1' }));
    expect(await as.viewer.scheduleFormulas.get({ id: created.id })).toEqual(created);
    await expectDomainError(as.writer.scheduleFormulas.get({ id: ids.netherlandsFormula }), ErrorCode.recordNotFound);
  });

  it('starts a new formula cyclic from today without positions, in the group named', async () => {
    expect(await as.viewer.scheduleFormulas.init({ shiftGroupId: ids.group })).toEqual({
      code: '',
      name: '',
      type: 'cyclic',
      startDate: '2026-11-20',
      endDate: null,
      holidayShiftId: null,
      shiftGroupId: ids.group,
      entries: [],
    });
    await expectDomainError(as.writer.scheduleFormulas.init({ shiftGroupId: ids.netherlandsGroup }), ErrorCode.recordNotFound);
  });

  it('refuses reading to a user without a view of any schedule and to an employee', async () => {
    for (const caller of [as.outsider, api.as.employee]) {
      await expectDomainError(caller.scheduleFormulas.list({}), ErrorCode.permissionDenied);
      await expectDomainError(caller.scheduleFormulas.init({}), ErrorCode.permissionDenied);
    }
  });
});

describe('REST rows', () => {
  const base = '/api/wtc-area/schedule-formulas';

  it('GET wtc-area/schedule-formulas pages the list in the envelope; GET init and GET {id}', async () => {
    const created = await as.writer.scheduleFormulas.create(formula({ code: 'REST-L' }));
    const response = await api.client.get(`${base}?shiftGroupId=${ids.group}&search=REST-L&sort=Code`, tokens.viewer);
    expect(successData<ScheduleFormula[]>(response).map((item) => item.id)).toEqual([created.id]);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 20, totalRecords: 1 });
    expectValidationError(await api.client.get(`${base}?sort=salary`, tokens.viewer), 'sort');
    expect(successData(await api.client.get(`${base}/init`, tokens.viewer))).toMatchObject({ type: 'cyclic', shiftGroupId: null });
    expect(successData(await api.client.get(`${base}/${created.id}`, tokens.viewer))).toMatchObject({ id: created.id, isValid: true });
    expect((await api.client.get(`${base}/${ids.netherlandsFormula}`, tokens.writer)).statusCode).toBe(404);
  });

  it('POST creates, PUT {id} updates with the id from the path, DELETE {id} deletes; refusals in the envelope', async () => {
    const created = successData<ScheduleFormula>(await api.client.post(base, tokens.writer, formula({ code: 'REST-C' })));
    expectValidationError(
      await api.client.post(base, tokens.writer, formula({ code: 'REST-X', entries: [{ shiftId: ids.foreign }] })),
      'entries.0.shiftId',
      ErrorCode.shiftNotInGroup,
    );
    expectPermissionDenied(await api.client.post(base, tokens.viewer, formula({ code: 'REST-V' })));
    const updated = successData<ScheduleFormula>(
      await api.client.put(`${base}/${created.id}`, tokens.writer, { ...formula({ code: 'REST-C', name: 'Pakeista' }), id: 1 }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Pakeista' });
    expect(successData(await api.client.delete(`${base}/${created.id}`, tokens.writer))).toEqual({ id: created.id });
  });
});
