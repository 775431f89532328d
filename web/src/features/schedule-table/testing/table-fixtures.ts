import type {
  EditSessionState,
  ScheduleTable,
  SummaryTable,
  TableDay,
  TableEntry,
  TableGroup,
  TableLine,
  TableShift,
  TableViolation,
} from '@portal/shared';

// A small builder of month tables for the tests: November 2026 (30 days, the 1st a Sunday), two
// shifts and an ERP absence code, lines placed in groups.

export const SCHEDULE_ID = 41;
export const YEAR = 2026;
export const MONTH = 11;
export const TABLE_ROUTE = `/wtm-area/schedules/${SCHEDULE_ID}/table`;

export function dateOf(day: number): string {
  return `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const dayShift: TableShift = {
  id: 11,
  code: 'D',
  name: 'Dieninė',
  startTime: '08:00',
  endTime: '16:30',
  isWorkDay: true,
  workHours: 8,
  backgroundColor: '#FFEB3B',
  fontColor: '#000000',
  archived: false,
};
export const nightShift: TableShift = {
  id: 12,
  code: 'N',
  name: 'Naktinė',
  startTime: '22:00',
  endTime: '06:00',
  isWorkDay: true,
  workHours: 8,
  backgroundColor: '#1A237E',
  fontColor: '#FFFFFF',
  archived: false,
};

function daysOfMonth(): TableDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = index + 1;
    // 2026-11-01 is a Sunday.
    const dayOfWeek = ((index + 6) % 7) + 1;
    const isWeekend = dayOfWeek >= 6;
    return {
      date: dateOf(day),
      day,
      dayOfWeek,
      week: 44 + Math.floor((index + 6) / 7),
      type: isWeekend ? 'weekend' : 'weekday',
      isPreHoliday: false,
      holidayName: null,
      holidayNameEn: null,
      normHours: isWeekend ? 0 : 8,
    } satisfies TableDay;
  });
}

export function anEntry(day: number, overrides: Partial<TableEntry> = {}): TableEntry {
  return {
    id: 1000 + day,
    date: dateOf(day),
    type: 'work',
    shiftId: dayShift.id,
    activityCode: null,
    startTime: '08:00',
    endTime: '16:30',
    workHours: 8,
    absenceHours: 0,
    source: 'formula',
    canModify: true,
    action: 'none',
    ...overrides,
  };
}

export function anErpAbsence(day: number): TableEntry {
  return anEntry(day, {
    id: 5000 + day,
    type: 'integration_activity',
    shiftId: null,
    activityCode: 'A',
    startTime: null,
    endTime: null,
    workHours: 0,
    absenceHours: 8,
    source: 'erp',
    canModify: false,
  });
}

export function aLine(index: number, overrides: Partial<TableLine> = {}): TableLine {
  const employeeNo = `SV${String(index).padStart(4, '0')}`;
  return {
    employeeNo,
    scheduleEmployeeId: 100 + index,
    fullName: `Darbuotojas ${index}`,
    shortName: `D. ${index}`,
    departmentCode: 'PROD',
    department: 'Gamyba',
    jobTitleCode: 'OP',
    jobTitle: 'Operatorius',
    groupId: 1,
    order: index,
    validFrom: '2026-01-01',
    validTo: null,
    normHours: 168,
    workHours: 160,
    absenceHours: 0,
    diffHours: -8,
    entries: [],
    ...overrides,
  };
}

export function aGroup(id: number, name: string, overrides: Partial<TableGroup> = {}): TableGroup {
  return { id, name, order: id, isHidden: false, ...overrides };
}

export function aTable(overrides: Partial<ScheduleTable> = {}): ScheduleTable {
  return {
    scheduleId: SCHEDULE_ID,
    scheduleCode: 'GAM-1',
    scheduleName: 'Gamyba',
    year: YEAR,
    month: MONTH,
    mode: 'code',
    cacheId: 'a',
    period: { id: 7, status: 0, manualLock: false, lockedByName: null, bcUpdatedAt: null, version: 3 },
    permissions: { edit: true, changeStatus: true, lock: true, exportToExcel: true },
    isEditable: true,
    hasOverridableEntries: false,
    editSession: null,
    days: daysOfMonth(),
    groups: [aGroup(1, 'Pirma pamaina'), aGroup(2, 'Antra pamaina')],
    shifts: [dayShift, nightShift],
    activities: [{ code: 'A', name: 'Atostogos', nameEn: 'Annual leave', backgroundColor: '#C8E6C9', fontColor: '#1B5E20' }],
    lines: [
      aLine(1, {
        fullName: 'Jonas Jonaitis',
        entries: [anEntry(2), anEntry(3, { shiftId: nightShift.id, startTime: '22:00', endTime: '06:00' })],
      }),
      aLine(2, { fullName: 'Ona Onaitė', departmentCode: 'WH', department: 'Sandėlis', entries: [anErpAbsence(2)] }),
      aLine(3, { fullName: 'Petras Petraitis', groupId: 2, validFrom: '2026-11-10' }),
    ],
    violations: [],
    ...overrides,
  };
}

/** `count` lines of one group, each with a shift on every weekday: a month the size of a big plant. */
export function aBigTable(count: number): ScheduleTable {
  const table = aTable();
  const weekdays = table.days.filter((day) => day.type === 'weekday').map((day) => day.day);
  const entries = weekdays.map((day) => anEntry(day));
  return {
    ...table,
    groups: [aGroup(1, 'Visi')],
    lines: Array.from({ length: count }, (_, index) => aLine(index + 1, { entries })),
  };
}

export function aViolation(overrides: Partial<TableViolation> = {}): TableViolation {
  return {
    rule: 'daily_rest',
    employeeNo: 'SV0001',
    dates: [dateOf(2), dateOf(3)],
    entryIds: [1002, 1003],
    limit: 660,
    actual: 330,
    unit: 'minutes',
    ...overrides,
  };
}

export function aSession(overrides: Partial<EditSessionState> = {}): EditSessionState {
  return { changedCells: 0, undoSteps: 0, isStale: false, ...overrides };
}

export function aSummary(): SummaryTable {
  const dates = daysOfMonth().map((day) => day.date);
  return {
    calculationMode: 0,
    dates,
    rows: [
      {
        shiftId: dayShift.id,
        code: 'D',
        name: 'Dieninė',
        backgroundColor: dayShift.backgroundColor,
        fontColor: dayShift.fontColor,
        cells: dates.map((date) =>
          date === dateOf(2)
            ? { count: 1, minCapacity: 2, maxCapacity: null }
            : date === dateOf(3)
              ? { count: 5, minCapacity: null, maxCapacity: 4 }
              : { count: 0, minCapacity: null, maxCapacity: null },
        ),
      },
    ],
  };
}
