import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Schedules": generation and the edit session of a month (init, create shifts and
// activities, delete cells, undo, commit, rollback), holidays from documents, and the overrides between
// schedules. Commit and rollback carry the month in the query (`?year=&month=`).
export const scheduleEntriesRestRows = defineRestRows([
  // {scheduleId, year, month, employeeNos?, dates?}
  { method: 'POST', path: '/wtc-area/schedules/generate', procedure: 'scheduleEntries.generate' },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/init/:year/:month',
    procedure: 'scheduleEntries.init',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month }),
  },
  // {scheduleId, year, month, shiftId, cells: [{employeeNo, date}]}
  { method: 'POST', path: '/wtc-area/schedules/create-shift-entries', procedure: 'scheduleEntries.createShiftEntries' },
  // {scheduleId, year, month, activityCode, cells: [{employeeNo, date}]}: an activity into the edit session, as a shift.
  { method: 'POST', path: '/wtc-area/schedules/generate-activity-entries', procedure: 'scheduleEntries.generateActivityEntries' },
  // {scheduleId, year, month, cells: [{employeeNo, date}]}
  { method: 'POST', path: '/wtc-area/schedules/delete-entries', procedure: 'scheduleEntries.deleteEntries' },
  {
    method: 'POST',
    path: '/wtc-area/schedules/:id/undo/:year/:month',
    procedure: 'scheduleEntries.undo',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month }),
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/commit',
    procedure: 'scheduleEntries.commit',
    input: ({ params, query }) => ({ scheduleId: params.id, year: query.year, month: query.month }),
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/rollback',
    procedure: 'scheduleEntries.rollback',
    input: ({ params, query }) => ({ scheduleId: params.id, year: query.year, month: query.month }),
  },
  // {employeeGuidEntryId (the employee number), startDate, endDate, documentNo, documentDate}
  {
    method: 'POST',
    path: '/wtc-area/schedule-entries/generate-holiday-entries',
    procedure: 'scheduleEntries.generateHolidayEntries',
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/override/:entryId',
    procedure: 'scheduleEntries.override',
    input: ({ params }) => ({ scheduleId: params.id, entryId: params.entryId }),
  },
  // {scheduleId}
  {
    method: 'POST',
    path: '/wtc-area/schedules/override-month/:year/:month',
    procedure: 'scheduleEntries.overrideMonth',
    input: ({ params, body }) => ({
      scheduleId: (body as { scheduleId?: unknown } | null)?.scheduleId,
      year: params.year,
      month: params.month,
    }),
  },
  // ?scheduleId&year&month
  { method: 'GET', path: '/wtc-area/schedules/overrides', procedure: 'scheduleEntries.overrides' },
]);
