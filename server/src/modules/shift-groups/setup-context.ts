import { businessToday } from '../../trpc/business-date';
import type { Context } from '../../trpc/context';
import type { SetupContext } from './setup-access';

/** The use cases' context from a work-time procedure's (workTimeProcedure puts the session's company in companyCode). */
export function setupContextOf(ctx: Context & { auth: NonNullable<Context['auth']>; companyCode: string }): SetupContext {
  return { db: ctx.db, actor: { userId: ctx.auth.user.id, companyCode: ctx.companyCode }, today: businessToday(ctx) };
}
