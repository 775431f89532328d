import { z } from 'zod';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';

export const WorkImplementStatus = { issued: 1, awaitingAcceptance: 2, accepted: 3, declined: 4 } as const;
export type WorkImplementStatus = (typeof WorkImplementStatus)[keyof typeof WorkImplementStatus];

const statusKeys = { 1: 'issued', 2: 'awaiting_acceptance', 3: 'accepted', 4: 'declined' } as const;
export type WorkImplementStatusKey = (typeof statusKeys)[keyof typeof statusKeys];

export function workImplementStatusKey(statusInt: number): WorkImplementStatusKey {
  return statusKeys[statusInt as WorkImplementStatus] ?? 'issued';
}

/** Only an implement awaiting acceptance can be answered, and only by accepting or declining it. */
export function canRespondToWorkImplement(from: number, to: number): boolean {
  return from === WorkImplementStatus.awaitingAcceptance && (to === WorkImplementStatus.accepted || to === WorkImplementStatus.declined);
}

export const WorkImplementSchema = z.object({
  id: z.number().int(),
  workImplNo: z.string(),
  employeeNo: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  subgroupCode: z.string(),
  subgroupName: z.string(),
  serialNumber: z.string(),
  description: z.string(),
  dateOfAcquisition: z.string().nullable(),
  dateOfIssuance: z.string().nullable(),
  dateOfReturn: z.string().nullable(),
  issuedAmount: z.number(),
  returnedAmount: z.number(),
  unitOfMeasure: z.string(),
  /** Months of use. */
  timeOfUsage: z.number().int(),
  recommendedDateOfChange: z.string().nullable(),
  status: z.enum(['issued', 'awaiting_acceptance', 'accepted', 'declined']),
  statusInt: z.number().int(),
  acceptedByEmplDate: z.date().nullable(),
  note: z.string(),
  itemValue: z.number(),
  price: z.number(),
});
export type WorkImplement = z.infer<typeof WorkImplementSchema>;

/** The employee's answer to an implement awaiting acceptance: 3 accept, 4 decline. */
export const ChangeWorkImplementInputSchema = z.strictObject({
  id: coercedInt4Schema({ min: 1, error: ErrorCode.fieldRequired }),
  workImplNo: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(50),
  employeeNo: EmployeeNoSchema,
  statusInt: z.union([z.literal(WorkImplementStatus.accepted), z.literal(WorkImplementStatus.declined)], { error: ErrorCode.invalidValue }),
});
export type ChangeWorkImplementInput = z.infer<typeof ChangeWorkImplementInputSchema>;
