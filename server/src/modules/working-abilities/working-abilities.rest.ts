import { defineRestRows } from '../../plugins/rest-api';

export const workingAbilitiesRestRows = defineRestRows([
  { method: 'GET', path: '/other/employee-working-abilities', procedure: 'workingAbilities.mine', input: () => undefined },
]);
