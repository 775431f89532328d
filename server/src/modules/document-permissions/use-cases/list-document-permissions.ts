import type { DocumentPermissionList, DocumentPermissionObjectInput } from '@portal/shared';
import { sessionCompany } from '../../employees/employee-access';
import * as documentPermissionsRepository from '../document-permissions.repository';
import { type DocumentPermissionsContext, findObject, toGrants } from '../permission-objects';

/** The object's title and its grants, oldest first. */
export async function listDocumentPermissions(
  ctx: DocumentPermissionsContext,
  input: DocumentPermissionObjectInput,
): Promise<DocumentPermissionList> {
  const companyCode = sessionCompany(ctx.auth);
  const object = await findObject(ctx.db, companyCode, input);
  const rows = await documentPermissionsRepository.listForObject(ctx.db, input.objectType, input.objectId);
  return { object, grants: await toGrants(ctx.db, companyCode, rows) };
}
