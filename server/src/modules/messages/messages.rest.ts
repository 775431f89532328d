import { defineRestRows } from '../../plugins/rest-api';

export const messagesRestRows = defineRestRows([
  { method: 'GET', path: '/messages/get-sidebar-messages', procedure: 'messages.sidebar', input: () => undefined },
  { method: 'GET', path: '/messages/index', procedure: 'messages.list', paged: true },
  // Opening a message marks it read: a POST, never a GET a prefetch could trigger.
  { method: 'POST', path: '/messages/view-message/:id', procedure: 'messages.view', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: '/messages/delete-messages', procedure: 'messages.deleteMany' },
]);
