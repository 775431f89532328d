import {
  AddFormFieldInputSchema,
  AvailableFormMetaSchema,
  CreateFormFieldValidationInputSchema,
  FormFieldsSchema,
  FormFieldValidationRowSchema,
  FormIdInputSchema,
  FormSchema,
  RemoveFormFieldResultSchema,
  ReorderFormFieldsInputSchema,
  UpdateFormFieldInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { addFormField } from './use-cases/add-form-field';
import { createFieldValidation } from './use-cases/create-field-validation';
import { deleteFieldValidation } from './use-cases/delete-field-validation';
import { getFormFields } from './use-cases/get-form-fields';
import { listAvailableMetas } from './use-cases/list-available-metas';
import { listFieldValidations } from './use-cases/list-field-validations';
import { previewForm } from './use-cases/preview-form';
import { removeFormField } from './use-cases/remove-form-field';
import { reorderFormFields } from './use-cases/reorder-form-fields';
import { updateFormField } from './use-cases/update-form-field';

// The form designer's fields tab and live preview (spec 2 §3 form data field and validation, §7
// "Documents admin"). Designers only; the form is checked against the session's company in the use cases.

const designerProcedure = adminProcedure(DESIGNER_ADMIN_LEVEL);
const IdResultSchema = z.object({ id: z.number().int() });

export const formFieldsRouter = router({
  /** The form's fields with their metas and rules (get-form-data/{id}). */
  list: designerProcedure
    .input(FormIdInputSchema)
    .output(FormFieldsSchema)
    .query(({ ctx, input }) => getFormFields(ctx, input.id)),

  /** The metas that may still be placed on the form (get-form-meta/{id}). */
  availableMetas: designerProcedure
    .input(FormIdInputSchema)
    .output(z.array(AvailableFormMetaSchema))
    .query(({ ctx, input }) => listAvailableMetas(ctx, input.id)),

  add: designerProcedure
    .input(AddFormFieldInputSchema)
    .output(IdResultSchema)
    .mutation(({ ctx, input }) => addFormField(ctx, input)),

  update: designerProcedure
    .input(UpdateFormFieldInputSchema)
    .output(IdResultSchema)
    .mutation(({ ctx, input }) => updateFormField(ctx, input)),

  reorder: designerProcedure
    .input(ReorderFormFieldsInputSchema)
    .output(z.object({ fieldIds: z.array(z.number().int()) }))
    .mutation(({ ctx, input }) => reorderFormFields(ctx, input)),

  /** Removes a field: deleted, or kept (marked removed) while filed documents hold values for it. */
  remove: designerProcedure
    .input(FormIdInputSchema)
    .output(RemoveFormFieldResultSchema)
    .mutation(({ ctx, input }) => removeFormField(ctx, input.id)),

  /** A field's rules (get-form-data-validations/{id}). */
  validations: designerProcedure
    .input(FormIdInputSchema)
    .output(z.array(FormFieldValidationRowSchema))
    .query(({ ctx, input }) => listFieldValidations(ctx, input.id)),

  createValidation: designerProcedure
    .input(CreateFormFieldValidationInputSchema)
    .output(FormFieldValidationRowSchema)
    .mutation(({ ctx, input }) => createFieldValidation(ctx, input)),

  deleteValidation: designerProcedure
    .input(FormIdInputSchema)
    .output(IdResultSchema)
    .mutation(({ ctx, input }) => deleteFieldValidation(ctx, input.id)),

  /** The form as employees get it to fill in (get-form/{id}), archived ones too; nothing is filed from it. */
  preview: designerProcedure
    .input(FormIdInputSchema)
    .output(FormSchema)
    .query(({ ctx, input }) => previewForm(ctx, input.id)),
});
