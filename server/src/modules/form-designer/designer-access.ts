import { type DesignerFormGroup, type DesignerFormSummary, ErrorCode } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import type { FormGroupRow, FormRow } from './form-designer.repository';

// Who may change what in the form designer. The procedures already require DESIGNER_ADMIN_LEVEL; a
// shared definition (company_code null) is changed only from SHARED_DEFINITION_ADMIN_LEVEL, and a
// company's definitions are visible to that company alone (the repository filters them).

export interface DesignerContext {
  db: Executor;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
}

export interface DesignerActor {
  companyCode: string;
  adminAccess: number;
}

export function designerActor(ctx: DesignerContext): DesignerActor {
  return { companyCode: sessionCompany(ctx.auth), adminAccess: ctx.auth.user.adminAccess };
}

/** Whether the actor may change a definition owned by `ownerCompanyCode` (null: shared). */
export function canEdit(actor: DesignerActor, ownerCompanyCode: string | null): boolean {
  return ownerCompanyCode !== null || actor.adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
}

/** Refuses a change of a shared definition below SHARED_DEFINITION_ADMIN_LEVEL. */
export function requireEditable(actor: DesignerActor, ownerCompanyCode: string | null): void {
  if (!canEdit(actor, ownerCompanyCode)) throw new DomainError(ErrorCode.permissionDenied);
}

export function toDesignerGroup(actor: DesignerActor, row: FormGroupRow): DesignerFormGroup {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    sortOrder: row.sort_order,
    archived: row.archived,
    parentId: row.parent_id,
    isApplication: row.is_application,
    formCount: row.form_count,
    isShared: row.company_code === null,
    canEdit: canEdit(actor, row.company_code),
  };
}

export function toDesignerFormSummary(actor: DesignerActor, row: FormRow): DesignerFormSummary {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    formGroupId: row.form_group_id,
    sortOrder: row.sort_order,
    archived: row.archived,
    isApplication: row.is_application,
    systemName: row.system_name,
    isShared: row.company_code === null,
    canEdit: canEdit(actor, row.company_code),
  };
}
