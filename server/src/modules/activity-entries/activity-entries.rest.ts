import { WorkJobKind } from '@portal/shared';
import { defineRestRows } from '../../plugins/rest-api';

// Spec 2 §2 activity-entries/import and /export under wtc-area. The upload itself is multipart
// (activity-entries.routes.ts); the confirm and the export start their jobs through workJobs.start, so
// they answer the job to poll (GET wtc-area/jobs/{id}) and the export's file is GET wtc-area/jobs/{id}/download.
export const activityEntriesRestRows = defineRestRows([
  // ?page&rowsPerPage: the check's counts, first valid rows and a page of its errors.
  {
    method: 'GET',
    path: '/wtc-area/activity-entries/import/:jobId',
    procedure: 'activityEntries.importPreview',
    input: ({ params, query }) => ({ ...query, jobId: params.jobId }),
  },
  {
    method: 'POST',
    path: '/wtc-area/activity-entries/import/:jobId/confirm',
    procedure: 'workJobs.start',
    input: ({ params }) => ({ kind: WorkJobKind.activityImport, input: { validationJobId: params.jobId } }),
  },
  // {timesheetId | scheduleId (exactly one), from, to, format: xlsx | csv}
  {
    method: 'POST',
    path: '/wtc-area/activity-entries/export',
    procedure: 'workJobs.start',
    input: ({ body }) => ({ kind: WorkJobKind.activityExport, input: body }),
  },
]);
