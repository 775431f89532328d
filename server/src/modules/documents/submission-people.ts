import type { SubmissionPerson } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { type PersonName, peopleByUserId } from '../users/people-by-user-id';

/** Filers and initiators of submissions, named as the portal names users everywhere (peopleByUserId). */
export async function findPeople(db: Executor, userIds: number[], companyCode: string): Promise<Map<number, SubmissionPerson>> {
  const people = await peopleByUserId(db, companyCode, userIds);
  return new Map([...people.values()].map((person) => [person.userId, submissionPersonOf(person)]));
}

/** A person as a submission names them. */
export function submissionPersonOf(person: PersonName): SubmissionPerson {
  return { userId: person.userId, employeeFullName: person.name, employeeNo: person.employeeNo };
}
