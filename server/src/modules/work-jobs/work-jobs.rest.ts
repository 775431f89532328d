import { defineRestRows } from '../../plugins/rest-api';

// The job calls of spec 2 §2 ("jobs"; spec 2 §7 leaves them out), named as the area's other calls
// under wtc-area. The result file answers the bytes themselves: a route of its own (work-jobs.routes.ts).
export const workJobsRestRows = defineRestRows([
  // ?page&rowsPerPage&status&kind&mine
  { method: 'GET', path: '/wtc-area/jobs/index', procedure: 'workJobs.list', paged: true },
  // {kind, input}: the input of the kind (a schedule month's export or generation).
  { method: 'POST', path: '/wtc-area/jobs/start', procedure: 'workJobs.start' },
  { method: 'GET', path: '/wtc-area/jobs/:id', procedure: 'workJobs.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: '/wtc-area/jobs/:id/cancel', procedure: 'workJobs.cancel', input: ({ params }) => ({ id: params.id }) },
]);
