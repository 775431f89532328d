import { ErrorCode, type PreValueList, type PreValueListDetails } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

export function preValueListOf(row: formMetasRepository.PreValueListWithCounts): PreValueList {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    isShared: row.company_code === null,
    itemsCount: Number(row.items_count ?? 0),
    metasCount: Number(row.metas_count ?? 0),
  };
}

/** The list with its items in order; another company's list is not found. */
export async function readPreValueListDetails(db: Executor, companyCode: string, id: number): Promise<PreValueListDetails> {
  const row = await formMetasRepository.findPreValueList(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const items = await formMetasRepository.listItems(db, id);
  return { ...preValueListOf(row), items: items.map(formMetasRepository.preValueItemOf) };
}

/** GET admin-area/form-meta-prevalues/{id}. */
export function getPreValueList(ctx: DesignerContext, id: number): Promise<PreValueListDetails> {
  return readPreValueListDetails(ctx.db, ctx.companyCode, id);
}
