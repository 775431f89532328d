import type { CreateFormInput, DesignerForm } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type DesignerContext, designerActor } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { checkedFormValues, lockTargetGroup, systemNameTakenError } from '../form-values';
import { readForm } from './get-form';

/** POST create-form: a form in a group the caller may change; it belongs to the group's company. */
export async function createForm(ctx: DesignerContext, input: CreateFormInput): Promise<DesignerForm> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const owner = await lockTargetGroup(trx, actor, input.formGroupId);
    const values = await checkedFormValues(trx, actor, owner, input, {
      sortOrder: await formDesignerRepository.nextFormSortOrder(trx, input.formGroupId),
    });
    const id = await formDesignerRepository.insertForm(trx, values).catch((error: unknown) => {
      throw systemNameTakenError(error);
    });
    return readForm(trx, actor, id);
  });
}
