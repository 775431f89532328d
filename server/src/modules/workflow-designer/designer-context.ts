import { ErrorCode, type FieldErrors } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession } from '../../trpc/context';
import { sessionCompany } from '../employees/employee-access';
import * as repository from './workflow-designer.repository';

// Who may change which workflow definition (common rules of issue #15): every designer procedure needs
// DESIGNER_ADMIN_LEVEL (the router); a shared definition (company_code null) changes only from
// SHARED_DEFINITION_ADMIN_LEVEL; another company's definition does not exist for the caller.

export interface DesignerContext {
  db: Executor;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
}

export function companyOf(ctx: DesignerContext): string {
  return sessionCompany(ctx.auth);
}

/** Whether the caller may change a definition owned by `companyCode` (null: shared) that they can see. */
export function canChange(ctx: DesignerContext, companyCode: string | null): boolean {
  return companyCode !== null || ctx.auth.user.adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
}

export function requireChange(ctx: DesignerContext, companyCode: string | null): void {
  if (!canChange(ctx, companyCode)) throw new DomainError(ErrorCode.permissionDenied);
}

/** A definition of `ownerCompany` may refer to one of `referredCompany`: a shared one refers only to shared ones. */
export function isVisibleToOwner(ownerCompany: string | null, referredCompany: string | null): boolean {
  return referredCompany === null || referredCompany === ownerCompany;
}

/**
 * What is wrong with a reference from a definition of `ownerCompany` to one of `referredCompany`
 * (undefined: missing): another company's is answered like a missing one; a shared definition may
 * refer only to shared ones.
 */
function referenceError(sessionCompany: string, ownerCompany: string | null, referredCompany: string | null | undefined): ErrorCode | null {
  if (referredCompany === undefined || (referredCompany !== null && referredCompany !== sessionCompany)) return ErrorCode.invalidValue;
  return isVisibleToOwner(ownerCompany, referredCompany) ? null : ErrorCode.workflowNotVisibleToOwner;
}

/** Field errors for message template ids that do not exist or that the workflow's owner may not use. */
export async function templateErrors(
  ctx: DesignerContext,
  ownerCompany: string | null,
  fields: Record<string, number | null>,
): Promise<FieldErrors> {
  const ids = Object.values(fields).filter((id): id is number => id !== null);
  const owners = new Map((await repository.messageTemplateOwners(ctx.db, ids)).map((row) => [row.id, row.company_code]));
  const errors: FieldErrors = {};
  for (const [field, id] of Object.entries(fields)) {
    const error = id === null ? null : referenceError(companyOf(ctx), ownerCompany, owners.get(id));
    if (error) errors[field] = [error];
  }
  return errors;
}

/** Field errors for participant groups that do not exist, are inactive, or that the workflow's owner may not use. */
export async function userRoleErrors(
  ctx: DesignerContext,
  ownerCompany: string | null,
  fields: Record<string, number | null>,
): Promise<FieldErrors> {
  const ids = Object.values(fields).filter((id): id is number => id !== null);
  const roles = new Map((await repository.userRoleOwners(ctx.db, ids)).map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  for (const [field, id] of Object.entries(fields)) {
    if (id === null) continue;
    const role = roles.get(id);
    const error = role && !role.active ? ErrorCode.invalidValue : referenceError(companyOf(ctx), ownerCompany, role?.company_code);
    if (error) errors[field] = [error];
  }
  return errors;
}

/** Throws the field errors, if any, as one validation error. */
export function throwFieldErrors(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(first, { fieldErrors: errors });
}
