import { businessToday } from '../../trpc/business-date';
import type { Context } from '../../trpc/context';
import type { ActivityContext } from './activity-access';

/** The use cases' context from a work-time procedure's (workTimeProcedure puts the session's company in companyCode). */
export function activityContextOf(ctx: Context & { auth: NonNullable<Context['auth']>; companyCode: string }): ActivityContext {
  return { db: ctx.db, actor: { userId: ctx.auth.user.id, companyCode: ctx.companyCode }, today: businessToday(ctx) };
}
