import { type WorkImplement, workImplementStatusKey } from '@portal/shared';
import type { Selectable } from 'kysely';
import type { WorkImplements } from '../../db/schema';
import type { Executor } from '../../db/transaction';

type Row = Selectable<WorkImplements>;

export function toWorkImplement(row: Row): WorkImplement {
  return {
    id: row.id,
    workImplNo: row.work_impl_no,
    employeeNo: row.employee_no,
    typeCode: row.type_code,
    typeName: row.type_name,
    groupCode: row.group_code,
    groupName: row.group_name,
    subgroupCode: row.subgroup_code,
    subgroupName: row.subgroup_name,
    serialNumber: row.serial_number,
    description: row.description,
    dateOfAcquisition: row.acquisition_date,
    dateOfIssuance: row.issuance_date,
    dateOfReturn: row.return_date,
    issuedAmount: row.issued_amount,
    returnedAmount: row.returned_amount,
    unitOfMeasure: row.unit_of_measure,
    timeOfUsage: row.time_of_usage,
    recommendedDateOfChange: row.recommended_date_of_change,
    status: workImplementStatusKey(row.status_int),
    statusInt: row.status_int,
    acceptedByEmplDate: row.accepted_by_empl_date,
    note: row.note,
    itemValue: row.item_value,
    price: row.price,
  };
}

/** An employee's implements: those awaiting acceptance first, then the newest issued. */
export async function listForEmployee(db: Executor, companyCode: string, employeeNo: string): Promise<WorkImplement[]> {
  const rows = await db
    .selectFrom('work_implements')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy((eb) => eb.case().when('status_int', '=', 2).then(0).else(1).end())
    .orderBy('issuance_date', (order) => order.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toWorkImplement);
}

/** The implement row locked for the answer, only within the employee's own records. */
export function lockForEmployee(trx: Executor, companyCode: string, employeeNo: string, id: number) {
  return trx
    .selectFrom('work_implements')
    .selectAll()
    .where('id', '=', id)
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .forUpdate()
    .executeTakeFirst();
}

export function updateStatus(trx: Executor, id: number, statusInt: number, answeredAt: Date) {
  return trx
    .updateTable('work_implements')
    .set({ status_int: statusInt, accepted_by_empl_date: answeredAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
