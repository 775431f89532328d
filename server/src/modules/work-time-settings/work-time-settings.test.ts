import { DEFAULT_LABOR_CODE_SETTINGS, ErrorCode, type LaborCodeSettings, type WorkTimeSettings } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';
import { insertGrants } from '../work-time-access/work-time-access.repository';

// The work-time settings of the session's company (spec 2 §2 settings, §3 Labor Code settings): anyone
// in the work-time area reads them, the Labour Code's defaults until the company saves its own; only a
// company-wide administrator of schedules changes them.
const api = useDemoCallers();

const stricter: LaborCodeSettings = {
  maxConsecutiveWorkDays: 5,
  maxWeeklyMinutes: 40 * 60,
  maxWeeklyMinutesWithConsent: 50 * 60,
  maxShiftMinutes: 10 * 60,
  breakThresholdMinutes: 6 * 60,
  minBreakMinutes: 45,
  minDailyRestMinutes: 12 * 60,
  minWeeklyRestMinutes: 36 * 60,
};

beforeAll(async () => {
  const { db } = api.harness;
  // The admin administers schedules company-wide in SV; the planner only creates them.
  await insertGrants(db, [
    {
      companyCode: 'SV',
      objectType: 'schedule',
      objectId: null,
      userId: await userIdOf(db, 'admin'),
      action: 'administer',
      grantedBy: null,
    },
    { companyCode: 'SV', objectType: 'schedule', objectId: null, userId: await userIdOf(db, 'planner'), action: 'create', grantedBy: null },
  ]);
});

describe('workTimeSettings.get', () => {
  it('answers the Labour Code’s defaults while the company has saved none, and who may change them', async () => {
    expect(await api.as.planner.workTimeSettings.get()).toEqual({
      laborCode: DEFAULT_LABOR_CODE_SETTINGS,
      sdlaPeriodMonths: 3,
      isDefault: true,
      canEdit: false,
      updatedAt: null,
    });
    expect((await api.as.admin.workTimeSettings.get()).canEdit).toBe(true);
  });

  it('refuses a user without work-time access', async () => {
    await expectDomainError(api.as.employee.workTimeSettings.get(), ErrorCode.permissionDenied);
  });
});

describe('workTimeSettings.update', () => {
  it('saves the company’s limits and answers them; saving again replaces them', async () => {
    const saved = await api.as.admin.workTimeSettings.update({ laborCode: stricter });
    expect(saved).toMatchObject({ laborCode: stricter, isDefault: false, canEdit: true });
    expect(saved.updatedAt).toBeInstanceOf(Date);
    expect((await api.as.planner.workTimeSettings.get()).laborCode).toEqual(stricter);
    const restored = await api.as.admin.workTimeSettings.update({ laborCode: { ...DEFAULT_LABOR_CODE_SETTINGS } });
    expect(restored.laborCode).toEqual(DEFAULT_LABOR_CODE_SETTINGS);
    const rows = await api.harness.db.selectFrom('work_time_settings').select('company_code').execute();
    expect(rows).toEqual([{ company_code: 'SV' }]);
  });

  it('saves the accounting period’s length when given and keeps it when left out', async () => {
    expect((await api.as.admin.workTimeSettings.update({ laborCode: stricter, sdlaPeriodMonths: 4 })).sdlaPeriodMonths).toBe(4);
    expect((await api.as.admin.workTimeSettings.update({ laborCode: stricter })).sdlaPeriodMonths).toBe(4);
    expect((await api.as.planner.workTimeSettings.get()).sdlaPeriodMonths).toBe(4);
    for (const months of [0, 13, 2.5]) {
      await expectFieldError(
        api.as.admin.workTimeSettings.update({ laborCode: stricter, sdlaPeriodMonths: months }),
        'sdlaPeriodMonths',
        ErrorCode.invalidValue,
      );
    }
    await api.as.admin.workTimeSettings.update({ laborCode: { ...DEFAULT_LABOR_CODE_SETTINGS }, sdlaPeriodMonths: 3 });
  });

  it('refuses values out of bounds, a consent limit below the ordinary one, and unknown keys', async () => {
    await expectFieldError(
      api.as.admin.workTimeSettings.update({ laborCode: { ...stricter, maxShiftMinutes: 30 } }),
      'laborCode.maxShiftMinutes',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      api.as.admin.workTimeSettings.update({ laborCode: { ...stricter, maxWeeklyMinutesWithConsent: 39 * 60 } }),
      'laborCode.maxWeeklyMinutesWithConsent',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      api.as.admin.workTimeSettings.update(illTyped({ laborCode: { ...stricter, companyCode: 'NL' } })),
      'laborCode.companyCode',
    );
  });

  it('refuses a planner without a company-wide administer grant, and a user without work-time access', async () => {
    await expectDomainError(api.as.planner.workTimeSettings.update({ laborCode: stricter }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.workTimeSettings.update({ laborCode: stricter }), ErrorCode.permissionDenied);
    expect((await api.as.planner.workTimeSettings.get()).laborCode).toEqual(DEFAULT_LABOR_CODE_SETTINGS);
  });

  it('keeps each company’s own: the admin’s NL settings stay the defaults', async () => {
    await api.as.admin.users.changeCompany({ code: 'NL' });
    try {
      expect(await api.as.admin.workTimeSettings.get()).toMatchObject({ isDefault: true, canEdit: false });
      await expectDomainError(api.as.admin.workTimeSettings.update({ laborCode: stricter }), ErrorCode.permissionDenied);
    } finally {
      await api.as.admin.users.changeCompany({ code: 'SV' });
    }
  });
});

describe('REST rows', () => {
  it('GET and PUT /api/wtc-area/work-time-settings', async () => {
    const read = successData<WorkTimeSettings>(await api.client.get('/api/wtc-area/work-time-settings', api.tokens.planner));
    expect(read.laborCode).toEqual(DEFAULT_LABOR_CODE_SETTINGS);
    const saved = successData<WorkTimeSettings>(
      await api.client.put('/api/wtc-area/work-time-settings', api.tokens.admin, { laborCode: stricter }),
    );
    expect(saved.laborCode).toEqual(stricter);
    expectValidationError(
      await api.client.put('/api/wtc-area/work-time-settings', api.tokens.admin, { laborCode: { ...stricter, maxConsecutiveWorkDays: 0 } }),
      'laborCode.maxConsecutiveWorkDays',
      ErrorCode.invalidValue,
    );
    expectPermissionDenied(await api.client.put('/api/wtc-area/work-time-settings', api.tokens.planner, { laborCode: stricter }));
    expectPermissionDenied(await api.client.get('/api/wtc-area/work-time-settings', api.tokens.employee));
  });
});
