import {
  ALL_FORM_GROUPS,
  ApplicationListQuerySchema,
  DocumentListPageSchema,
  DocumentSearchInputSchema,
  ErrorCode,
  FormSettingsIdInputSchema,
  FormSettingsSchema,
  MySubmissionsQuerySchema,
  NextTaskInputSchema,
  NextTaskSchema,
  TaskListQuerySchema,
  UpdateFormSettingsInputSchema,
} from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { documentListStandingOf } from './document-list-standing';
import * as documentListsRepository from './document-lists.repository';
import * as formSettingsRepository from './form-settings.repository';
import { documentViewerOf } from './submission-access';

/** Group 0 is the list over all groups. */
function groupOf(id: number): number | null {
  return id === ALL_FORM_GROUPS ? null : id;
}

// Every list answers only what visibleTo(viewer) lets the caller read, in the session's company.
export const documentListsRouter = router({
  /** The documents list: filter, sort and page (get-documents). */
  search: signedInProcedure
    .input(DocumentSearchInputSchema.prefault({}))
    .output(DocumentListPageSchema)
    .query(async ({ ctx, input }) => {
      const viewer = await documentViewerOf(ctx);
      return documentListsRepository.searchDocuments(ctx.db, viewer, await documentListStandingOf(ctx, viewer), input, {
        timeZone: ctx.env.BUSINESS_TIME_ZONE,
      });
    }),

  /** What waits for the caller's action, In Progress by default (get-form-submission-tasks). */
  tasks: signedInProcedure
    .input(TaskListQuerySchema.prefault({}))
    .output(DocumentListPageSchema)
    .query(async ({ ctx, input }) => {
      const viewer = await documentViewerOf(ctx);
      return documentListsRepository.listTasks(ctx.db, viewer, await documentListStandingOf(ctx, viewer), input);
    }),

  /** After a decision: the caller's next task awaiting them, in the tasks list's order; null when none is left. */
  nextTask: signedInProcedure
    .input(NextTaskInputSchema)
    .output(NextTaskSchema)
    .query(async ({ ctx, input }) => {
      const viewer = await documentViewerOf(ctx);
      return (await documentListsRepository.findNextTask(ctx.db, viewer, await documentListStandingOf(ctx, viewer), input.afterId)) ?? null;
    }),

  /** The caller's applications, newest first, ten a page (get-applications). */
  applications: signedInProcedure
    .input(ApplicationListQuerySchema.prefault({}))
    .output(DocumentListPageSchema)
    .query(async ({ ctx, input }) => {
      const viewer = await documentViewerOf(ctx);
      return documentListsRepository.listOwn(ctx.db, viewer, await documentListStandingOf(ctx, viewer), input, {
        applicationsOnly: true,
      });
    }),

  /** Everything the caller filed or initiated, newest first (get-my-submissions). */
  mySubmissions: signedInProcedure
    .input(MySubmissionsQuerySchema.prefault({}))
    .output(DocumentListPageSchema)
    .query(async ({ ctx, input }) => {
      const viewer = await documentViewerOf(ctx);
      return documentListsRepository.listOwn(ctx.db, viewer, await documentListStandingOf(ctx, viewer), input, {
        applicationsOnly: false,
      });
    }),

  /** The caller's columns and search fields of a form group, 0 for all groups (get-form-settings-by-id). */
  formSettings: signedInProcedure
    .input(FormSettingsIdInputSchema)
    .output(FormSettingsSchema)
    .query(async ({ ctx, input }) => {
      const settings = await formSettingsRepository.loadFormSettings(ctx.db, ctx.auth.user.id, groupOf(input.id));
      if (!settings) throw new DomainError(ErrorCode.recordNotFound);
      return settings;
    }),

  /** Saves the caller's own columns and search fields of a group (update-form-settings-by-id). */
  updateFormSettings: signedInProcedure
    .input(UpdateFormSettingsInputSchema)
    .output(FormSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const settings = await formSettingsRepository.saveFormSettings(ctx.db, ctx.auth.user.id, groupOf(input.id), input.columns);
      if (!settings) throw new DomainError(ErrorCode.recordNotFound);
      return settings;
    }),
});
