import { companiesRestRows } from '../modules/companies/companies.rest';
import { localizationRestRows } from '../modules/localization/localization.rest';
import { messagesRestRows } from '../modules/messages/messages.rest';
import { sessionsRestRows } from '../modules/sessions/sessions.rest';
import { usersRestRows } from '../modules/users/users.rest';

/** Every REST compatibility row of every domain. */
export const restRows = [...sessionsRestRows, ...usersRestRows, ...companiesRestRows, ...localizationRestRows, ...messagesRestRows];
