import { Substatus } from '@portal/shared';
import { defineRestRows } from '../../plugins/rest-api';

export const sessionsRestRows = defineRestRows([
  { method: 'GET', path: '/sessions/test-authentication', procedure: 'sessions.testAuthentication', input: () => undefined },
  { method: 'GET', path: '/sessions/site-settings', procedure: 'sessions.siteSettings', input: () => undefined },
  { method: 'GET', path: '/sessions/get-pre-auth-settings', procedure: 'sessions.preAuthSettings', input: () => undefined },
  {
    method: 'POST',
    path: '/sessions/username-auth',
    procedure: 'sessions.usernameAuth',
    substatus: (data) => ((data as { passwordChangeRequired: boolean }).passwordChangeRequired ? Substatus.passwordExpired : null),
  },
  { method: 'POST', path: '/sessions/azure-ad-auth', procedure: 'sessions.azureAdAuth' },
  {
    method: 'GET',
    path: '/sessions/get-user-type/:username',
    procedure: 'sessions.userType',
    input: ({ params }) => ({ username: params.username }),
  },
  { method: 'POST', path: '/sessions/windows-auth', procedure: 'sessions.windowsAuth', input: () => undefined },
  { method: 'POST', path: '/sessions/sign-out', procedure: 'sessions.signOut', input: () => undefined },
]);
