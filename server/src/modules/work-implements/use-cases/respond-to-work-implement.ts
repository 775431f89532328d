import { canRespondToWorkImplement, type ChangeWorkImplementInput, ErrorCode, type WorkImplement } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import type { DbClient } from '../../../db/database';
import { enqueueErpChange } from '../../../erp/erp-outbox';
import { DomainError } from '../../../errors/domain-error';
import type { EmployeeAccess } from '../../employees/employee-access';
import * as workImplementsRepository from '../work-implements.repository';

/**
 * The employee accepts (3) or declines (4) an implement awaiting acceptance (2). The row is locked so
 * that of two answers at once exactly one wins; the other finds it answered (conflict). The ERP hears
 * of it through the outbox, in the same transaction.
 */
export async function respondToWorkImplement(
  db: DbClient,
  access: EmployeeAccess,
  input: ChangeWorkImplementInput,
  now: Date,
): Promise<WorkImplement> {
  return withTransaction(db, async (trx) => {
    const row = await workImplementsRepository.lockForEmployee(trx, access.companyCode, access.employeeNo, input.id);
    if (!row || row.work_impl_no !== input.workImplNo) throw new DomainError(ErrorCode.recordNotFound);
    if (!canRespondToWorkImplement(row.status_int, input.statusInt)) throw new DomainError(ErrorCode.workImplementNotAwaitingAcceptance);
    const updated = await workImplementsRepository.updateStatus(trx, row.id, input.statusInt, now);
    await enqueueErpChange(
      trx,
      {
        companyCode: access.companyCode,
        kind: 'work_implement.status',
        idempotencyKey: `work_implement:${row.company_code}:${row.id}:${input.statusInt}`,
        payload: { employeeNo: row.employee_no, workImplNo: row.work_impl_no, statusInt: input.statusInt, answeredAt: now.toISOString() },
      },
      now,
    );
    return workImplementsRepository.toWorkImplement(updated);
  });
}
