import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §7 "Schedules", "Schedule entries and employees" and the generic model calls on
// wtc-area/schedules (list, init, get, create, update, delete). The employee groups, planning options
// and capacity reads follow the generic calls on paths of their own.
export const schedulesRestRows = defineRestRows([
  // ?page&rowsPerPage&sort&sortDirection&search&showArchived
  { method: 'GET', path: '/wtc-area/schedules', procedure: 'schedules.list', paged: true },
  { method: 'GET', path: '/wtc-area/schedules/init', procedure: 'schedules.init', input: () => undefined },
  { method: 'GET', path: '/wtc-area/schedules/:id', procedure: 'schedules.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: '/wtc-area/schedules', procedure: 'schedules.create' },
  {
    method: 'PUT',
    path: '/wtc-area/schedules/:id',
    procedure: 'schedules.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  { method: 'DELETE', path: '/wtc-area/schedules/:id', procedure: 'schedules.delete', input: ({ params }) => ({ id: params.id }) },
  // {id}
  { method: 'POST', path: '/wtc-area/schedules/archive', procedure: 'schedules.archive' },
  { method: 'POST', path: '/wtc-area/schedules/undo-archive', procedure: 'schedules.undoArchive' },
  // {scheduleId, shiftId, date, minCapacity, maxCapacity}
  { method: 'POST', path: '/wtc-area/schedules/set-capacity-exception', procedure: 'schedules.setCapacityException' },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/capacity-exceptions/:year/:month',
    procedure: 'schedules.capacityExceptions',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month }),
  },
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/planning-options',
    procedure: 'schedules.planningOptions',
    input: ({ params }) => ({ scheduleId: params.id }),
  },
  // ?year&month
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/employees',
    procedure: 'schedules.employees',
    input: ({ params, query }) => ({ ...(query as object), scheduleId: params.id }),
  },
  // ?dateFrom&dateTo&employeeNo&page&rowsPerPage (at most 93 days)
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/entries',
    procedure: 'schedules.entries',
    input: ({ params, query }) => ({ ...(query as object), scheduleId: params.id }),
    paged: true,
  },
  // The spec's employeeGuidEntryId is the line's employee number (SdlaInputSchema).
  {
    method: 'GET',
    path: '/wtc-area/schedules/:id/sdla/:year/:month/:employeeGuidEntryId',
    procedure: 'schedules.sdla',
    input: ({ params }) => ({ scheduleId: params.id, year: params.year, month: params.month, employeeNo: params.employeeGuidEntryId }),
  },

  // Employee groups: ?scheduleId=
  { method: 'GET', path: '/wtc-area/schedule-employee-groups', procedure: 'scheduleEmployeeGroups.list' },
  { method: 'POST', path: '/wtc-area/schedule-employee-groups', procedure: 'scheduleEmployeeGroups.create' },
  // {scheduleId, groupIds}
  { method: 'POST', path: '/wtc-area/schedule-employee-groups/reorder', procedure: 'scheduleEmployeeGroups.reorder' },
  {
    method: 'PUT',
    path: '/wtc-area/schedule-employee-groups/:id',
    procedure: 'scheduleEmployeeGroups.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  {
    method: 'DELETE',
    path: '/wtc-area/schedule-employee-groups/:id',
    procedure: 'scheduleEmployeeGroups.delete',
    input: ({ params }) => ({ id: params.id }),
  },

  // Schedule employees
  {
    method: 'GET',
    path: '/wtc-area/schedule-employees/assigned/:id',
    procedure: 'scheduleEmployees.assigned',
    input: ({ params }) => ({ scheduleId: params.id }),
  },
  // ?scheduleId&page&rowsPerPage&search&departmentCode
  { method: 'GET', path: '/wtc-area/schedule-employees/available', procedure: 'scheduleEmployees.available', paged: true },
  {
    method: 'GET',
    path: '/wtc-area/schedule-employees/assignments/:id',
    procedure: 'scheduleEmployees.assignments',
    input: ({ params }) => ({ employeeNo: params.id }),
  },
  // {scheduleId, employeeNos, validFrom, validTo, scheduleFormulaId, formulaOffset, groupId}
  { method: 'POST', path: '/wtc-area/schedule-employees/assign', procedure: 'scheduleEmployees.assign' },
  // {scheduleId, departmentCode, validFrom, validTo, scheduleFormulaId, formulaOffset, groupId}
  { method: 'POST', path: '/wtc-area/schedule-employees/assign-department', procedure: 'scheduleEmployees.assignDepartment' },
  {
    method: 'PUT',
    path: '/wtc-area/schedule-employees/:id',
    procedure: 'scheduleEmployees.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  // {validTo}
  {
    method: 'POST',
    path: '/wtc-area/schedule-employees/:id/end',
    procedure: 'scheduleEmployees.end',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  {
    method: 'DELETE',
    path: '/wtc-area/schedule-employees/:id',
    procedure: 'scheduleEmployees.remove',
    input: ({ params }) => ({ id: params.id }),
  },
  // ?page&rowsPerPage&sort&sortDirection&search&departmentCode
  {
    method: 'GET',
    path: '/wtc-area/employees/employee-list-with-department-info',
    procedure: 'scheduleEmployees.directory',
    paged: true,
  },
]);
