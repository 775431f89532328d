import { defineRestRows } from '../../plugins/rest-api';

export const documentPermissionsRestRows = defineRestRows([
  // ?objectType=document|document_group&objectId=…
  { method: 'GET', path: '/admin-area/permissions/list', procedure: 'documentPermissions.list' },
  // {objectType, objectId, userId, permission}
  { method: 'POST', path: '/admin-area/permissions/grant', procedure: 'documentPermissions.grant' },
  {
    method: 'DELETE',
    path: '/admin-area/permissions/revoke/:id',
    procedure: 'documentPermissions.revoke',
    input: ({ params }) => ({ id: params.id }),
  },
]);
