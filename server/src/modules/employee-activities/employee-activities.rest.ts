import { defineRestRows } from '../../plugins/rest-api';
import { bodyWithId } from '../shift-groups/shift-groups.rest';

const base = '/wtc-area/employee-activities';

/** The generic model calls of spec 2 §7 on wtc-area/employee-activities. */
export const employeeActivitiesRestRows = defineRestRows([
  // ?page&rowsPerPage&employeeNo&activityCode&from&to
  { method: 'GET', path: base, procedure: 'employeeActivities.list', paged: true },
  { method: 'GET', path: `${base}/permissions`, procedure: 'employeeActivities.permissions' },
  { method: 'GET', path: `${base}/:id`, procedure: 'employeeActivities.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: base, procedure: 'employeeActivities.create' },
  // {version, employeeNo, activityCode, dateFrom, dateTo, description, setupEntries}
  { method: 'PUT', path: `${base}/:id`, procedure: 'employeeActivities.update', input: bodyWithId },
  { method: 'DELETE', path: `${base}/:id`, procedure: 'employeeActivities.delete', input: ({ params }) => ({ id: params.id }) },
]);
