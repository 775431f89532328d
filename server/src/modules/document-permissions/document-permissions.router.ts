import {
  DocumentPermissionGrantSchema,
  DocumentPermissionListSchema,
  DocumentPermissionObjectInputSchema,
  GrantDocumentPermissionInputSchema,
  RevokeDocumentPermissionInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { grantDocumentPermission } from './use-cases/grant-document-permission';
import { listDocumentPermissions } from './use-cases/list-document-permissions';
import { revokeDocumentPermission } from './use-cases/revoke-document-permission';

// The admin area's permissions screen (spec 2 §2, §6): who holds read, update or manage on a document
// or a document group. Administrators only; the objects are checked against the session's company in the use cases.

export const documentPermissionsRouter = router({
  /** The object's title and its grants, oldest first. */
  list: adminProcedure(1)
    .input(DocumentPermissionObjectInputSchema)
    .output(DocumentPermissionListSchema)
    .query(({ ctx, input }) => listDocumentPermissions(ctx, input)),

  /** Grants a user a permission on the object; a grant the user already holds is answered as it is. */
  grant: adminProcedure(1)
    .input(GrantDocumentPermissionInputSchema)
    .output(DocumentPermissionGrantSchema)
    .mutation(({ ctx, input }) => grantDocumentPermission(ctx, input)),

  revoke: adminProcedure(1)
    .input(RevokeDocumentPermissionInputSchema)
    .output(z.object({ id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await revokeDocumentPermission(ctx, input.id);
      return { id: input.id };
    }),
});
