import { defineRestRows } from '../../plugins/rest-api';

export const messagesRestRows = defineRestRows([
  { method: 'GET', path: '/messages/get-sidebar-messages', procedure: 'messages.sidebar', input: () => undefined },
]);
