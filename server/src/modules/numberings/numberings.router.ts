import {
  CopyNumberingInputSchema,
  DefinitionIdInputSchema,
  DeletedDefinitionSchema,
  NUMBERING_DEFAULTS,
  NumberingDefaultsSchema,
  NumberingDetailsSchema,
  NumberingInputSchema,
  NumberingListInputSchema,
  NumberingPageSchema,
  NumberingUpdateInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { designerContextOf } from '../form-metas/designer-context';
import { copyNumbering } from './use-cases/copy-numbering';
import { createNumbering } from './use-cases/create-numbering';
import { deleteNumbering } from './use-cases/delete-numbering';
import { getNumbering } from './use-cases/get-numbering';
import { listNumberings } from './use-cases/list-numberings';
import { updateNumbering } from './use-cases/update-numbering';

// admin-area/form-numbering (spec 2 §7 generic model calls and "POST admin-area/form-numbering/copy/{id}/{name}").
// Designers only (level 2); shared numberings change only from level 3 (use cases).
const designer = adminProcedure(DESIGNER_ADMIN_LEVEL);

export const numberingsRouter = router({
  list: designer
    .input(NumberingListInputSchema)
    .output(NumberingPageSchema)
    .query(({ ctx, input }) => listNumberings(designerContextOf(ctx), input)),

  init: designer
    .input(z.strictObject({}).optional())
    .output(NumberingDefaultsSchema)
    .query(() => NUMBERING_DEFAULTS),

  get: designer
    .input(DefinitionIdInputSchema)
    .output(NumberingDetailsSchema)
    .query(({ ctx, input }) => getNumbering(designerContextOf(ctx), input.id)),

  create: designer
    .input(NumberingInputSchema)
    .output(NumberingDetailsSchema)
    .mutation(({ ctx, input }) => createNumbering(designerContextOf(ctx), input)),

  update: designer
    .input(NumberingUpdateInputSchema)
    .output(NumberingDetailsSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateNumbering(designerContextOf(ctx), id, values)),

  delete: designer
    .input(DefinitionIdInputSchema)
    .output(DeletedDefinitionSchema)
    .mutation(({ ctx, input }) => deleteNumbering(designerContextOf(ctx), input.id)),

  copy: designer
    .input(CopyNumberingInputSchema)
    .output(NumberingDetailsSchema)
    .mutation(({ ctx, input }) => copyNumbering(designerContextOf(ctx), input)),
});
