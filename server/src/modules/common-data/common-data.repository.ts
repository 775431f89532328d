import type { Executor } from '../../db/transaction';

export function listCountries(db: Executor) {
  return db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute();
}

export function listClassifierValues(db: Executor, table: 'working_ability_values' | 'marital_status_values') {
  return db.selectFrom(table).select(['id', 'value']).orderBy('sort_order').orderBy('id').execute();
}

export function listActivityCodes(db: Executor, companyCode: string) {
  return db
    .selectFrom('activity_codes')
    .innerJoin('activity_types', (join) =>
      join
        .onRef('activity_types.company_code', '=', 'activity_codes.company_code')
        .onRef('activity_types.id', '=', 'activity_codes.activity_type_id'),
    )
    .select([
      'activity_codes.code',
      'activity_codes.text',
      'activity_codes.text_en',
      'activity_codes.activity_type_id',
      'activity_types.text as type_text',
      'activity_types.text_en as type_text_en',
      'activity_codes.color',
      'activity_codes.show_in_history',
      'activity_codes.show_in_calendar',
    ])
    .where('activity_codes.company_code', '=', companyCode)
    .orderBy('activity_codes.sort_order')
    .orderBy('activity_codes.code')
    .execute();
}

export function findPayrollCalendar(db: Executor, companyCode: string, code: string) {
  return db
    .selectFrom('payroll_calendars')
    .select(['code'])
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Days the ERP changed in a payroll calendar (a moved work day): they override the business calendar. */
export function listPayrollCalendarExceptions(db: Executor, companyCode: string, code: string, from: string, to: string) {
  return db
    .selectFrom('payroll_calendar_days')
    .select(['date', 'day_type', 'is_holiday', 'is_weekend'])
    .where('company_code', '=', companyCode)
    .where('calendar_code', '=', code)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}
