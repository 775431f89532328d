import { defineRestRows } from '../../plugins/rest-api';

export const workImplementsRestRows = defineRestRows([
  { method: 'GET', path: '/other/employee-workimplements', procedure: 'workImplements.mine', input: () => undefined },
  { method: 'POST', path: '/other/change-employee-work-implements', procedure: 'workImplements.respond' },
]);
