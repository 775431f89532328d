import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Timesheets" and the generic model calls on wtc-area/timesheets; spec 1 "My timesheet".
// Commit and rollback carry the month in the query (`?year=&month=`), as the schedules' do. The reports
// (download, downloadsdladiff, downloadunusedholidaydays) answer files, not the envelope: they are
// routes of timesheets.routes.ts, as export-to-excel-nav-comparison is.
const month = ({ params }: { params: Record<string, string> }) => ({ timesheetId: params.id, year: params.year, month: params.month });

export const timesheetsRestRows = defineRestRows([
  // ?page&rowsPerPage&sort&sortDirection&search&showArchived
  { method: 'GET', path: '/wtc-area/timesheets', procedure: 'timesheets.list', paged: true },
  // ?page&rowsPerPage&timesheetId&year&locked (the manual-locks screen)
  { method: 'GET', path: '/wtc-area/timesheets/index-periods', procedure: 'timesheets.indexPeriods', paged: true },
  // ?timesheetId=
  { method: 'GET', path: '/wtc-area/timesheets/get-activity-codes', procedure: 'timesheets.activityCodes' },
  { method: 'GET', path: '/wtc-area/timesheets/:id', procedure: 'timesheets.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: '/wtc-area/timesheets', procedure: 'timesheets.create' },
  {
    method: 'PUT',
    path: '/wtc-area/timesheets/:id',
    procedure: 'timesheets.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  // {id}
  { method: 'POST', path: '/wtc-area/timesheets/archive', procedure: 'timesheets.archive' },
  { method: 'POST', path: '/wtc-area/timesheets/undo-archive', procedure: 'timesheets.undoArchive' },
  { method: 'GET', path: '/wtc-area/timesheets/:id/table/:year/:month', procedure: 'timesheets.table', input: month },
  // The spec's employeeGuidEntryId is the line's employee number, as the schedules' sdla row.
  {
    method: 'GET',
    path: '/wtc-area/timesheets/:id/sdla/:year/:month/:employeeNo',
    procedure: 'timesheets.sdla',
    input: ({ params }) => ({ timesheetId: params.id, year: params.year, month: params.month, employeeNo: params.employeeNo }),
  },
  // {timesheetId, year, month, employeeNos?}
  { method: 'POST', path: '/wtc-area/timesheets/generate', procedure: 'timesheets.generate' },
  // {scheduleId, year, month}
  { method: 'POST', path: '/wtc-area/timesheets/create-timesheet-entries', procedure: 'timesheets.createTimesheetEntries' },
  // {timesheetId, year, month, employeeNos?}: the employee activities' entries of the month
  { method: 'POST', path: '/wtc-area/timesheets/generate-activity-entries', procedure: 'timesheets.generateActivityEntries' },
  // {timesheetId, year, month, employeeNos, dates} (the spec's employeeGuidEntryIds are the lines' employee numbers)
  { method: 'POST', path: '/wtc-area/timesheets/confirm-days', procedure: 'timesheets.confirmDays' },
  { method: 'POST', path: '/wtc-area/timesheets/unconfirm-days', procedure: 'timesheets.unconfirmDays' },
  // {timesheetId, year, month, status}
  { method: 'POST', path: '/wtc-area/timesheets/set-status', procedure: 'timesheets.setStatus' },
  // {timesheetId, year, month}
  { method: 'POST', path: '/wtc-area/timesheets/lock', procedure: 'timesheets.lock' },
  { method: 'POST', path: '/wtc-area/timesheets/unlock', procedure: 'timesheets.unlock' },
  { method: 'GET', path: '/wtc-area/timesheets/:id/init/:year/:month', procedure: 'timesheets.init', input: month },
  // {timesheetId, year, month, code, hours, cells: [{employeeNo, date}]}
  { method: 'POST', path: '/wtc-area/timesheets/update-hours', procedure: 'timesheets.updateHours' },
  // {timesheetId, year, month, code?, cells: [{employeeNo, date}]}
  { method: 'POST', path: '/wtc-area/timesheets/delete-entries', procedure: 'timesheets.deleteEntries' },
  // {timesheetId, year, month, entries: [{employeeNo, date, activityCode, hours, action: create|update|delete}]}
  { method: 'POST', path: '/wtc-area/timesheets/update-entries', procedure: 'timesheets.updateEntries' },
  // {timesheetId, year, month, cells: [{employeeNo, date}]}: the worked figures' night and holiday parts
  { method: 'POST', path: '/wtc-area/timesheets/create-detailed-entries', procedure: 'timesheets.createDetailedEntries' },
  {
    method: 'GET',
    path: '/wtc-area/timesheets/:id/commit',
    procedure: 'timesheets.commit',
    input: ({ params, query }) => ({ timesheetId: params.id, year: query.year, month: query.month }),
  },
  {
    method: 'GET',
    path: '/wtc-area/timesheets/:id/rollback',
    procedure: 'timesheets.rollback',
    input: ({ params, query }) => ({ timesheetId: params.id, year: query.year, month: query.month }),
  },
  // {timesheetId, year, month}: the approved month's hours to the ERP
  { method: 'POST', path: '/wtc-area/timesheets/update-navision', procedure: 'timesheets.updateNavision' },
  // {id}: the ERP took the timesheet now
  { method: 'POST', path: '/wtc-area/timesheets/set-bc-update-date', procedure: 'timesheets.setBcUpdateDate' },
  {
    method: 'GET',
    path: '/my-working-time/timesheet/:year/:month',
    procedure: 'myTimesheet.month',
    input: ({ params }) => ({ year: params.year, month: params.month }),
  },
]);
