import { ActiveWorkflowPageSchema, ActiveWorkflowsQuerySchema } from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { adminProcedure, router } from '../../trpc/init';
import { listActiveWorkflows } from './use-cases/list-active-workflows';

// The workflow designer's "active" tab (issue #15): the running approvals of the session's company.

export const activeWorkflowsRouter = router({
  /** get-active-workflows: paged, filtered, sorted through an allowlist. */
  list: adminProcedure(DESIGNER_ADMIN_LEVEL)
    .input(ActiveWorkflowsQuerySchema.prefault({}))
    .output(ActiveWorkflowPageSchema)
    .query(({ ctx, input }) => listActiveWorkflows(ctx, input)),
});
