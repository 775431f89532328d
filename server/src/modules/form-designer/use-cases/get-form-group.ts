import { type DesignerFormGroup, ErrorCode, type FormsInGroup } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerActor, type DesignerContext, designerActor, toDesignerFormSummary, toDesignerGroup } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';

/** A group as the designer shows it; another company's group is not found. */
export async function readFormGroup(db: Executor, actor: DesignerActor, id: number): Promise<DesignerFormGroup> {
  const row = await formDesignerRepository.findGroup(db, actor.companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toDesignerGroup(actor, row);
}

/** GET get-form-group/{id}. */
export function getFormGroup(ctx: DesignerContext, id: number): Promise<DesignerFormGroup> {
  return readFormGroup(ctx.db, designerActor(ctx), id);
}

/** GET get-forms-in-group/{id}: the group's forms in their order, archived ones included. */
export async function listFormsInGroup(ctx: DesignerContext, id: number): Promise<FormsInGroup> {
  const actor = designerActor(ctx);
  const group = await readFormGroup(ctx.db, actor, id);
  const forms = await formDesignerRepository.listForms(ctx.db, actor.companyCode, id);
  return { group, forms: forms.map((row) => toDesignerFormSummary(actor, row)) };
}
