import { ErrorCode, type Form } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as formsRepository from '../forms.repository';

/** A form that can be filed: it exists and is not archived. */
export async function getFilableForm(db: Executor, formId: number): Promise<Form> {
  const form = await formsRepository.findForm(db, formId);
  if (!form || form.archived) throw new DomainError(ErrorCode.recordNotFound);
  return form;
}
