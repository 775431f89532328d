import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, QueryBooleanSchema, RecordIdSchema } from '../api/envelope';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { optionalQueryValue, SetupSearchSchema, setupSortSchema, SetupSortDirectionSchema } from '../shift-groups/shift-groups.schemas';
import { ParticipantGroupKind } from '../workflows/workflow.schemas';

// Participant groups (spec 2 §3 "User role", "User role mapping"; §7 admin-area/user-roles and
// user-roles-mapping): the groups whose members take part in workflow activities, their members and the
// departments a member of a limited group acts for.

const perDocumentKinds: readonly string[] = Object.values(ParticipantGroupKind);

/** CustomEmployee, CustomDepartment, CustomJobTitle and CustomParticipants mark groups filled per document. */
export function isPerDocumentGroup(systemName: string | null | undefined): boolean {
  return systemName !== null && systemName !== undefined && perDocumentKinds.includes(systemName);
}

const NameSchema = textSchema(ErrorCode.fieldRequired).trim().min(1, ErrorCode.fieldRequired).max(200, ErrorCode.invalidValue);

/** A system name code looks groups up by; blank is none. */
const SystemNameSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  textSchema()
    .trim()
    .max(100, ErrorCode.invalidValue)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, ErrorCode.invalidValue)
    .nullable(),
);

export const ParticipantGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  systemName: z.string().nullable(),
  active: z.boolean(),
  limitedByAllowedDepartments: z.boolean(),
  employeeManagerToConfirm: z.boolean(),
  /** Shared by every company: changed only by top administrators. */
  isShared: z.boolean(),
  /** Filled per document (a system-marked group): it has no fixed members. */
  isPerDocument: z.boolean(),
});
export type ParticipantGroup = z.infer<typeof ParticipantGroupSchema>;

export const ParticipantGroupListItemSchema = ParticipantGroupSchema.extend({ membersCount: z.number().int() });
export type ParticipantGroupListItem = z.infer<typeof ParticipantGroupListItemSchema>;

export const PARTICIPANT_GROUP_SORT_KEYS = ['name', 'systemName'] as const;
export type ParticipantGroupSort = (typeof PARTICIPANT_GROUP_SORT_KEYS)[number];

/** GET admin-area/user-roles: a page of the company's own and the shared groups with their member counts. */
export const ParticipantGroupListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(PARTICIPANT_GROUP_SORT_KEYS, 'name'),
  sortDirection: SetupSortDirectionSchema,
  search: SetupSearchSchema,
});
export type ParticipantGroupListInput = z.input<typeof ParticipantGroupListInputSchema>;
export type ParticipantGroupListQuery = z.infer<typeof ParticipantGroupListInputSchema>;

export const ParticipantGroupPageSchema = pagedResultSchema(ParticipantGroupListItemSchema);
export type ParticipantGroupPage = z.infer<typeof ParticipantGroupPageSchema>;

export const ParticipantGroupIdInputSchema = z.strictObject({ id: RecordIdSchema });

/** POST admin-area/user-roles. */
export const ParticipantGroupInputSchema = z.strictObject({
  name: NameSchema,
  systemName: SystemNameSchema.optional().transform((value) => value ?? null),
  active: z.boolean().default(true),
  limitedByAllowedDepartments: z.boolean().default(false),
  employeeManagerToConfirm: z.boolean().default(false),
});
export type ParticipantGroupInput = z.input<typeof ParticipantGroupInputSchema>;

/** PUT admin-area/user-roles/{id}. */
export const ParticipantGroupUpdateInputSchema = ParticipantGroupInputSchema.extend({ id: RecordIdSchema });
export type ParticipantGroupUpdateInput = z.input<typeof ParticipantGroupUpdateInputSchema>;

/** GET admin-area/user-roles/init: a new group's values. */
export const ParticipantGroupDefaultsSchema = z.object({
  name: z.string(),
  systemName: z.string().nullable(),
  active: z.boolean(),
  limitedByAllowedDepartments: z.boolean(),
  employeeManagerToConfirm: z.boolean(),
});
export type ParticipantGroupDefaults = z.infer<typeof ParticipantGroupDefaultsSchema>;

/** POST admin-area/user-roles/copy/{id}/{name}: a copy with its members in the session's company. */
export const CopyParticipantGroupInputSchema = z.strictObject({ id: RecordIdSchema, name: NameSchema });
export type CopyParticipantGroupInput = z.input<typeof CopyParticipantGroupInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Members

const DepartmentCodeSchema = textSchema().trim().min(1, ErrorCode.invalidValue).max(50, ErrorCode.invalidValue);
export const AllowedDepartmentCodesSchema = z
  .array(DepartmentCodeSchema)
  .max(200, ErrorCode.invalidValue)
  .transform((codes) => [...new Set(codes)]);

export const ParticipantGroupMemberSchema = z.object({
  /** The membership (user role mapping). */
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  employeeNo: z.string().nullable(),
  /** The departments (of the session's company) whose employees' documents the member acts on in a limited group. */
  allowedDepartmentCodes: z.array(z.string()),
  /** This member's approval is needed even when the step completes on the first approval. */
  allToConfirmOverride: z.boolean(),
});
export type ParticipantGroupMember = z.infer<typeof ParticipantGroupMemberSchema>;

export const ParticipantGroupMembersInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  userRoleId: RecordIdSchema,
  search: SetupSearchSchema,
});
export type ParticipantGroupMembersInput = z.input<typeof ParticipantGroupMembersInputSchema>;
export type ParticipantGroupMembersQuery = z.infer<typeof ParticipantGroupMembersInputSchema>;
export const ParticipantGroupMemberPageSchema = pagedResultSchema(ParticipantGroupMemberSchema);
export type ParticipantGroupMemberPage = z.infer<typeof ParticipantGroupMemberPageSchema>;

/** GET admin-area/user-roles-mapping/get-users?showUsersFromAllCompanies=bool: users who may be made members. */
export const CandidateUsersInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  showUsersFromAllCompanies: optionalQueryValue(QueryBooleanSchema.optional()).transform((value) => value ?? false),
  search: SetupSearchSchema,
  /** Leaves out the group's members already in it. */
  userRoleId: optionalQueryValue(RecordIdSchema.optional()),
});
export type CandidateUsersInput = z.input<typeof CandidateUsersInputSchema>;
export type CandidateUsersQuery = z.infer<typeof CandidateUsersInputSchema>;

export const CandidateUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** Their employee number in the session's company, if employed there. */
  employeeNo: z.string().nullable(),
});
export type CandidateUser = z.infer<typeof CandidateUserSchema>;
export const CandidateUserPageSchema = pagedResultSchema(CandidateUserSchema);
export type CandidateUserPage = z.infer<typeof CandidateUserPageSchema>;

/** POST admin-area/user-roles-mapping/add-users/{userRoleId}. */
export const AddParticipantGroupMembersInputSchema = z.strictObject({
  userRoleId: RecordIdSchema,
  userIds: z.array(RecordIdSchema).min(1, ErrorCode.fieldRequired).max(100, ErrorCode.invalidValue),
  allowedDepartmentCodes: AllowedDepartmentCodesSchema.default([]),
  allToConfirmOverride: z.boolean().default(false),
});
export type AddParticipantGroupMembersInput = z.input<typeof AddParticipantGroupMembersInputSchema>;

/** PUT admin-area/user-roles-mapping/{id}: a member's departments and override. */
export const UpdateParticipantGroupMemberInputSchema = z.strictObject({
  id: RecordIdSchema,
  allowedDepartmentCodes: AllowedDepartmentCodesSchema,
  allToConfirmOverride: z.boolean(),
});
export type UpdateParticipantGroupMemberInput = z.input<typeof UpdateParticipantGroupMemberInputSchema>;

export const RemovedMemberSchema = z.object({ id: z.number().int() });
