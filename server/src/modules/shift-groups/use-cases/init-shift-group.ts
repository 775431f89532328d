import type { ShiftGroupDefaults } from '@portal/shared';
import { requireSetupRead, type SetupContext } from '../setup-access';

/** GET wtc-area/shift-groups/init: the values a new group's form starts with. */
export async function initShiftGroup(ctx: SetupContext): Promise<ShiftGroupDefaults> {
  await requireSetupRead(ctx.db, ctx.actor);
  return { code: '', name: '', description: '' };
}
