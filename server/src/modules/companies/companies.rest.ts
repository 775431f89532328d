import { defineRestRows } from '../../plugins/rest-api';

export const companiesRestRows = defineRestRows([
  { method: 'GET', path: '/company', procedure: 'companies.current', input: () => undefined },
  { method: 'GET', path: '/company/index', procedure: 'companies.list', input: () => undefined },
]);
