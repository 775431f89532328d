import type { IndexPeriodsInput, PeriodList, PeriodListItem, PeriodState, ScheduleListItem, ScheduleMonthInput } from '@portal/shared';
import { aUser } from '../../../testing/fixtures';

/** A planner of the current company (SV). */
export const planner = aUser({ id: 3, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

export function aPeriod(id: number, overrides: Partial<PeriodListItem> = {}): PeriodListItem {
  return {
    id,
    scheduleId: 41,
    scheduleCode: 'GAM-1',
    scheduleName: 'Gamyba',
    year: 2026,
    month: 11,
    status: 0,
    manualLock: false,
    lockedByName: null,
    bcUpdatedAt: null,
    updatedAt: new Date('2026-11-20T08:00:00Z'),
    canLock: true,
    ...overrides,
  };
}

export function aScheduleRow(id: number, overrides: Partial<ScheduleListItem> = {}): ScheduleListItem {
  return {
    id,
    code: `GR-${id}`,
    name: `Grafikas ${id}`,
    shiftGroupId: 5,
    shiftGroupCode: 'GAM',
    shiftGroupName: 'Gamybos pamainos',
    employeesCount: 12,
    archived: false,
    actions: ['view', 'edit', 'change_status'],
    ...overrides,
  };
}

/**
 * The periods as the server keeps them: index-periods filters and pages them (the latest months first),
 * lock and unlock change them and answer the month's state.
 */
export function periodsServer(initial: PeriodListItem[], lockedBy = 'Asta Kairienė') {
  let periods = [...initial];
  const find = (input: ScheduleMonthInput) =>
    periods.find(
      (period) =>
        period.scheduleId === Number(input.scheduleId) && period.year === Number(input.year) && period.month === Number(input.month),
    );
  const setLock = (input: ScheduleMonthInput, manualLock: boolean): PeriodState => {
    const period = find(input)!;
    periods = periods.map((item) => (item === period ? { ...item, manualLock, lockedByName: manualLock ? lockedBy : null } : item));
    const changed = find(input)!;
    return {
      id: changed.id,
      status: changed.status,
      manualLock: changed.manualLock,
      lockedByName: changed.lockedByName,
      bcUpdatedAt: changed.bcUpdatedAt,
      version: 1,
    };
  };
  return {
    indexPeriods: (input: IndexPeriodsInput): PeriodList => {
      const rowsPerPage = Number(input.rowsPerPage ?? 20);
      const page = Number(input.page ?? 1);
      const matching = periods
        .filter((period) => input.scheduleId === undefined || period.scheduleId === Number(input.scheduleId))
        .filter((period) => input.year === undefined || period.year === Number(input.year))
        .filter((period) => !input.locked || input.locked === 'all' || period.manualLock === (input.locked === 'locked'))
        .sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month) || a.scheduleCode.localeCompare(b.scheduleCode));
      return {
        items: matching.slice((page - 1) * rowsPerPage, page * rowsPerPage),
        pagination: { page, rowsPerPage, totalRecords: matching.length },
      };
    },
    lock: (input: ScheduleMonthInput) => setLock(input, true),
    unlock: (input: ScheduleMonthInput) => setLock(input, false),
  };
}
