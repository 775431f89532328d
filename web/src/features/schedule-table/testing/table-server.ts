import { encodeScheduleTable, type ScheduleEntryDetails, type ScheduleTable, type SummaryTable, type TableEntry } from '@portal/shared';
import { aUser } from '../../../testing/fixtures';
import type { ProcedureMocks } from '../../../testing/trpc-mock';
import { workJobsServer } from '../../../testing/work-job-fixtures';
import { aSession, aSummary, aTable } from './table-fixtures';

/** A planner of the current company (SV). */
export const planner = aUser({ id: 3, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

/**
 * The month's server for component tests: the table answers with the edit session's draft as the
 * agreed semantics say (a created cell shows the new shift as pending, a deleted one its entries as
 * pending deletions); undo drops the last call's cells, commit and rollback close the session.
 * `overrides` replace any procedure (to answer with an error).
 */
export function tableServer(options: { table?: ScheduleTable; summary?: SummaryTable; overrides?: ProcedureMocks } = {}) {
  const base = options.table ?? aTable();
  let committed = base;
  type Batch = { shiftId: number | null; activityCode?: string; cells: Array<{ employeeNo: string; date: string }> };
  let batches: Batch[] | null = base.editSession ? [] : null;

  const draft = (): ScheduleTable => {
    if (batches === null) return { ...committed, editSession: null };
    const last = new Map<string, Batch>();
    for (const batch of batches) for (const cell of batch.cells) last.set(`${cell.employeeNo}|${cell.date}`, batch);
    const lines = committed.lines.map((line) => {
      const entries: TableEntry[] = line.entries.map((entry) =>
        last.has(`${line.employeeNo}|${entry.date}`) && entry.type !== 'integration_activity' ? { ...entry, action: 'delete' } : entry,
      );
      for (const [key, { shiftId, activityCode }] of last) {
        const [employeeNo, date] = key.split('|');
        if (employeeNo !== line.employeeNo) continue;
        if (activityCode !== undefined) {
          entries.push({
            id: null,
            date: date!,
            type: 'activity',
            shiftId: null,
            activityCode,
            startTime: null,
            endTime: null,
            workHours: 0,
            absenceHours: 8,
            source: 'manual',
            canModify: true,
            action: 'create',
          });
          continue;
        }
        if (shiftId === null) continue;
        const shift = committed.shifts.find((candidate) => candidate.id === shiftId)!;
        entries.push({
          id: null,
          date: date!,
          type: 'work',
          shiftId,
          activityCode: null,
          startTime: shift.startTime,
          endTime: shift.endTime,
          workHours: shift.workHours,
          absenceHours: 0,
          source: 'manual',
          canModify: true,
          action: 'create',
        });
      }
      return { ...line, entries };
    });
    return { ...committed, lines, editSession: aSession({ changedCells: last.size, undoSteps: batches.length }) };
  };
  const session = () => draft().editSession!;
  const month = { scheduleId: base.scheduleId, year: base.year, month: base.month };

  const details: ScheduleEntryDetails = {
    id: 1002,
    schedule: { id: base.scheduleId, name: base.scheduleName },
    date: '2026-11-02',
    employeeName: 'Jonas Jonaitis',
    type: 'work',
    code: 'D',
    name: 'Dieninė',
    description: 'Planned by the formula',
    startTime: '08:00',
    endTime: '16:30',
    workHours: 8,
    period: { year: base.year, month: base.month, status: 0 },
    restEntries: [],
    source: 'formula',
    createdBy: 'planner',
    createdAt: new Date('2026-10-20T08:00:00Z'),
    documentNo: null,
    documentDate: null,
  };

  const procedures: ProcedureMocks = {
    'users.me': () => planner,
    // The wire form, as the server answers: each line's entries encoded.
    // As the server answers it: whether some entry may be overridden is worked out from the lines.
    'schedulePeriods.table': () => {
      const table = draft();
      return encodeScheduleTable({
        ...table,
        hasOverridableEntries: table.lines.some((line) => line.entries.some((entry) => entry.canOverride === true)),
      });
    },
    'schedulePeriods.summaryTable': () => options.summary ?? aSummary(),
    'schedulePeriods.entryDetails': () => details,
    'scheduleEntries.init': () => {
      batches ??= [];
      return session();
    },
    'scheduleEntries.createShiftEntries': (input) => {
      batches!.push({ shiftId: Number(input.shiftId), cells: input.cells });
      return session();
    },
    'scheduleEntries.generateActivityEntries': (input) => {
      batches!.push({ shiftId: null, activityCode: String(input.activityCode), cells: input.cells });
      return session();
    },
    // This schedule's entry wins: the other schedule's entry shows overridden, nothing more to offer.
    'scheduleEntries.override': (input) => {
      const entryId = Number(input.entryId);
      committed = {
        ...committed,
        lines: committed.lines.map((line) => ({
          ...line,
          entries: line.entries.map((entry) => (entry.id === entryId ? { ...entry, isOverriden: true, canOverride: false } : entry)),
        })),
      };
      return { overridden: 1 };
    },
    'scheduleEntries.overrideMonth': () => {
      let overridden = 0;
      committed = {
        ...committed,
        lines: committed.lines.map((line) => ({
          ...line,
          entries: line.entries.map((entry) => {
            if (!entry.canOverride) return entry;
            overridden += 1;
            return { ...entry, isOverriden: true, canOverride: false };
          }),
        })),
      };
      return { overridden };
    },
    'scheduleEntries.deleteEntries': (input) => {
      batches!.push({ shiftId: null, cells: input.cells });
      return session();
    },
    'scheduleEntries.undo': () => {
      batches!.pop();
      return session();
    },
    'scheduleEntries.commit': () => {
      const changed = session().changedCells;
      committed = { ...draft(), editSession: null };
      committed = {
        ...committed,
        lines: committed.lines.map((line) => ({
          ...line,
          entries: line.entries.filter((entry) => entry.action !== 'delete').map((entry) => ({ ...entry, action: 'none' as const })),
        })),
      };
      batches = null;
      return { changedCells: changed, version: committed.period.version + 1 };
    },
    'scheduleEntries.rollback': () => {
      batches = null;
    },
    // The export and the generation run as jobs: each read of a started job moves it on until it ends.
    ...workJobsServer().procedures,
    'schedulePeriods.setStatus': (input) => {
      const status = Number(input.status) as 0 | 1 | 2;
      committed = { ...committed, period: { ...committed.period, status }, isEditable: status === 0 };
      return committed.period;
    },
    'schedulePeriods.lock': () => {
      committed = { ...committed, period: { ...committed.period, manualLock: true, lockedByName: 'Asta Kairienė' }, isEditable: false };
      return committed.period;
    },
    'schedulePeriods.unlock': () => {
      committed = { ...committed, period: { ...committed.period, manualLock: false, lockedByName: null }, isEditable: true };
      return committed.period;
    },
    ...options.overrides,
  };
  return { procedures, month };
}
