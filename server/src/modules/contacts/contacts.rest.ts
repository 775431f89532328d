import { defineRestRows } from '../../plugins/rest-api';

export const contactsRestRows = defineRestRows([{ method: 'GET', path: '/contacts', procedure: 'contacts.search' }]);
