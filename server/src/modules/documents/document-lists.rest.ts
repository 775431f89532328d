import { defineRestRows } from '../../plugins/rest-api';

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const documentListsRestRows = defineRestRows([
  // The filter in the body; page, rowsPerPage, sort and sortDirection in the query.
  {
    method: 'POST',
    path: '/documents/get-documents',
    procedure: 'documentLists.search',
    paged: true,
    input: ({ body, query }) => ({ ...objectOf(body), ...query }),
  },
  { method: 'GET', path: '/documents/get-form-submission-tasks', procedure: 'documentLists.tasks', paged: true },
  // The spec writes get-applications/ and get-my-submissions/: the router ignores a trailing slash.
  { method: 'GET', path: '/documents/get-applications', procedure: 'documentLists.applications', paged: true },
  { method: 'GET', path: '/documents/get-my-submissions', procedure: 'documentLists.mySubmissions', paged: true },
  {
    method: 'GET',
    path: '/documents/get-form-settings-by-id/:id',
    procedure: 'documentLists.formSettings',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/documents/update-form-settings-by-id/:id',
    procedure: 'documentLists.updateFormSettings',
    // Older clients post the Table settings rows as a bare list.
    input: ({ params, body }) => (Array.isArray(body) ? { id: params.id, columns: body } : { ...objectOf(body), id: params.id }),
  },
]);
