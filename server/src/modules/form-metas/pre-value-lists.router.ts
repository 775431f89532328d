import {
  DefinitionIdInputSchema,
  DeletedDefinitionSchema,
  PreValueItemIdInputSchema,
  PreValueItemInputSchema,
  PreValueItemUpdateInputSchema,
  PreValueListDefaultsSchema,
  PreValueListDetailsSchema,
  PreValueListInputSchema,
  PreValueListListInputSchema,
  PreValueListPageSchema,
  PreValueListUpdateInputSchema,
  ReorderPreValueItemsInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { designerContextOf } from './designer-context';
import { createPreValueList } from './use-cases/create-pre-value-list';
import { deletePreValueList } from './use-cases/delete-pre-value-list';
import { getPreValueList } from './use-cases/get-pre-value-list';
import { listPreValueLists } from './use-cases/list-pre-value-lists';
import { createPreValueItem, deletePreValueItem, reorderPreValueItems, updatePreValueItem } from './use-cases/pre-value-items';
import { updatePreValueList } from './use-cases/update-pre-value-list';

// admin-area/form-meta-prevalues (spec 2 §2, §3 "Form meta prevalue"): the lists list-type fields take
// their choices from, and the lists' items. The item calls answer the whole list, in its new order.
const designer = adminProcedure(DESIGNER_ADMIN_LEVEL);

export const preValueListsRouter = router({
  list: designer
    .input(PreValueListListInputSchema)
    .output(PreValueListPageSchema)
    .query(({ ctx, input }) => listPreValueLists(designerContextOf(ctx), input)),

  init: designer
    .input(z.strictObject({}).optional())
    .output(PreValueListDefaultsSchema)
    .query(() => ({ name: '', nameEn: null })),

  get: designer
    .input(DefinitionIdInputSchema)
    .output(PreValueListDetailsSchema)
    .query(({ ctx, input }) => getPreValueList(designerContextOf(ctx), input.id)),

  create: designer
    .input(PreValueListInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input }) => createPreValueList(designerContextOf(ctx), input)),

  update: designer
    .input(PreValueListUpdateInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updatePreValueList(designerContextOf(ctx), id, values)),

  delete: designer
    .input(DefinitionIdInputSchema)
    .output(DeletedDefinitionSchema)
    .mutation(({ ctx, input }) => deletePreValueList(designerContextOf(ctx), input.id)),

  createItem: designer
    .input(PreValueItemInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input }) => createPreValueItem(designerContextOf(ctx), input)),

  updateItem: designer
    .input(PreValueItemUpdateInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updatePreValueItem(designerContextOf(ctx), id, values)),

  deleteItem: designer
    .input(PreValueItemIdInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input }) => deletePreValueItem(designerContextOf(ctx), input.listId, input.id)),

  reorderItems: designer
    .input(ReorderPreValueItemsInputSchema)
    .output(PreValueListDetailsSchema)
    .mutation(({ ctx, input }) => reorderPreValueItems(designerContextOf(ctx), input)),
});
