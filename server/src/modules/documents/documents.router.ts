import {
  DecisionContextInputSchema,
  DecisionContextSchema,
  ErrorCode,
  FormDescriptionSchema,
  FormGroupSchema,
  FormSchema,
  FormSummarySchema,
  PreValueItemSchema,
  QueryBooleanSchema,
  RecordIdSchema,
  SubmissionDetailSchema,
  SubmitFormInputSchema,
  SubmitFormResultSchema,
  textSchema,
  UpdateDocumentInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import * as formsRepository from './forms.repository';
import { deleteDocument } from './use-cases/delete-document';
import { getDecisionContext } from './use-cases/get-decision-context';
import { getFilableForm } from './use-cases/get-filable-form';
import { getSubmission } from './use-cases/get-submission';
import { submitForm } from './use-cases/submit-form';
import { updateDocument } from './use-cases/update-document';

const IdInputSchema = z.strictObject({ id: RecordIdSchema });

const GroupsInputSchema = z
  .strictObject({
    /** Only application groups (true) or only document groups (false); both when left out. */
    isApplication: z.preprocess((value) => (value === '' || value === null ? undefined : value), QueryBooleanSchema.optional()),
  })
  .prefault({});

async function groupTree(
  db: Parameters<typeof formsRepository.listGroups>[0],
  companyCode: string | null,
  isApplication: boolean | undefined,
) {
  const options = isApplication === undefined ? { companyCode } : { companyCode, isApplication };
  const [groups, forms] = await Promise.all([formsRepository.listGroups(db, options), formsRepository.listForms(db, options)]);
  return formsRepository.nestGroups(groups, forms);
}

/** Drops the branches with no form anywhere below them. */
function withForms(groups: z.infer<typeof FormGroupSchema>[]): z.infer<typeof FormGroupSchema>[] {
  return groups
    .map((group) => ({ ...group, groups: withForms(group.groups) }))
    .filter((group) => group.forms.length > 0 || group.groups.length > 0);
}

export const documentsRouter = router({
  /** Every active form group with its forms, flat (get-form-groups). */
  formGroups: signedInProcedure
    .input(GroupsInputSchema)
    .output(z.array(FormGroupSchema))
    .query(async ({ ctx, input }) => {
      const companyCode = ctx.auth.currentCompanyCode;
      const options = input.isApplication === undefined ? { companyCode } : { companyCode, isApplication: input.isApplication };
      const [groups, forms] = await Promise.all([formsRepository.listGroups(ctx.db, options), formsRepository.listForms(ctx.db, options)]);
      return groups.map((group) => ({ ...group, forms: forms.filter((form) => form.formGroupId === group.id) }));
    }),

  /** The groups as a tree with their forms, empty groups included (get-form-group-layout). */
  formGroupLayout: signedInProcedure
    .input(GroupsInputSchema)
    .output(z.array(FormGroupSchema))
    .query(({ ctx, input }) => groupTree(ctx.db, ctx.auth.currentCompanyCode, input.isApplication)),

  /** The tree the documents list and the application chooser show: only branches that hold forms (get-form-group-menu). */
  formGroupMenu: signedInProcedure
    .input(GroupsInputSchema)
    .output(z.array(FormGroupSchema))
    .query(async ({ ctx, input }) => withForms(await groupTree(ctx.db, ctx.auth.currentCompanyCode, input.isApplication))),

  /** A form to fill in (get-form/{id}): archived forms are not offered. */
  form: signedInProcedure
    .input(IdInputSchema)
    .output(FormSchema)
    .query(({ ctx, input }) => getFilableForm(ctx.db, input.id, ctx.auth.currentCompanyCode)),

  /** The forms the absence plan may create entries with (get-holiday-plan-forms). */
  holidayPlanForms: signedInProcedure
    .output(z.array(FormSummarySchema))
    .query(({ ctx }) => formsRepository.listForms(ctx.db, { companyCode: ctx.auth.currentCompanyCode, allowHolidayPlanning: true })),

  /** The items of a pre-value list (get-form-meta-pre-values). */
  preValues: signedInProcedure
    .input(z.strictObject({ FormMetaPreValuesListId: RecordIdSchema }))
    .output(z.array(PreValueItemSchema))
    .query(({ ctx, input }) => formsRepository.listPreValues(ctx.db, [input.FormMetaPreValuesListId])),

  /** The form's description in both languages (get-form-description/{formId}). */
  formDescription: signedInProcedure
    .input(z.strictObject({ formId: RecordIdSchema }))
    .output(FormDescriptionSchema.nullable())
    .query(async ({ ctx, input }) => {
      if (!(await formsRepository.isFormOffered(ctx.db, input.formId, ctx.auth.currentCompanyCode))) {
        throw new DomainError(ErrorCode.recordNotFound);
      }
      return formsRepository.findDescription(ctx.db, input.formId);
    }),

  /** A submission with its form, values and the caller's flags (get-form-submissions/{id}). */
  submission: signedInProcedure
    .input(IdInputSchema)
    .output(SubmissionDetailSchema)
    .query(({ ctx, input }) => getSubmission(ctx, input.id)),

  /**
   * What an approver decides with: the employee's leave balance after this leave and the team's
   * absences on its days; only for whoever may decide its active step now.
   */
  decisionContext: signedInProcedure
    .input(DecisionContextInputSchema)
    .output(DecisionContextSchema)
    .query(({ ctx, input }) => getDecisionContext(ctx, input.id)),

  /** A submission that mirrors an ERP document (get-form-submissions/{id}/{bcGuid}/{formId}). */
  erpSubmission: signedInProcedure
    .input(z.strictObject({ id: RecordIdSchema, bcGuid: textSchema().trim().min(1).max(100), formId: RecordIdSchema }))
    .output(SubmissionDetailSchema)
    .query(({ ctx, input }) => getSubmission(ctx, input.id, { bcGuid: input.bcGuid, formId: input.formId })),

  /** Files a new document, or saves an existing draft when `id` is given (submit-form). */
  submitForm: signedInProcedure
    .input(SubmitFormInputSchema)
    .output(SubmitFormResultSchema)
    .mutation(({ ctx, input }) => submitForm(ctx, input)),

  /** Saves a draft, optionally initiating it (update-document/{id}). */
  updateDocument: signedInProcedure
    .input(UpdateDocumentInputSchema)
    .output(SubmitFormResultSchema)
    .mutation(({ ctx, input }) => updateDocument(ctx, input)),

  /** Deletes a draft (delete-document/{id}). */
  deleteDocument: signedInProcedure
    .input(IdInputSchema)
    .output(z.object({ id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await deleteDocument(ctx, input.id);
      return { id: input.id };
    }),
});
