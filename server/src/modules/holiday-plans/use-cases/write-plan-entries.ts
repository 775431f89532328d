import { ErrorCode, type FieldErrors, findPlanEntryProblems, type PlanEntryRange } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as plansRepository from '../holiday-plans.repository';
import type { EntryValues } from '../holiday-plans.repository';

// The one way entries change, for planners (update-entries) and employees (their absence plan) alike,
// inside the caller's transaction after the plan's row is locked: every change checked first (holiday
// type, the employee in the plan, the dates inside the plan's period, order and overlap with the
// employee's other entries after the change), then deleted, changed and new entries written in one
// statement each. Nothing is written when one change is refused.

export interface EntryChange extends EntryValues {
  /** An entry of this plan to change; absent for a new one. */
  id?: number | undefined;
}

export interface WriteEntriesResult {
  insertedIds: number[];
  /** The employees whose entries changed (their warnings are recomputed). */
  employeeNos: string[];
}

export async function writePlanEntries(
  trx: Executor,
  plan: { id: number; companyCode: string; startDate: string; endDate: string },
  input: { changes: EntryChange[]; deletedIds: number[] },
  meta: { source: 'planner' | 'employee'; userId: number; fieldOf: (index: number, field: string) => string },
): Promise<WriteEntriesResult> {
  const { changes } = input;
  const fieldErrors: FieldErrors = {};
  const refuse = (field: string, code: ErrorCode) => (fieldErrors[field] = [...(fieldErrors[field] ?? []), code]);

  const [holidayTypes, members] = await Promise.all([
    plansRepository.holidayTypeIds(
      trx,
      [...new Set(changes.flatMap((change) => (change.formId === null ? [] : [change.formId])))],
      plan.companyCode,
    ),
    plansRepository.memberEmployeeNos(trx, plan.id, [...new Set(changes.map((change) => change.employeeNo))]),
  ]);
  changes.forEach((change, index) => {
    if (change.formId !== null && !holidayTypes.has(change.formId)) refuse(meta.fieldOf(index, 'formId'), ErrorCode.holidayTypeInvalid);
    if (!members.has(change.employeeNo)) refuse(meta.fieldOf(index, 'employeeNo'), ErrorCode.invalidValue);
    if (change.dateTo >= change.dateFrom && (change.dateFrom < plan.startDate || change.dateTo > plan.endDate)) {
      refuse(meta.fieldOf(index, 'dateFrom'), ErrorCode.holidayPlanEntryOutsidePlan);
    }
  });

  // Entries named (changed or deleted) must be this plan's.
  const namedIds = [...changes.flatMap((change) => (change.id === undefined ? [] : [change.id])), ...input.deletedIds];
  const allOfPlan = new Map<number, string>();
  if (namedIds.length) {
    for (const row of await plansRepository.entryIdsOfPlan(trx, plan.id, namedIds)) allOfPlan.set(row.id, row.employee_no);
    if (namedIds.some((id) => !allOfPlan.has(id))) throw new DomainError(ErrorCode.recordNotFound);
  }

  const employeeNos = [...new Set([...changes.map((change) => change.employeeNo), ...allOfPlan.values()])];
  const removed = new Set([...input.deletedIds, ...changes.flatMap((change) => (change.id === undefined ? [] : [change.id]))]);
  const kept = (await plansRepository.entryRanges(trx, plan.id, employeeNos)).filter((row) => !removed.has(row.id));
  const ranges: PlanEntryRange[] = [
    ...kept.map((row) => ({ key: `kept-${row.id}`, employeeNo: row.employee_no, dateFrom: row.date_from, dateTo: row.date_to })),
    ...changes.map((change, index) => ({ key: index, employeeNo: change.employeeNo, dateFrom: change.dateFrom, dateTo: change.dateTo })),
  ];
  for (const problem of findPlanEntryProblems(ranges)) {
    if (typeof problem.key === 'number') refuse(meta.fieldOf(problem.key, problem.field), problem.error);
  }
  const firstError = Object.values(fieldErrors)[0]?.[0];
  if (firstError !== undefined) throw new DomainError(firstError, { fieldErrors });

  await plansRepository.deleteEntries(trx, plan.id, input.deletedIds);
  await plansRepository.updateEntries(
    trx,
    plan.id,
    changes.flatMap((change) => (change.id === undefined ? [] : [{ ...change, id: change.id }])),
  );
  const insertedIds = await plansRepository.insertEntries(
    trx,
    { id: plan.id, companyCode: plan.companyCode },
    changes.filter((change) => change.id === undefined),
    { source: meta.source, userId: meta.userId },
  );
  return { insertedIds, employeeNos };
}
