import type { Transaction } from 'kysely';
import type { Database } from '../database';

// Classifiers the ERP owns: countries, working-ability and marital-status values, the timesheet
// notations (activity codes) with their types and colours, the payslip codes and the payroll calendar
// of each company.

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
  { id: 1, text: 'Atostogos', textEn: 'Leave' },
  { id: 2, text: 'Nedarbingumas', textEn: 'Sickness' },
  { id: 3, text: 'Komandiruotės ir mokymai', textEn: 'Business trips and training' },
  { id: 4, text: 'Darbas', textEn: 'Work' },
] as const;

/** Lithuanian timesheet notations (darbo laiko apskaitos žiniaraščio žymėjimai), named in both languages. */
export const activityCodes = [
  {
    code: 'A',
    text: 'Kasmetinės atostogos',
    textEn: 'Annual leave',
    type: 1,
    color: '#4CAF50',
    history: true,
    calendar: true,
    reserve: true,
  },
  {
    code: 'NA',
    text: 'Nemokamos atostogos',
    textEn: 'Unpaid leave',
    type: 1,
    color: '#9E9E9E',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'MD',
    text: 'Papildomas poilsio laikas vaikus auginantiems',
    textEn: 'Extra time off for parents',
    type: 1,
    color: '#8BC34A',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'TA',
    text: 'Tėvystės atostogos',
    textEn: 'Paternity leave',
    type: 1,
    color: '#AED581',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'VP',
    text: 'Vaiko priežiūros atostogos',
    textEn: 'Child-care leave',
    type: 1,
    color: '#FFC107',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'M',
    text: 'Mokymosi atostogos',
    textEn: 'Study leave',
    type: 1,
    color: '#CDDC39',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'L',
    text: 'Laikinasis nedarbingumas',
    textEn: 'Sick leave',
    type: 2,
    color: '#F44336',
    history: true,
    calendar: true,
    reserve: false,
  },
  { code: 'K', text: 'Komandiruotė', textEn: 'Business trip', type: 3, color: '#2196F3', history: true, calendar: true, reserve: false },
  {
    code: 'KV',
    text: 'Kvalifikacijos kėlimas',
    textEn: 'Professional training',
    type: 3,
    color: '#03A9F4',
    history: true,
    calendar: true,
    reserve: false,
  },
  {
    code: 'FD',
    text: 'Faktiškai dirbtas laikas',
    textEn: 'Time worked',
    type: 4,
    color: '#808080',
    history: false,
    calendar: true,
    reserve: false,
  },
  {
    code: 'NT',
    text: 'Nuotolinis darbas',
    textEn: 'Remote work',
    type: 4,
    color: '#607D8B',
    history: false,
    calendar: true,
    reserve: false,
  },
  {
    code: 'DP',
    text: 'Darbas poilsio ir švenčių dienomis',
    textEn: 'Work on rest days and public holidays',
    type: 4,
    color: '#795548',
    history: false,
    calendar: true,
    reserve: false,
  },
] as const;

/**
 * The payslip codes the demo lines use, named in Lithuanian and English (the ERP's classifier; a
 * line's description stays the ERP's text for that line, e.g. what a CUSTOM payment was for).
 */
export const demoPayslipCodes: readonly { code: string; name: string; nameEn: string }[] = [
  { code: 'ATL', name: 'Darbo užmokestis', nameEn: 'Salary' },
  { code: 'ATOST', name: 'Atostoginiai', nameEn: 'Holiday pay' },
  { code: 'LIGA', name: 'Ligos pašalpa (darbdavio mokama dalis)', nameEn: "Sickness benefit (employer's part)" },
  { code: 'PRIEDAS', name: 'Ketvirčio priedas', nameEn: 'Quarterly bonus' },
  { code: 'CUSTOM', name: 'Kitas priskaitymas', nameEn: 'Other payment' },
  { code: 'GPM', name: 'Gyventojų pajamų mokestis (20 %)', nameEn: 'Personal income tax (20%)' },
  { code: 'VSD', name: 'Valstybinis socialinis draudimas (12,52 %)', nameEn: 'State social insurance (12.52%)' },
  { code: 'PSD', name: 'Privalomasis sveikatos draudimas (6,98 %)', nameEn: 'Compulsory health insurance (6.98%)' },
  { code: 'AVANS', name: 'Išmokėtas avansas', nameEn: 'Advance paid' },
  { code: 'TTFREE', name: 'Taikytas neapmokestinamasis pajamų dydis (NPD)', nameEn: 'Tax-free amount applied (NPD)' },
  { code: 'EOINFO', name: 'Darbdavio įmokos Sodrai (1,77 %)', nameEn: "Employer's social insurance contribution (1.77%)" },
  { code: 'TOT', name: 'Iš viso', nameEn: 'Total' },
];

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
      .values(activityTypes.map((type) => ({ company_code: companyCode, id: type.id, text: type.text, text_en: type.textEn })))
      .onConflict((conflict) => conflict.columns(['company_code', 'id']).doNothing())
      .execute();
    await trx
      .insertInto('activity_codes')
      .values(
        activityCodes.map((code, index) => ({
          company_code: companyCode,
          code: code.code,
          text: code.text,
          text_en: code.textEn,
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
    await trx
      .insertInto('payslip_codes')
      .values(demoPayslipCodes.map((code) => ({ company_code: companyCode, code: code.code, name: code.name, name_en: code.nameEn })))
      .onConflict((conflict) => conflict.columns(['company_code', 'code']).doNothing())
      .execute();
  }
}
