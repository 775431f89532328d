import { defineRestRows } from '../../plugins/rest-api';

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const activeWorkflowsRestRows = defineRestRows([
  // The filter in the body; page, rowsPerPage, sort and sortDirection in the query.
  {
    method: 'POST',
    path: '/admin-area/active-workflows/get-active-workflows',
    procedure: 'activeWorkflows.list',
    paged: true,
    input: ({ body, query }) => ({ ...objectOf(body), ...query }),
  },
]);
