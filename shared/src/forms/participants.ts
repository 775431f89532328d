import { FieldType, type Participant } from './field-types';
import { FormErrorCode } from './form-errors';

/** Most participants a multiple participant field takes (spec 1 §9). */
export const MAX_PARTICIPANTS = 100;
/** The personnel number of the super-administrator, who is never a default participant. */
export const SUPER_ADMIN_PERSONNEL_NO = '__SA';
/** Manager fields get this value when no participant is chosen. */
export const NO_EMPLOYEE_NO = '0';

export function participantLimit(isMultiple: boolean): number {
  return isMultiple ? MAX_PARTICIPANTS : 1;
}

export function canAddParticipant(participants: Participant[], isMultiple: boolean): boolean {
  return participants.length < participantLimit(isMultiple);
}

/** Chooses a participant: a single field replaces its value, a multiple one appends up to the limit. */
export function addParticipant(participants: Participant[], participant: Participant, isMultiple: boolean): Participant[] {
  if (!isMultiple) return [participant];
  if (participants.some((current) => current.employeeNo === participant.employeeNo)) return participants;
  return canAddParticipant(participants, true) ? [...participants, participant] : participants;
}

/** Errors of a participant field: none chosen, or more than the field allows. */
export function checkParticipants(participants: Participant[], isMultiple: boolean): string[] {
  if (participants.length === 0) return [FormErrorCode.employeeRequired];
  if (participants.length > participantLimit(isMultiple)) return [FormErrorCode.tooManyParticipants];
  return [];
}

export interface CurrentEmployee {
  employeeNo: string;
  personnelNo: string;
  fullName: string;
}

/** The initial participants: the current user, unless it is the super-administrator. */
export function defaultParticipants(user: CurrentEmployee): Participant[] {
  if (user.personnelNo === SUPER_ADMIN_PERSONNEL_NO) return [];
  return [{ nameWithEmployeeNo: `${user.fullName} (${user.employeeNo})`, personnelNo: user.personnelNo, employeeNo: user.employeeNo }];
}

/** The employee number the manager fields take after a participant choice. */
export function managerEmployeeNo(participants: Participant[]): string {
  return participants[0]?.employeeNo || NO_EMPLOYEE_NO;
}

/**
 * After a participant choice (type 13), every employee-manager (12) and functional-manager (21) field
 * holds the first participant's employee number, or '0' when the list is empty; the server then looks
 * the managers up from it. Returns new formValues keyed by field id.
 */
export function applyParticipantChoice(
  fields: { id: string; type: number }[],
  values: Record<string, string>,
  participants: Participant[],
): Record<string, string> {
  const employeeNo = managerEmployeeNo(participants);
  const next = { ...values };
  for (const field of fields) {
    if (field.type === FieldType.employeeManager || field.type === FieldType.functionalManager) next[field.id] = employeeNo;
  }
  return next;
}
