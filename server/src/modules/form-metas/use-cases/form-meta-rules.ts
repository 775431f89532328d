import { ErrorCode, type FormMetaValues, usesPreValueList } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { mayRefer } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

/**
 * A field's pre-value list: only list types take one, and only a list the field's company sees
 * (a shared field only a shared list). Checked under the caller's company: another's list is unknown.
 * Runs inside the save's transaction (the list stays share-locked until it ends).
 */
export async function checkPreValueList(
  db: Executor,
  companyCode: string,
  ownerCompany: string | null,
  values: FormMetaValues,
): Promise<void> {
  const listId = values.formMetaPrevaluesListId;
  if (listId === null) return;
  if (!usesPreValueList(values.type)) throw DomainError.forField('formMetaPrevaluesListId', ErrorCode.invalidValue);
  const list = await formMetasRepository.shareLockPreValueList(db, companyCode, listId);
  if (!list || !mayRefer(ownerCompany, list)) throw DomainError.forField('formMetaPrevaluesListId', ErrorCode.invalidValue);
}
