import { ErrorCode, type Form } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as formsRepository from '../forms.repository';

/**
 * A form that can be filed in the company: it and its group are not archived, and the group is the
 * company's own or shared (another company's form does not exist for the caller).
 */
export async function getFilableForm(db: Executor, formId: number, companyCode: string | null): Promise<Form> {
  if (!(await formsRepository.isFormOffered(db, formId, companyCode))) throw new DomainError(ErrorCode.recordNotFound);
  const form = await formsRepository.findForm(db, formId);
  if (!form) throw new DomainError(ErrorCode.recordNotFound);
  return form;
}
