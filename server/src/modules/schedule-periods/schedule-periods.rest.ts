import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Schedules": the month's calls on wtc-area/schedules. The Excel export answers the file
// itself, so it is a route of its own (schedule-periods.routes.ts), not a row.
export const schedulePeriodsRestRows = defineRestRows([
  // ?page&rowsPerPage&scheduleId&year&locked
  { method: 'GET', path: '/wtc-area/schedules/index-periods', procedure: 'schedulePeriods.indexPeriods', paged: true },
  // The month table in its compact form: each line carries `encodedEntries`, its entries as one string
  // (entries split by ';', fields by ','; format in shared/src/schedule-periods/table-wire.ts), not `entries`.
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/table/:year/:month/:mode/:cacheId',
    procedure: 'schedulePeriods.table',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month, mode: params.mode, cacheId: params.cacheId }),
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/summary-table/:year/:month/:cacheId',
    procedure: 'schedulePeriods.summaryTable',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month, cacheId: params.cacheId }),
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/entry-details/:entryId',
    procedure: 'schedulePeriods.entryDetails',
    input: ({ params }) => ({ scheduleId: params.id, entryId: params.entryId }),
  },
  // {scheduleId, year, month, status}
  { method: 'POST', path: '/wtc-area/schedules/set-status', procedure: 'schedulePeriods.setStatus' },
  {
    method: 'POST',
    path: '/wtc-area/schedules/:id/:year/:month/lock',
    procedure: 'schedulePeriods.lock',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month }),
  },
  {
    method: 'POST',
    path: '/wtc-area/schedules/:id/:year/:month/unlock',
    procedure: 'schedulePeriods.unlock',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month }),
  },
  // {scheduleId}
  {
    method: 'POST',
    path: '/wtc-area/schedules/set-bc-update-date/:year/:month',
    procedure: 'schedulePeriods.setBcUpdateDate',
    input: ({ params, body }) => ({
      scheduleId: (body as { scheduleId?: unknown } | null)?.scheduleId,
      year: params.year,
      month: params.month,
    }),
  },
  // {scheduleId}: the path's year and month win over any in the body.
  {
    method: 'POST',
    path: '/wtc-area/schedules/update-navision/:year/:month',
    procedure: 'schedulePeriods.updateNavision',
    input: ({ params, body }) => ({
      scheduleId: (body as { scheduleId?: unknown } | null)?.scheduleId,
      year: params.year,
      month: params.month,
    }),
  },
  // {scheduleId, year, month, employeeNos?}
  { method: 'POST', path: '/wtc-area/schedules/absence-to-navision', procedure: 'schedulePeriods.absenceToNavision' },
]);
