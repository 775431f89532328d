import { formatDocumentNumber, type Numbering } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type * as numberingsRepository from '../numberings.repository';
import * as submissionsRepository from '../../submissions/submissions.repository';

export function numberingOf(row: numberingsRepository.NumberingWithCount): Numbering {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    prefix: row.prefix,
    nextNumber: row.next_number,
    figures: row.figures,
    lastUsed: row.last_used_at,
    isShared: row.company_code === null,
    formsCount: Number(row.forms_count ?? 0),
    sample: formatDocumentNumber(row.prefix, row.next_number, row.figures),
  };
}

/**
 * The lowest next number the numbering may be given: one above the last number issued. Numbers are
 * taken in order, so once the numbering was used (last_used_at) next_number - 1 was issued; a stored
 * document number with the prefix (typed in, imported, or from an earlier numbering) counts as well.
 */
export async function lowestNextNumber(
  db: Executor,
  row: Pick<numberingsRepository.NumberingRow, 'prefix' | 'next_number' | 'last_used_at' | 'company_code'>,
): Promise<number> {
  const lastTaken = row.last_used_at === null ? 0 : row.next_number - 1;
  const highestStored = await submissionsRepository.highestStoredDocumentNumber(db, { prefix: row.prefix, companyCode: row.company_code });
  return Math.max(lastTaken, highestStored) + 1;
}
