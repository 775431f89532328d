import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { LanguageSchema } from '../users/users.schemas';
import { optionalQueryValue, SetupSearchSchema, setupSortSchema, SetupSortDirectionSchema } from '../shift-groups/shift-groups.schemas';
import { MessageTemplateType, placeholdersOf, unknownPlaceholders } from './template-placeholders';

// The message templates of the workflow designer (spec 2 §3 "Message template", §7 "Templates and
// numbering"): admin-area/templates with save-template, get-template-properties, get-by-type, copy,
// send-test and the generic list, get and delete; plus a preview from a document of the company.

export const MessageTemplateTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union([z.literal(MessageTemplateType.workflowNotification), z.literal(MessageTemplateType.systemMail)], {
    error: ErrorCode.invalidValue,
  }),
);

/** Codes are looked up by the engine (workflow.approved, system.password_reset): letters, digits, dots, dashes, underscores. */
export const TemplateCodeSchema = textSchema(ErrorCode.fieldRequired)
  .trim()
  .min(1, ErrorCode.fieldRequired)
  .max(100, ErrorCode.invalidValue)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, ErrorCode.invalidValue);

const SubjectSchema = textSchema(ErrorCode.fieldRequired).trim().min(1, ErrorCode.fieldRequired).max(300, ErrorCode.invalidValue);
const BodySchema = textSchema(ErrorCode.fieldRequired).trim().min(1, ErrorCode.fieldRequired).max(50_000, ErrorCode.invalidValue);

export const MessageTemplateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.number().int(),
  subjectLt: z.string(),
  subjectEn: z.string(),
  textLt: z.string(),
  textEn: z.string(),
  /** Shared by every company (no company of its own): changed only by top administrators. */
  isShared: z.boolean(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateListItemSchema = MessageTemplateSchema.omit({ textLt: true, textEn: true }).extend({
  /** Workflows that name it for one of their notices. */
  workflowsCount: z.number().int(),
});
export type MessageTemplateListItem = z.infer<typeof MessageTemplateListItemSchema>;

export const MESSAGE_TEMPLATE_SORT_KEYS = ['code', 'subject'] as const;
export type MessageTemplateSort = (typeof MESSAGE_TEMPLATE_SORT_KEYS)[number];

/** GET admin-area/templates: a page of the company's own and the shared templates, of one type when given. */
export const MessageTemplateListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(MESSAGE_TEMPLATE_SORT_KEYS, 'code'),
  sortDirection: SetupSortDirectionSchema,
  search: SetupSearchSchema,
  type: optionalQueryValue(MessageTemplateTypeSchema.optional()),
});
export type MessageTemplateListInput = z.input<typeof MessageTemplateListInputSchema>;
export type MessageTemplateListQuery = z.infer<typeof MessageTemplateListInputSchema>;

export const MessageTemplatePageSchema = pagedResultSchema(MessageTemplateListItemSchema);
export type MessageTemplatePage = z.infer<typeof MessageTemplatePageSchema>;

export const MessageTemplateIdInputSchema = z.strictObject({ id: RecordIdSchema });

const templateTexts = {
  subjectLt: SubjectSchema,
  subjectEn: SubjectSchema,
  textLt: BodySchema,
  textEn: BodySchema,
};

/** Refuses, on its field, a `{name}` the template's type does not fill. */
function refusingUnknownPlaceholders<
  T extends { type: MessageTemplateType; subjectLt: string; subjectEn: string; textLt: string; textEn: string },
>(value: T, context: z.core.$RefinementCtx<T>) {
  for (const field of ['subjectLt', 'subjectEn', 'textLt', 'textEn'] as const) {
    if (unknownPlaceholders(value[field], value.type).length > 0) {
      context.addIssue({ code: 'custom', path: [field], message: ErrorCode.unknownPlaceholder });
    }
  }
}

/** POST admin-area/templates/save-template: creates (no id) or updates a template. */
export const SaveMessageTemplateInputSchema = z
  .strictObject({
    id: optionalQueryValue(RecordIdSchema.optional()),
    code: TemplateCodeSchema,
    type: MessageTemplateTypeSchema,
    ...templateTexts,
  })
  .superRefine(refusingUnknownPlaceholders);
export type SaveMessageTemplateInput = z.input<typeof SaveMessageTemplateInputSchema>;

export const TemplatePlaceholderSchema = z.object({ name: z.string(), descriptionLt: z.string(), descriptionEn: z.string() });
export type TemplatePlaceholder = z.infer<typeof TemplatePlaceholderSchema>;

/** GET admin-area/templates/get-template-properties/{id}: the placeholders the template's type fills. */
export const TemplatePropertiesSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  placeholders: z.array(TemplatePlaceholderSchema),
});
export type TemplateProperties = z.infer<typeof TemplatePropertiesSchema>;

/** The placeholders of a type as the editor lists them. */
export function templatePlaceholders(type: MessageTemplateType): TemplatePlaceholder[] {
  return Object.entries(placeholdersOf(type)).map(([name, description]) => ({
    name,
    descriptionLt: description.lt,
    descriptionEn: description.en,
  }));
}

/** GET admin-area/templates/get-by-type/{type}: every template of the type visible to the company (for pickers). */
export const TemplatesByTypeInputSchema = z.strictObject({ type: MessageTemplateTypeSchema });
export const TEMPLATES_BY_TYPE_LIMIT = 500;
export const TemplateOptionSchema = MessageTemplateSchema.pick({
  id: true,
  code: true,
  type: true,
  subjectLt: true,
  subjectEn: true,
  isShared: true,
});
export type TemplateOption = z.infer<typeof TemplateOptionSchema>;

/** POST admin-area/templates/copy/{id}/{name}: a copy in the session's company under a new code. */
export const CopyMessageTemplateInputSchema = z.strictObject({ id: RecordIdSchema, name: TemplateCodeSchema });
export type CopyMessageTemplateInput = z.input<typeof CopyMessageTemplateInputSchema>;

/** A document of the company to fill a preview or a test mail with (workflow notifications only). */
const OptionalSubmissionIdSchema = optionalQueryValue(RecordIdSchema.optional());

/** The editor's preview: the texts as they stand (unsaved), filled from a document of the company or sample values. */
export const PreviewMessageTemplateInputSchema = z.strictObject({
  type: MessageTemplateTypeSchema,
  subject: textSchema().max(300, ErrorCode.invalidValue),
  text: textSchema().max(50_000, ErrorCode.invalidValue),
  submissionId: OptionalSubmissionIdSchema,
  language: LanguageSchema,
});
export type PreviewMessageTemplateInput = z.input<typeof PreviewMessageTemplateInputSchema>;

export const RenderedTemplateSchema = z.object({
  subject: z.string(),
  /** Sanitised HTML: shown only through the one sanitising component. */
  html: z.string(),
  /** The document it was filled from; null for sample values. */
  submissionId: z.number().int().nullable(),
});
export type RenderedTemplate = z.infer<typeof RenderedTemplateSchema>;

/** PUT admin-area/templates/send-test: the saved template, filled, mailed to the administrator's own address. */
export const SendTestMessageTemplateInputSchema = z.strictObject({
  id: RecordIdSchema,
  submissionId: OptionalSubmissionIdSchema,
  language: optionalQueryValue(LanguageSchema.optional()),
});
export type SendTestMessageTemplateInput = z.input<typeof SendTestMessageTemplateInputSchema>;

export const SentTestMailSchema = z.object({ address: z.string(), subject: z.string(), submissionId: z.number().int().nullable() });
export type SentTestMail = z.infer<typeof SentTestMailSchema>;

/** Documents of the company a preview may be filled from, newest first. */
export const PreviewDocumentsInputSchema = z.strictObject({ search: SetupSearchSchema });
export const PREVIEW_DOCUMENTS_LIMIT = 20;
export const PreviewDocumentSchema = z.object({
  id: z.number().int(),
  documentNo: z.string().nullable(),
  formName: z.string(),
  formNameEn: z.string().nullable(),
  createdAt: z.date(),
});
export type PreviewDocument = z.infer<typeof PreviewDocumentSchema>;
