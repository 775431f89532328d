import { ErrorCode, type PreValueListDetails, type PreValueItemValues, type ReorderPreValueItemsInput } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import { type DesignerContext, requireChangeable } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { readPreValueListDetails } from './get-pre-value-list';

// The items of a pre-value list. Every change locks the list first, so value uniqueness and the one
// default item are decided one edit at a time (the unique indexes of migration 0029 back them up).

async function lockChangeableList(ctx: DesignerContext, trx: Transaction<Database>, listId: number): Promise<void> {
  const list = await formMetasRepository.lockPreValueList(trx, ctx.companyCode, listId);
  if (!list) throw new DomainError(ErrorCode.recordNotFound);
  requireChangeable(ctx, list);
}

function valueTaken(error: unknown): unknown {
  return isUniqueViolation(error, 'pre_value_items_value_unique') ? DomainError.forField('value', ErrorCode.preValueTaken) : error;
}

/** POST admin-area/form-meta-prevalues/{id}/items: a new item, last in the list; a default one clears the other. */
export async function createPreValueItem(ctx: DesignerContext, values: PreValueItemValues): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    await lockChangeableList(ctx, trx, values.listId);
    if (await formMetasRepository.isItemValueTaken(trx, { listId: values.listId, value: values.value })) {
      throw DomainError.forField('value', ErrorCode.preValueTaken);
    }
    if (values.isDefault) await formMetasRepository.clearDefaultItem(trx, values.listId);
    await formMetasRepository.insertItem(trx, values.listId, values).catch((error: unknown) => {
      throw valueTaken(error);
    });
    return readPreValueListDetails(trx, ctx.companyCode, values.listId);
  });
}

/** PUT admin-area/form-meta-prevalues/{id}/items/{itemId}. */
export async function updatePreValueItem(ctx: DesignerContext, id: number, values: PreValueItemValues): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    await lockChangeableList(ctx, trx, values.listId);
    if (!(await formMetasRepository.findItem(trx, values.listId, id))) throw new DomainError(ErrorCode.recordNotFound);
    if (await formMetasRepository.isItemValueTaken(trx, { listId: values.listId, value: values.value, exceptId: id })) {
      throw DomainError.forField('value', ErrorCode.preValueTaken);
    }
    if (values.isDefault) await formMetasRepository.clearDefaultItem(trx, values.listId, id);
    await formMetasRepository.updateItem(trx, id, values).catch((error: unknown) => {
      throw valueTaken(error);
    });
    return readPreValueListDetails(trx, ctx.companyCode, values.listId);
  });
}

/** DELETE admin-area/form-meta-prevalues/{id}/items/{itemId}. Filed documents keep the value they stored. */
export async function deletePreValueItem(ctx: DesignerContext, listId: number, id: number): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    await lockChangeableList(ctx, trx, listId);
    if (!(await formMetasRepository.findItem(trx, listId, id))) throw new DomainError(ErrorCode.recordNotFound);
    await formMetasRepository.deleteItem(trx, id);
    return readPreValueListDetails(trx, ctx.companyCode, listId);
  });
}

/** POST admin-area/form-meta-prevalues/{id}/items/reorder: every item of the list, each once, in the new order. */
export async function reorderPreValueItems(ctx: DesignerContext, input: ReorderPreValueItemsInput): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    await lockChangeableList(ctx, trx, input.listId);
    const current = (await formMetasRepository.listItems(trx, input.listId)).map((item) => item.id);
    const wanted = new Set(input.itemIds);
    if (wanted.size !== input.itemIds.length || current.length !== wanted.size || current.some((id) => !wanted.has(id))) {
      throw DomainError.forField('itemIds', ErrorCode.invalidValue);
    }
    await formMetasRepository.setItemOrder(trx, input.listId, input.itemIds);
    return readPreValueListDetails(trx, ctx.companyCode, input.listId);
  });
}
