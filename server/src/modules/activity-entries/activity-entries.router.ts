import { ActivityImportPreviewInputSchema, ActivityImportPreviewSchema } from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { getActivityImportPreview } from './use-cases/get-activity-import-preview';

// Activity entries import and export (spec 2 §2; issue #14). The work runs as jobs: the upload starts the
// check job (activity-entries.routes.ts, multipart), the confirm and the export start theirs through
// workJobs.start (kinds activity_import and activity_export). Here: the check's preview.
export const activityEntriesRouter = router({
  importPreview: workTimeProcedure
    .input(ActivityImportPreviewInputSchema)
    .output(ActivityImportPreviewSchema)
    .query(({ ctx, input }) => getActivityImportPreview(ctx, input)),
});
