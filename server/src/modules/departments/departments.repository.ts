import type { Executor } from '../../db/transaction';

export function listForCompany(db: Executor, companyCode: string) {
  return db.selectFrom('departments').select(['code', 'name']).where('company_code', '=', companyCode).orderBy('name').execute();
}
