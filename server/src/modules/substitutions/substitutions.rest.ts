import { defineRestRows } from '../../plugins/rest-api';

export const substitutionsRestRows = defineRestRows([
  {
    method: 'POST',
    path: '/employees/employee-substitutions-dashboard/:dateFrom/:dateTo',
    procedure: 'substitutions.dashboard',
    input: ({ params, body }) => ({ ...(body as object), dateFrom: params.dateFrom, dateTo: params.dateTo }),
  },
]);
