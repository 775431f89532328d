import { ErrorCode } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as formFieldsRepository from './form-fields.repository';
import type { DesignerFormRow, FieldRow } from './form-fields.repository';

// Which forms the designer reaches (common rules of issue #15): the session company's own and the
// shared ones; another company's form answers not found, exactly like a missing id. A shared form's
// fields change only at the top admin level.

export interface FormFieldsContext {
  db: Executor;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
  now: () => Date;
}

export async function visibleForm(ctx: FormFieldsContext, db: Executor, formId: number): Promise<DesignerFormRow> {
  const form = await formFieldsRepository.findForm(db, formId, sessionCompany(ctx.auth));
  if (!form) throw new DomainError(ErrorCode.recordNotFound);
  return form;
}

export function canEditForm(ctx: FormFieldsContext, form: DesignerFormRow): boolean {
  return form.company_code !== null || ctx.auth.user.adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
}

/** The form, visible and editable by the caller, locked for the rest of the transaction. */
export async function lockEditableForm(ctx: FormFieldsContext, trx: Executor, formId: number): Promise<DesignerFormRow> {
  const form = await visibleForm(ctx, trx, formId);
  if (!canEditForm(ctx, form)) throw new DomainError(ErrorCode.permissionDenied);
  await formFieldsRepository.lockForm(trx, formId);
  return form;
}

/** A live field of a form the caller may edit, read again after its form's lock. */
export async function lockEditableField(
  ctx: FormFieldsContext,
  trx: Executor,
  formDataId: number,
): Promise<{ form: DesignerFormRow; field: FieldRow }> {
  const found = await formFieldsRepository.findField(trx, formDataId);
  if (!found || found.removed_at !== null) throw new DomainError(ErrorCode.recordNotFound);
  const form = await lockEditableForm(ctx, trx, found.form_id);
  const field = await formFieldsRepository.findField(trx, formDataId);
  if (!field || field.removed_at !== null) throw new DomainError(ErrorCode.recordNotFound);
  return { form, field };
}

/** A live field of a form the caller sees, for reading. */
export async function visibleField(ctx: FormFieldsContext, formDataId: number): Promise<{ form: DesignerFormRow; field: FieldRow }> {
  const field = await formFieldsRepository.findField(ctx.db, formDataId);
  if (!field || field.removed_at !== null) throw new DomainError(ErrorCode.recordNotFound);
  return { form: await visibleForm(ctx, ctx.db, field.form_id), field };
}
