import { defineRestRows } from '../../plugins/rest-api';
import { bodyWithId } from '../shift-groups/shift-groups.rest';

const base = '/wtc-area/employee-overtime-periods';

/** The generic model calls of spec 2 §7 on wtc-area/employee-overtime-periods. */
export const employeeOvertimePeriodsRestRows = defineRestRows([
  { method: 'GET', path: base, procedure: 'employeeOvertimePeriods.list', paged: true },
  { method: 'GET', path: `${base}/permissions`, procedure: 'employeeOvertimePeriods.permissions' },
  { method: 'GET', path: `${base}/:id`, procedure: 'employeeOvertimePeriods.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: base, procedure: 'employeeOvertimePeriods.create' },
  { method: 'PUT', path: `${base}/:id`, procedure: 'employeeOvertimePeriods.update', input: bodyWithId },
  { method: 'DELETE', path: `${base}/:id`, procedure: 'employeeOvertimePeriods.delete', input: ({ params }) => ({ id: params.id }) },
]);
