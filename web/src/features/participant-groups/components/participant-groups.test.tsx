import type { CandidateUser, ParticipantGroup, ParticipantGroupListItem, ParticipantGroupMember } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const topAdmin = aUser({ id: 2, username: 'admin', adminAccess: 3 });
const designer = aUser({ id: 7, username: 'designer', adminAccess: 2 });

function aGroup(id: number, name: string, overrides: Partial<ParticipantGroup> = {}): ParticipantGroup {
  return {
    id,
    name,
    systemName: null,
    active: true,
    limitedByAllowedDepartments: false,
    employeeManagerToConfirm: false,
    isShared: false,
    isPerDocument: false,
    ...overrides,
  };
}

const ownGroup = aGroup(5, 'Sandėlio vadovai', { limitedByAllowedDepartments: true });
const sharedGroup = aGroup(1, 'Personalo skyrius', { isShared: true });

function aMember(id: number, name: string, username: string, departments: string[] = []): ParticipantGroupMember {
  return {
    id,
    userId: id + 100,
    username,
    name,
    employeeNo: `SV00${id}`,
    allowedDepartmentCodes: departments,
    allToConfirmOverride: false,
  };
}

/** The server's groups and the members of the company's own group. */
function groupsServer(me = topAdmin): ProcedureMocks {
  let members = [aMember(11, 'Ona Petraitienė', 'ona', ['WH'])];
  const candidates: CandidateUser[] = [{ userId: 140, username: 'jonas', name: 'Jonas Jonaitis', employeeNo: 'SV0040' }];
  const otherCompany: CandidateUser = { userId: 150, username: 'nl-user', name: 'Nida Lukė', employeeNo: null };
  return {
    'users.me': () => me,
    'participantGroups.list': () => {
      const items: ParticipantGroupListItem[] = [
        { ...sharedGroup, membersCount: 1 },
        { ...ownGroup, membersCount: members.length },
        { ...aGroup(3, 'Papildomi derintojai', { systemName: 'CustomEmployee', isShared: true, isPerDocument: true }), membersCount: 0 },
      ];
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
    'participantGroups.get': (input) => (Number(input.id) === ownGroup.id ? ownGroup : sharedGroup),
    'participantGroups.members': () => ({ items: members, pagination: { page: 1, rowsPerPage: 20, totalRecords: members.length } }),
    'participantGroups.candidateUsers': (input) => {
      const items = input.showUsersFromAllCompanies ? [...candidates, otherCompany] : candidates;
      return { items, pagination: { page: 1, rowsPerPage: 50, totalRecords: items.length } };
    },
    'participantGroups.addMembers': (input) => {
      members = [
        ...members,
        ...(input.userIds as number[]).map((userId) =>
          aMember(userId - 100, userId === 150 ? 'Nida Lukė' : 'Jonas Jonaitis', String(userId)),
        ),
      ];
      return { added: input.userIds.length };
    },
    'participantGroups.updateMember': (input) => {
      members = members.map((member) =>
        member.id === Number(input.id)
          ? {
              ...member,
              allowedDepartmentCodes: input.allowedDepartmentCodes as string[],
              allToConfirmOverride: Boolean(input.allToConfirmOverride),
            }
          : member,
      );
      return { id: Number(input.id) };
    },
    'participantGroups.removeMember': (input) => {
      members = members.filter((member) => member.id !== Number(input.id));
      return { id: Number(input.id) };
    },
    'departments.list': () =>
      [
        { departmentCode: 'WH', departmentName: 'Sandėlis' },
        { departmentCode: 'PROD', departmentName: 'Gamyba' },
      ] as never,
  };
}

describe('the participant groups tab', () => {
  it('lists the company’s own and the shared groups with their members, each a link to its members', async () => {
    renderApp({ route: '/admin/workflows/user-roles', signedIn: true, procedures: groupsServer() });
    const table = await screen.findByRole('table', { name: 'Dalyvių grupės' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Visoms įmonėms')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pildoma kiekvienam dokumentui')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Sandėlio vadovai' })).toHaveAttribute('href', '/admin/user-roles/mapping/5');
    expect(screen.getByRole('button', { name: 'Nauja dalyvių grupė' })).toBeInTheDocument();
  });
});

describe('a group’s members (user-roles/mapping/{id})', () => {
  it('adds users from all companies with the departments they act for, and removes a member', async () => {
    const app = renderApp({ route: '/admin/user-roles/mapping/5', signedIn: true, procedures: groupsServer() });
    const members = await screen.findByRole('table', { name: 'Nariai' });
    expect(within(members).getByText('Ona Petraitienė')).toBeInTheDocument();
    expect(within(members).getByText('WH')).toBeInTheDocument();

    await app.user.click(screen.getByRole('switch', { name: 'Visų įmonių naudotojai' }));
    await waitFor(() =>
      expect(app.callsOf('participantGroups.candidateUsers').at(-1)?.input).toMatchObject({ showUsersFromAllCompanies: true }),
    );
    await app.user.click(screen.getAllByLabelText('Naudotojai')[0]!);
    await app.user.click(await screen.findByRole('option', { name: /Nida Lukė/ }));
    await app.user.click(screen.getAllByLabelText('Padaliniai, kurių dokumentus jie tvirtina')[0]!);
    await app.user.click(await screen.findByRole('option', { name: /Sandėlis/ }));
    await app.user.click(screen.getByRole('button', { name: 'Pridėti' }));
    await waitFor(() =>
      expect(app.callsOf('participantGroups.addMembers')[0]?.input).toEqual({
        userRoleId: 5,
        userIds: [150],
        allowedDepartmentCodes: ['WH'],
        allToConfirmOverride: false,
      }),
    );
    expect(await within(members).findByText('Nida Lukė')).toBeInTheDocument();

    await app.user.click(within(members).getByRole('button', { name: 'Pašalinti Ona Petraitienė' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti narį' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Pašalinti' }));
    await waitFor(() => expect(within(members).queryByText('Ona Petraitienė')).not.toBeInTheDocument());
    expect(app.callsOf('participantGroups.removeMember')[0]?.input).toEqual({ id: 11 });
  });

  it('changes a member’s departments and whether they always confirm', async () => {
    const app = renderApp({ route: '/admin/user-roles/mapping/5', signedIn: true, procedures: groupsServer() });
    const members = await screen.findByRole('table', { name: 'Nariai' });
    await app.user.click(await within(members).findByRole('button', { name: 'Keisti narystę: Ona Petraitienė' }));
    const dialog = await screen.findByRole('dialog', { name: 'Narystė: Ona Petraitienė' });
    await app.user.click(within(dialog).getAllByLabelText('Padaliniai, kurių dokumentus jie tvirtina')[0]!);
    await app.user.click(await screen.findByRole('option', { name: /Gamyba/ }));
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'Jo pritarimo reikia net tada, kai etapui užtenka vieno pritarimo' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(app.callsOf('participantGroups.updateMember')[0]?.input).toEqual({
        id: 11,
        allowedDepartmentCodes: ['WH', 'PROD'],
        allToConfirmOverride: true,
      }),
    );
    expect(await within(members).findByText('WH, PROD')).toBeInTheDocument();
  });

  it('shows a shared group to a level-2 designer without edit, delete or member changes, and offers a copy', async () => {
    renderApp({ route: '/admin/user-roles/mapping/1', signedIn: true, procedures: groupsServer(designer) });
    expect(await screen.findByRole('heading', { name: 'Personalo skyrius', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Visoms įmonėms')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Nariai' });
    expect(screen.queryByRole('button', { name: 'Redaguoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pašalinti/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pridėti' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopijuoti' })).toBeInTheDocument();
  });
});
