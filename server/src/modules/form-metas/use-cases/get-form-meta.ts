import { ErrorCode, type FormMetaDetails } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

/** The field with the forms of the company that place it; another company's field is not found. */
export async function readFormMetaDetails(db: Executor, companyCode: string, id: number): Promise<FormMetaDetails> {
  const row = await formMetasRepository.findMeta(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const [forms, formsCount, isUsedByDocuments] = await Promise.all([
    formMetasRepository.formsUsingMeta(db, companyCode, id),
    formMetasRepository.countFormsUsingMeta(db, id),
    formMetasRepository.isMetaUsedByDocuments(db, id),
  ]);
  return { ...formMetasRepository.formMetaOf(row), isShared: row.company_code === null, formsCount, forms, isUsedByDocuments };
}

/** GET admin-area/form-meta/{id}. */
export function getFormMeta(ctx: DesignerContext, id: number): Promise<FormMetaDetails> {
  return readFormMetaDetails(ctx.db, ctx.companyCode, id);
}
