import type { Executor } from '../../db/transaction';
import * as peopleRepository from './workflow-people.repository';

/**
 * The users a document belongs to: whoever filed it, whoever initiated its approval, and the users
 * of the employee it is about. Nobody approves their own document (issue #10): they are never a
 * participant who decides a step, whether named by the workflow, added by hand, substituting, or
 * as an administrator acting for a participant.
 */
export async function documentOwnersOf(
  db: Executor,
  submission: { company_code: string; employee_no: string | null; submitted_by: number | null; initiated_by: number | null },
): Promise<Set<number>> {
  const employeeUserIds = submission.employee_no
    ? await peopleRepository.userIdsOfEmployee(db, submission.company_code, submission.employee_no)
    : [];
  return ownersOf(submission, employeeUserIds);
}

/** The same owners, given the users of the document's employee (read with other facts: workflow-flags.repository.ts). */
export function ownersOf(
  submission: { submitted_by: number | null; initiated_by: number | null },
  employeeUserIds: readonly number[],
): Set<number> {
  const owners = new Set<number>();
  if (submission.submitted_by !== null) owners.add(submission.submitted_by);
  if (submission.initiated_by !== null) owners.add(submission.initiated_by);
  for (const userId of employeeUserIds) owners.add(userId);
  return owners;
}
