import type { Language } from '@portal/shared';
import type { Executor } from '../../db/transaction';

/** Overrides of one language, site-wide ones first, then the company's (so the company's win when read in order). */
export function listOverrides(db: Executor, language: Language, companyCode: string | null) {
  return db
    .selectFrom('translations')
    .select(['locale_key', 'locale_value', 'company_code'])
    .where('language', '=', language)
    .where((eb) =>
      companyCode ? eb.or([eb('company_code', 'is', null), eb('company_code', '=', companyCode)]) : eb('company_code', 'is', null),
    )
    .orderBy('company_code', (order) => order.nullsFirst())
    .execute();
}
