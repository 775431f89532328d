import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { SubmissionStateSchema } from '../documents/submission-state';
import { ErrorCode } from '../errors/error-codes';

// Document permissions (spec 2 §6): manage, update or read, granted to a user on one document (a form
// submission) or on a document group (a form group, covering its forms' documents). The administrator
// manages them on the admin area's permissions screen, opened with an objectType and an objectId.

/** A left-out choice is required, any other value not one of the choices. */
const choiceError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? ErrorCode.fieldRequired : ErrorCode.invalidValue),
};

export const DocumentPermissionObjectType = { document: 'document', documentGroup: 'document_group' } as const;
export type DocumentPermissionObjectType = (typeof DocumentPermissionObjectType)[keyof typeof DocumentPermissionObjectType];
export const DocumentPermissionObjectTypeSchema = z.enum(
  [DocumentPermissionObjectType.document, DocumentPermissionObjectType.documentGroup],
  choiceError,
);

/** Each level includes the ones before it: update can read, manage can update. */
export const DocumentPermissionLevel = { read: 'read', update: 'update', manage: 'manage' } as const;
export type DocumentPermissionLevel = (typeof DocumentPermissionLevel)[keyof typeof DocumentPermissionLevel];
export const DOCUMENT_PERMISSION_LEVELS = Object.values(DocumentPermissionLevel) as [DocumentPermissionLevel, ...DocumentPermissionLevel[]];
export const DocumentPermissionLevelSchema = z.enum(DOCUMENT_PERMISSION_LEVELS, choiceError);

/** The object whose permissions are listed (admin-area/permissions?objectType=…&objectId=…). */
export const DocumentPermissionObjectInputSchema = z.strictObject({
  objectType: DocumentPermissionObjectTypeSchema,
  objectId: RecordIdSchema,
});
export type DocumentPermissionObjectInput = z.infer<typeof DocumentPermissionObjectInputSchema>;

export const GrantDocumentPermissionInputSchema = DocumentPermissionObjectInputSchema.extend({
  userId: RecordIdSchema,
  permission: DocumentPermissionLevelSchema,
});
export type GrantDocumentPermissionInput = z.infer<typeof GrantDocumentPermissionInputSchema>;

export const RevokeDocumentPermissionInputSchema = z.strictObject({ id: RecordIdSchema });
export type RevokeDocumentPermissionInput = z.infer<typeof RevokeDocumentPermissionInputSchema>;

/** A user as the permissions screen names them: the employee's name in the session's company, else the user's. */
export const DocumentPermissionUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** The user's employee number in the session's company, if they have one there. */
  employeeNo: z.string().nullable(),
});
export type DocumentPermissionUser = z.infer<typeof DocumentPermissionUserSchema>;

export const DocumentPermissionGrantSchema = z.object({
  id: z.number().int(),
  user: DocumentPermissionUserSchema,
  permission: DocumentPermissionLevelSchema,
  /** Null once the granting user is deleted (or for grants written without one). */
  grantedBy: DocumentPermissionUserSchema.nullable(),
  createdAt: z.date(),
});
export type DocumentPermissionGrant = z.infer<typeof DocumentPermissionGrantSchema>;

/** What the screen's title names: a document by its form, number and state; a group by its name. */
export const DocumentPermissionObjectSchema = z.discriminatedUnion('objectType', [
  z.object({
    objectType: z.literal(DocumentPermissionObjectType.document),
    objectId: z.number().int(),
    formName: z.string(),
    formNameEn: z.string().nullable(),
    documentNo: z.string().nullable(),
    state: SubmissionStateSchema,
  }),
  z.object({
    objectType: z.literal(DocumentPermissionObjectType.documentGroup),
    objectId: z.number().int(),
    name: z.string(),
    nameEn: z.string().nullable(),
  }),
]);
export type DocumentPermissionObject = z.infer<typeof DocumentPermissionObjectSchema>;

export const DocumentPermissionListSchema = z.object({
  object: DocumentPermissionObjectSchema,
  grants: z.array(DocumentPermissionGrantSchema),
});
export type DocumentPermissionList = z.infer<typeof DocumentPermissionListSchema>;
