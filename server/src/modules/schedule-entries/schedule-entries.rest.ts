import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Schedules": generation and the edit session of a month (init, create and delete cells,
// undo, commit, rollback). Commit and rollback carry the month in the query (`?year=&month=`).
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
]);
