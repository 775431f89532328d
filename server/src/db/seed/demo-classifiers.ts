import type { Transaction } from 'kysely';
import type { Database } from '../database';

// Classifiers the ERP owns: countries, working-ability and marital-status values, the timesheet
// notations (activity codes) with their types and colours, and the payroll calendar of each company.

export const demoCountries = [
  ['LT', 'Lietuva'],
  ['LV', 'Latvija'],
  ['EE', 'Estija'],
  ['PL', 'Lenkija'],
  ['DE', 'Vokietija'],
  ['GB', 'Jungtinė Karalystė'],
  ['DK', 'Danija'],
  ['SE', 'Švedija'],
  ['NO', 'Norvegija'],
  ['FI', 'Suomija'],
  ['FR', 'Prancūzija'],
  ['NL', 'Nyderlandai'],
  ['BE', 'Belgija'],
  ['IT', 'Italija'],
  ['ES', 'Ispanija'],
  ['CZ', 'Čekija'],
  ['UA', 'Ukraina'],
  ['US', 'Jungtinės Amerikos Valstijos'],
] as const;

export const demoWorkingAbilityValues = ['0–25 %', '30–40 %', '45–55 %', '60–100 %'] as const;
export const demoMaritalStatusValues = [
  'Nevedęs / netekėjusi',
  'Vedęs / ištekėjusi',
  'Išsiskyręs (-usi)',
  'Našlys (-ė)',
  'Gyvena partnerystėje',
] as const;

export const activityTypes = [
  { id: 1, text: 'Atostogos' },
  { id: 2, text: 'Nedarbingumas' },
  { id: 3, text: 'Komandiruotės ir mokymai' },
  { id: 4, text: 'Darbas' },
] as const;

/** Lithuanian timesheet notations (darbo laiko apskaitos žiniaraščio žymėjimai). */
export const activityCodes = [
  { code: 'A', text: 'Kasmetinės atostogos', type: 1, color: '#4CAF50', history: true, calendar: true, reserve: true },
  { code: 'NA', text: 'Nemokamos atostogos', type: 1, color: '#9E9E9E', history: true, calendar: true, reserve: false },
  {
    code: 'MD',
    text: 'Papildomas poilsio laikas vaikus auginantiems',
    type: 1,
    color: '#8BC34A',
    history: true,
    calendar: true,
    reserve: false,
  },
  { code: 'TA', text: 'Tėvystės atostogos', type: 1, color: '#AED581', history: true, calendar: true, reserve: false },
  { code: 'VP', text: 'Vaiko priežiūros atostogos', type: 1, color: '#FFC107', history: true, calendar: true, reserve: false },
  { code: 'M', text: 'Mokymosi atostogos', type: 1, color: '#CDDC39', history: true, calendar: true, reserve: false },
  { code: 'L', text: 'Laikinasis nedarbingumas', type: 2, color: '#F44336', history: true, calendar: true, reserve: false },
  { code: 'K', text: 'Komandiruotė', type: 3, color: '#2196F3', history: true, calendar: true, reserve: false },
  { code: 'KV', text: 'Kvalifikacijos kėlimas', type: 3, color: '#03A9F4', history: true, calendar: true, reserve: false },
  { code: 'FD', text: 'Faktiškai dirbtas laikas', type: 4, color: '#808080', history: false, calendar: true, reserve: false },
  { code: 'NT', text: 'Nuotolinis darbas', type: 4, color: '#607D8B', history: false, calendar: true, reserve: false },
  { code: 'DP', text: 'Darbas poilsio ir švenčių dienomis', type: 4, color: '#795548', history: false, calendar: true, reserve: false },
] as const;

export type ActivityCode = (typeof activityCodes)[number]['code'];

export async function seedClassifiers(trx: Transaction<Database>, companyCodes: readonly string[]): Promise<void> {
  await trx
    .insertInto('countries')
    .values(demoCountries.map(([code, name]) => ({ code, name })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await trx
    .insertInto('working_ability_values')
    .values(demoWorkingAbilityValues.map((value, index) => ({ id: index + 1, value, sort_order: index + 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await trx
    .insertInto('marital_status_values')
    .values(demoMaritalStatusValues.map((value, index) => ({ id: index + 1, value, sort_order: index + 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  for (const companyCode of companyCodes) {
    await trx
      .insertInto('activity_types')
      .values(activityTypes.map((type) => ({ company_code: companyCode, id: type.id, text: type.text })))
      .onConflict((conflict) => conflict.columns(['company_code', 'id']).doNothing())
      .execute();
    await trx
      .insertInto('activity_codes')
      .values(
        activityCodes.map((code, index) => ({
          company_code: companyCode,
          code: code.code,
          text: code.text,
          activity_type_id: code.type,
          color: code.color,
          show_in_history: code.history,
          show_in_calendar: code.calendar,
          uses_holiday_reserve: code.reserve,
          sort_order: index + 1,
        })),
      )
      .onConflict((conflict) => conflict.columns(['company_code', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('payroll_calendars')
      .values({ company_code: companyCode, code: 'rh', name: 'Lietuvos Respublikos darbo kalendorius' })
      .onConflict((conflict) => conflict.columns(['company_code', 'code']).doNothing())
      .execute();
  }
}
