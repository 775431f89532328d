import type { EmployeePickerInput, IsoDate, Participant } from '@portal/shared';
import { type PickerContext, pickerRows, toParticipant } from '../employee-picker';

/** The same picker, restricted to employees who have a user, with the user's id. */
export async function listPickableUsers(
  ctx: PickerContext,
  input: EmployeePickerInput,
  today: IsoDate,
): Promise<(Participant & { userId: number })[]> {
  const rows = await pickerRows(ctx, input, today, true);
  return rows.map((row) => ({ ...toParticipant(row), userId: row.user_id! }));
}
