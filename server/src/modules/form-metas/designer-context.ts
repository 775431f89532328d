import { ErrorCode } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession, Context } from '../../trpc/context';

// What the designers' use cases act with: the session's company (never an input) and the
// administrator's level, which decides whether shared definitions may be changed.

export interface DesignerContext {
  db: Executor;
  companyCode: string;
  adminAccess: number;
  now: () => Date;
}

export function designerContextOf(ctx: Context & { auth: AuthenticatedSession }): DesignerContext {
  const companyCode = ctx.auth.currentCompanyCode;
  if (!companyCode) throw new DomainError(ErrorCode.permissionDenied);
  return { db: ctx.db, companyCode, adminAccess: ctx.auth.user.adminAccess, now: ctx.now };
}

/** A shared definition (no company) is changed, archived or deleted only from SHARED_DEFINITION_ADMIN_LEVEL. */
export function requireChangeable(ctx: DesignerContext, definition: { company_code: string | null }): void {
  if (definition.company_code === null && ctx.adminAccess < SHARED_DEFINITION_ADMIN_LEVEL)
    throw new DomainError(ErrorCode.permissionDenied);
}

/**
 * Whether a definition of `ownerCompany` (null: shared) may refer to `referenced`: a company's
 * definition to its own or shared ones, a shared definition to shared ones only.
 */
export function mayRefer(ownerCompany: string | null, referenced: { company_code: string | null }): boolean {
  return referenced.company_code === null || referenced.company_code === ownerCompany;
}
