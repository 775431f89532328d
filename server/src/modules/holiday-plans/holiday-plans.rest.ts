import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Holiday plans" and the generic model calls on wtc-area/holiday-plans; the employees'
// additions and removals follow them on paths of their own. Spec 1 §7 "Absence plan": the employee's
// holiday-plans calls. POST {id}/export-to-excel answers the file itself (holiday-plans.routes.ts).
export const holidayPlansRestRows = defineRestRows([
  // ?page&rowsPerPage&sort&sortDirection&search&status&year
  { method: 'GET', path: '/wtc-area/holiday-plans', procedure: 'holidayPlans.list', paged: true },
  { method: 'GET', path: '/wtc-area/holiday-plans/:id', procedure: 'holidayPlans.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: '/wtc-area/holiday-plans', procedure: 'holidayPlans.create' },
  {
    method: 'PUT',
    path: '/wtc-area/holiday-plans/:id',
    procedure: 'holidayPlans.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  { method: 'DELETE', path: '/wtc-area/holiday-plans/:id', procedure: 'holidayPlans.delete', input: ({ params }) => ({ id: params.id }) },
  // ?employeeNo
  {
    method: 'GET',
    path: '/wtc-area/holiday-plans/:id/entries',
    procedure: 'holidayPlans.entries',
    input: ({ params, query }) => ({ ...(query as object), holidayPlanId: params.id }),
  },
  {
    method: 'GET',
    path: '/wtc-area/holiday-plans/:id/employees',
    procedure: 'holidayPlans.employees',
    input: ({ params }) => ({ holidayPlanId: params.id }),
  },
  // ?search&page&rowsPerPage
  {
    method: 'GET',
    path: '/wtc-area/holiday-plans/:id/available-employees',
    procedure: 'holidayPlans.availableEmployees',
    input: ({ params, query }) => ({ ...(query as object), holidayPlanId: params.id }),
    paged: true,
  },
  {
    method: 'GET',
    path: '/wtc-area/holiday-plans/:id/sheet/:from/:to',
    procedure: 'holidayPlans.sheet',
    input: ({ params }) => ({ holidayPlanId: params.id, from: params.from, to: params.to }),
  },
  // {entries: [{id?, employeeNo, dateFrom, dateTo, formId, holidayStatus}], deletedIds}
  {
    method: 'POST',
    path: '/wtc-area/holiday-plans/:id/update-entries',
    procedure: 'holidayPlans.updateEntries',
    input: ({ params, body }) => ({ ...(body as object), holidayPlanId: params.id }),
  },
  // {employeeGuidEntryIds, startDate, endDate}
  {
    method: 'POST',
    path: '/wtc-area/holiday-plans/:id/generate',
    procedure: 'holidayPlans.generate',
    input: ({ params, body }) => ({ ...(body as object), holidayPlanId: params.id }),
  },
  // {status}
  {
    method: 'POST',
    path: '/wtc-area/holiday-plans/:id/set-status',
    procedure: 'holidayPlans.setStatus',
    input: ({ params, body }) => ({ ...(body as object), holidayPlanId: params.id }),
  },
  {
    method: 'DELETE',
    path: '/wtc-area/holiday-plans/entries/:id',
    procedure: 'holidayPlans.deleteEntry',
    input: ({ params }) => ({ id: params.id }),
  },
  // {employeeNos}
  {
    method: 'POST',
    path: '/wtc-area/holiday-plans/:id/employees',
    procedure: 'holidayPlans.addEmployees',
    input: ({ params, body }) => ({ ...(body as object), holidayPlanId: params.id }),
  },
  {
    method: 'DELETE',
    path: '/wtc-area/holiday-plans/employees/:id',
    procedure: 'holidayPlans.removeEmployee',
    input: ({ params }) => ({ id: params.id }),
  },

  // The employee's absence plan. ?from&to
  { method: 'GET', path: '/holiday-plans', procedure: 'myHolidayPlan.get' },
  // {from, to, employees: employee numbers joined by '|'}: the actual absences beside the plan
  { method: 'POST', path: '/holiday-plans/employee-activities', procedure: 'myHolidayPlan.facts' },
  // {formId, dateFrom, dateTo, employeeNo?}
  { method: 'POST', path: '/holiday-plans', procedure: 'myHolidayPlan.create' },
  {
    method: 'PUT',
    path: '/holiday-plans/:id',
    procedure: 'myHolidayPlan.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  { method: 'DELETE', path: '/holiday-plans/:id', procedure: 'myHolidayPlan.delete', input: ({ params }) => ({ id: params.id }) },
]);
