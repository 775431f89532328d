import { ApprovalRouteInputSchema, ApprovalRouteSchema, DesignerApprovalRouteInputSchema } from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import { previewDesignerRoute } from './use-cases/preview-designer-route';
import { previewOwnRoute } from './use-cases/preview-own-route';

// The route preview (issue #15): who would approve each step of a form filed today, as the workflow
// engine plans it, without writing anything.

export const approvalRoutesRouter = router({
  /** The employee's preview before filing: their own route, or that of someone they may file for. */
  preview: signedInProcedure
    .input(ApprovalRouteInputSchema)
    .output(ApprovalRouteSchema)
    .query(({ ctx, input }) => previewOwnRoute(ctx, input)),

  /** The form designer's preview for any employee of the session's company. */
  designerPreview: adminProcedure(DESIGNER_ADMIN_LEVEL)
    .input(DesignerApprovalRouteInputSchema)
    .output(ApprovalRouteSchema)
    .query(({ ctx, input }) => previewDesignerRoute(ctx, input)),
});
