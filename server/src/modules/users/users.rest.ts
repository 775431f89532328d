import { Substatus } from '@portal/shared';
import { defineRestRows } from '../../plugins/rest-api';

export const usersRestRows = defineRestRows([
  { method: 'GET', path: '/user', procedure: 'users.me', input: () => undefined },
  { method: 'POST', path: '/user/request-password-reset', procedure: 'users.requestPasswordReset' },
  {
    method: 'POST',
    path: '/user/change-password',
    procedure: 'users.changePassword',
    substatus: (data) => ((data as { passwordChangeRequired: boolean }).passwordChangeRequired ? Substatus.passwordExpired : null),
  },
  { method: 'POST', path: '/user/change-company/:code', procedure: 'users.changeCompany', input: ({ params }) => ({ code: params.code }) },
  {
    method: 'POST',
    path: '/user/change-language/:code',
    procedure: 'users.changeLanguage',
    input: ({ params }) => ({ code: params.code }),
  },
  { method: 'PUT', path: '/user/message-settings', procedure: 'users.updateMessageSettings' },
  { method: 'GET', path: '/user/settings/:code', procedure: 'users.getSetting', input: ({ params }) => ({ code: params.code }) },
  { method: 'POST', path: '/user/settings', procedure: 'users.saveSetting' },
]);
