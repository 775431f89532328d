import type { EmployeePickerInput, IsoDate, Participant } from '@portal/shared';
import { type PickerContext, pickerRows, toParticipant } from '../employee-picker';

/** The employee picker of participant and employee fields. */
export async function listPickableEmployees(ctx: PickerContext, input: EmployeePickerInput, today: IsoDate): Promise<Participant[]> {
  return (await pickerRows(ctx, input, today, false)).map(toParticipant);
}
