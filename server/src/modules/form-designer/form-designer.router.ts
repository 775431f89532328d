import {
  CopyFormInputSchema,
  CreateFormGroupInputSchema,
  CreateFormInputSchema,
  DeletedRecordSchema,
  DesignerFormGroupNodeSchema,
  DesignerFormGroupSchema,
  DesignerFormSchema,
  DesignerFormSettingsSchema,
  DesignerLayoutGroupSchema,
  FormDesignerIdInputSchema,
  FormEditorOptionsSchema,
  FormsInGroupSchema,
  SaveFormPositionsInputSchema,
  UpdateFormDescriptionInputSchema,
  UpdateFormGroupInputSchema,
  UpdateFormInputSchema,
  UpdateDesignerFormSettingsInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { copyForm } from './use-cases/copy-form';
import { createForm } from './use-cases/create-form';
import { createFormGroup } from './use-cases/create-form-group';
import { deleteForm } from './use-cases/delete-form';
import { deleteFormGroup } from './use-cases/delete-form-group';
import { getForm } from './use-cases/get-form';
import { getFormEditorOptions } from './use-cases/get-form-editor-options';
import { getFormGroup, listFormsInGroup } from './use-cases/get-form-group';
import { getFormSettings, updateFormSettings } from './use-cases/form-settings';
import { getFormGroupLayout, listFormGroups } from './use-cases/list-form-groups';
import { saveFormPositions } from './use-cases/save-form-positions';
import { setFormArchived } from './use-cases/set-form-archived';
import { setFormGroupArchived } from './use-cases/set-form-group-archived';
import { updateForm } from './use-cases/update-form';
import { updateFormDescription } from './use-cases/update-form-description';
import { updateFormGroup } from './use-cases/update-form-group';

// The form designer (spec 2 §2 documents, §7 "Documents admin"): form groups as a tree, the order of
// forms in a group, and forms with their descriptions and settings. Designer administrators only; the
// session company's own and shared definitions are visible, shared ones change from level 3 (use cases).
const designerProcedure = adminProcedure(DESIGNER_ADMIN_LEVEL);

export const formDesignerRouter = router({
  groups: designerProcedure.output(z.array(DesignerFormGroupNodeSchema)).query(({ ctx }) => listFormGroups(ctx)),

  layout: designerProcedure.output(z.array(DesignerLayoutGroupSchema)).query(({ ctx }) => getFormGroupLayout(ctx)),

  group: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormGroupSchema)
    .query(({ ctx, input }) => getFormGroup(ctx, input.id)),

  formsInGroup: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(FormsInGroupSchema)
    .query(({ ctx, input }) => listFormsInGroup(ctx, input.id)),

  createGroup: designerProcedure
    .input(CreateFormGroupInputSchema)
    .output(DesignerFormGroupSchema)
    .mutation(({ ctx, input }) => createFormGroup(ctx, input)),

  updateGroup: designerProcedure
    .input(UpdateFormGroupInputSchema)
    .output(DesignerFormGroupSchema)
    .mutation(({ ctx, input }) => updateFormGroup(ctx, input)),

  archiveGroup: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormGroupSchema)
    .mutation(({ ctx, input }) => setFormGroupArchived(ctx, input.id, true)),

  unArchiveGroup: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormGroupSchema)
    .mutation(({ ctx, input }) => setFormGroupArchived(ctx, input.id, false)),

  deleteGroup: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteFormGroup(ctx, input.id)),

  saveFormPositions: designerProcedure
    .input(SaveFormPositionsInputSchema)
    .output(FormsInGroupSchema)
    .mutation(({ ctx, input }) => saveFormPositions(ctx, input)),

  /** The form editor's numbering and activity-code pickers. */
  formOptions: designerProcedure.output(FormEditorOptionsSchema).query(({ ctx }) => getFormEditorOptions(ctx)),

  form: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormSchema)
    .query(({ ctx, input }) => getForm(ctx, input.id)),

  createForm: designerProcedure
    .input(CreateFormInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => createForm(ctx, input)),

  updateForm: designerProcedure
    .input(UpdateFormInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => updateForm(ctx, input)),

  copyForm: designerProcedure
    .input(CopyFormInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => copyForm(ctx, input)),

  archiveForm: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => setFormArchived(ctx, input.id, true)),

  unArchiveForm: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => setFormArchived(ctx, input.id, false)),

  deleteForm: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteForm(ctx, input.id)),

  updateFormDescription: designerProcedure
    .input(UpdateFormDescriptionInputSchema)
    .output(DesignerFormSchema)
    .mutation(({ ctx, input }) => updateFormDescription(ctx, input)),

  formSettings: designerProcedure
    .input(FormDesignerIdInputSchema)
    .output(DesignerFormSettingsSchema)
    .query(({ ctx, input }) => getFormSettings(ctx, input.id)),

  updateFormSettings: designerProcedure
    .input(UpdateDesignerFormSettingsInputSchema)
    .output(DesignerFormSettingsSchema)
    .mutation(({ ctx, input }) => updateFormSettings(ctx, input)),
});
