import {
  DefinitionIdInputSchema,
  DeletedDefinitionSchema,
  FormMetaDefaultsSchema,
  FormMetaDetailsSchema,
  FormMetaInputSchema,
  FormMetaListInputSchema,
  FormMetaPageSchema,
  FormMetaUpdateInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { designerContextOf } from './designer-context';
import { createFormMeta } from './use-cases/create-form-meta';
import { deleteFormMeta } from './use-cases/delete-form-meta';
import { getFormMeta } from './use-cases/get-form-meta';
import { initFormMeta } from './use-cases/init-form-meta';
import { listFormMetas } from './use-cases/list-form-metas';
import { updateFormMeta } from './use-cases/update-form-meta';

// admin-area/form-meta (spec 2 §7 generic model calls, "DELETE admin-area/form-meta/{id}"): the form
// fields forms place. Designers only (level 2); shared fields change only from level 3 (use cases).
const designer = adminProcedure(DESIGNER_ADMIN_LEVEL);

export const formMetasRouter = router({
  list: designer
    .input(FormMetaListInputSchema)
    .output(FormMetaPageSchema)
    .query(({ ctx, input }) => listFormMetas(designerContextOf(ctx), input)),

  init: designer
    .input(z.strictObject({}).optional())
    .output(FormMetaDefaultsSchema)
    .query(() => initFormMeta()),

  get: designer
    .input(DefinitionIdInputSchema)
    .output(FormMetaDetailsSchema)
    .query(({ ctx, input }) => getFormMeta(designerContextOf(ctx), input.id)),

  create: designer
    .input(FormMetaInputSchema)
    .output(FormMetaDetailsSchema)
    .mutation(({ ctx, input }) => createFormMeta(designerContextOf(ctx), input)),

  update: designer
    .input(FormMetaUpdateInputSchema)
    .output(FormMetaDetailsSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateFormMeta(designerContextOf(ctx), id, values)),

  delete: designer
    .input(DefinitionIdInputSchema)
    .output(DeletedDefinitionSchema)
    .mutation(({ ctx, input }) => deleteFormMeta(designerContextOf(ctx), input.id)),
});
