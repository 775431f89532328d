import { companiesRouter } from '../modules/companies/companies.router';
import { localizationRouter } from '../modules/localization/localization.router';
import { messagesRouter } from '../modules/messages/messages.router';
import { sessionsRouter } from '../modules/sessions/sessions.router';
import { usersRouter } from '../modules/users/users.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  sessions: sessionsRouter,
  users: usersRouter,
  companies: companiesRouter,
  localization: localizationRouter,
  messages: messagesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
