import {
  AddParticipantGroupMembersInputSchema,
  CandidateUserPageSchema,
  CandidateUsersInputSchema,
  CopyParticipantGroupInputSchema,
  ParticipantGroupDefaultsSchema,
  ParticipantGroupIdInputSchema,
  ParticipantGroupInputSchema,
  ParticipantGroupListInputSchema,
  ParticipantGroupMemberPageSchema,
  ParticipantGroupMembersInputSchema,
  ParticipantGroupPageSchema,
  ParticipantGroupSchema,
  ParticipantGroupUpdateInputSchema,
  RemovedMemberSchema,
  UpdateParticipantGroupMemberInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { addMembers, removeMember, updateMember } from './use-cases/change-members';
import { copyParticipantGroup } from './use-cases/copy-participant-group';
import { deleteParticipantGroup } from './use-cases/delete-participant-group';
import { getParticipantGroup } from './use-cases/get-participant-group';
import { listCandidateUsers } from './use-cases/list-candidate-users';
import { listMembers } from './use-cases/list-members';
import { listParticipantGroups } from './use-cases/list-participant-groups';
import { saveParticipantGroup } from './use-cases/save-participant-group';

const designer = adminProcedure(DESIGNER_ADMIN_LEVEL);

// admin-area/user-roles and admin-area/user-roles-mapping (spec 2 §7): the workflow designer's
// participant groups. The company comes from the session; shared groups change only from level 3.
export const participantGroupsRouter = router({
  list: designer
    .input(ParticipantGroupListInputSchema)
    .output(ParticipantGroupPageSchema)
    .query(({ ctx, input }) => listParticipantGroups(ctx, input)),

  init: designer
    .input(z.strictObject({}).optional())
    .output(ParticipantGroupDefaultsSchema)
    .query(() => ({ name: '', systemName: null, active: true, limitedByAllowedDepartments: false, employeeManagerToConfirm: false })),

  get: designer
    .input(ParticipantGroupIdInputSchema)
    .output(ParticipantGroupSchema)
    .query(({ ctx, input }) => getParticipantGroup(ctx, input.id)),

  create: designer
    .input(ParticipantGroupInputSchema)
    .output(ParticipantGroupSchema)
    .mutation(({ ctx, input }) => saveParticipantGroup(ctx, null, input)),

  update: designer
    .input(ParticipantGroupUpdateInputSchema)
    .output(ParticipantGroupSchema)
    .mutation(({ ctx, input: { id, ...values } }) => saveParticipantGroup(ctx, id, values)),

  delete: designer
    .input(ParticipantGroupIdInputSchema)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deleteParticipantGroup(ctx, input.id)),

  copy: designer
    .input(CopyParticipantGroupInputSchema)
    .output(ParticipantGroupSchema)
    .mutation(({ ctx, input }) => copyParticipantGroup(ctx, input)),

  members: designer
    .input(ParticipantGroupMembersInputSchema)
    .output(ParticipantGroupMemberPageSchema)
    .query(({ ctx, input }) => listMembers(ctx, input)),

  candidateUsers: designer
    .input(CandidateUsersInputSchema)
    .output(CandidateUserPageSchema)
    .query(({ ctx, input }) => listCandidateUsers(ctx, input)),

  addMembers: designer
    .input(AddParticipantGroupMembersInputSchema)
    .output(z.object({ added: z.number().int() }))
    .mutation(({ ctx, input }) => addMembers(ctx, input)),

  updateMember: designer
    .input(UpdateParticipantGroupMemberInputSchema)
    .output(RemovedMemberSchema)
    .mutation(({ ctx, input }) => updateMember(ctx, input)),

  removeMember: designer
    .input(ParticipantGroupIdInputSchema)
    .output(RemovedMemberSchema)
    .mutation(({ ctx, input }) => removeMember(ctx, input.id)),
});
