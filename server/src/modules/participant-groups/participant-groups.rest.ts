import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

const BASE = '/admin-area/user-roles';
const MAPPING = '/admin-area/user-roles-mapping';

/** A body with the record's id from the path (the path wins over a body field of the same name). */
function bodyWith(key: string) {
  return ({ params, body }: RestRequestParts): unknown =>
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: params.id } : body;
}

const byId = ({ params }: RestRequestParts) => ({ id: params.id });

export const participantGroupsRestRows = defineRestRows([
  // The generic model calls of spec 2 §7 on admin-area/user-roles.
  { method: 'GET', path: BASE, procedure: 'participantGroups.list', paged: true },
  { method: 'GET', path: `${BASE}/init`, procedure: 'participantGroups.init' },
  { method: 'GET', path: `${BASE}/:id`, procedure: 'participantGroups.get', input: byId },
  { method: 'POST', path: BASE, procedure: 'participantGroups.create' },
  { method: 'PUT', path: `${BASE}/:id`, procedure: 'participantGroups.update', input: bodyWith('id') },
  { method: 'DELETE', path: `${BASE}/:id`, procedure: 'participantGroups.delete', input: byId },
  {
    method: 'POST',
    path: `${BASE}/copy/:id/:name`,
    procedure: 'participantGroups.copy',
    input: ({ params }) => ({ id: params.id, name: params.name }),
  },
  // Members: ?showUsersFromAllCompanies=true|false&search=…&userRoleId=…
  { method: 'GET', path: `${MAPPING}/get-users`, procedure: 'participantGroups.candidateUsers', paged: true },
  {
    method: 'GET',
    path: `${MAPPING}/members/:id`,
    procedure: 'participantGroups.members',
    paged: true,
    input: ({ params, query }) => ({ ...query, userRoleId: params.id }),
  },
  // {userIds, allowedDepartmentCodes?, allToConfirmOverride?}
  { method: 'POST', path: `${MAPPING}/add-users/:id`, procedure: 'participantGroups.addMembers', input: bodyWith('userRoleId') },
  // {allowedDepartmentCodes, allToConfirmOverride}
  { method: 'PUT', path: `${MAPPING}/:id`, procedure: 'participantGroups.updateMember', input: bodyWith('id') },
  { method: 'DELETE', path: `${MAPPING}/:id`, procedure: 'participantGroups.removeMember', input: byId },
]);
