import { defineRestRows } from '../../plugins/rest-api';

export const departmentsRestRows = defineRestRows([
  { method: 'GET', path: '/departments', procedure: 'departments.list', input: () => undefined },
]);
