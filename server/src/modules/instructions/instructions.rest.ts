import { defineRestRows } from '../../plugins/rest-api';

export const instructionsRestRows = defineRestRows([
  { method: 'GET', path: '/other/employee-instructions', procedure: 'instructions.mine', input: () => undefined },
]);
