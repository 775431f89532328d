import { addDays, addMonths, type IsoDate } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { between, femaleFirstNames, maleFirstNames, pick, seededRandom } from './demo-people';

// Personal information with relatives, qualifications, instructions, working abilities and work
// implements of one demo employee.

export interface RecordsEmployee {
  company_code: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  employment_date: string;
  department_code: string;
}

const streets = ['Gedimino pr.', 'Savanorių pr.', 'Laisvės al.', 'Žalgirio g.', 'Kalvarijų g.', 'Taikos pr.', 'Vilniaus g.', 'Baltų pr.'];
const cities = [
  ['Vilnius', 'LT-01103'],
  ['Kaunas', 'LT-44298'],
  ['Klaipėda', 'LT-92127'],
  ['Šiauliai', 'LT-76285'],
  ['Panevėžys', 'LT-35173'],
] as const;

/** A Lithuanian IBAN (bank 73000) with correct ISO 7064 check digits. */
export function demoIban(random: () => number): string {
  const bban = `73000${String(between(random, 10_000_000, 99_999_999))}${String(between(random, 1000, 9999))}`.slice(0, 16);
  // Move "LT00" to the end, letters as numbers (L=21, T=29), and take mod 97 piece by piece.
  const digits = `${bban}212900`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `LT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

function address(random: () => number): string {
  const [city, postCode] = pick(random, cities);
  return `${pick(random, streets)} ${between(random, 1, 120)}-${between(random, 1, 60)}, ${postCode} ${city}`;
}

function personalCode(random: () => number, birthDate: string, isFemale: boolean): string {
  const century = Number(birthDate.slice(0, 4)) >= 2000 ? (isFemale ? 6 : 5) : isFemale ? 4 : 3;
  return `${century}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${String(between(random, 0, 9999)).padStart(4, '0')}`;
}

export function buildPersonalInformation(employee: RecordsEmployee) {
  const random = seededRandom(employee.employee_no, 61);
  const home = address(random);
  const personal: Insertable<Database['personal_information']> = {
    company_code: employee.company_code,
    employee_no: employee.employee_no,
    declared_address: random() < 0.7 ? home : address(random),
    home_address: home,
    iban: demoIban(random),
  };
  const relatives: Insertable<Database['employee_relatives']>[] = [];
  const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
  let lineNo = 10_000;
  if (random() < 0.65) {
    const isFemale = random() < 0.5;
    const birthDate = `${between(random, 1970, 1995)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
    relatives.push({
      ...owner,
      line_no: lineNo,
      relative_type: isFemale ? 'Sutuoktinė' : 'Sutuoktinis',
      first_name: isFemale ? pick(random, femaleFirstNames) : pick(random, maleFirstNames),
      last_name: employee.last_name,
      birth_date: birthDate,
      phone_no: `+370 6${String(between(random, 1_000_000, 9_999_999))}`,
      personal_no: personalCode(random, birthDate, isFemale),
      disabled: false,
      has_one_of_the_parents: false,
      additional_needs: false,
    });
    lineNo += 10_000;
  }
  for (let child = between(random, 0, 3); child > 0; child--) {
    const isFemale = random() < 0.5;
    const birthDate = `${between(random, 2008, 2024)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
    relatives.push({
      ...owner,
      line_no: lineNo,
      relative_type: isFemale ? 'Dukra' : 'Sūnus',
      first_name: isFemale ? pick(random, femaleFirstNames) : pick(random, maleFirstNames),
      last_name: employee.last_name,
      birth_date: birthDate,
      phone_no: null,
      personal_no: personalCode(random, birthDate, isFemale),
      disabled: random() < 0.05,
      has_one_of_the_parents: random() < 0.1,
      additional_needs: random() < 0.05,
    });
    lineNo += 10_000;
  }
  return { personal, relatives };
}

const isShopFloor = (department: string) => ['PROD', 'WH', 'LOG'].includes(department);

export function buildQualifications(employee: RecordsEmployee, entryNo: { next: number }): Insertable<Database['qualifications']>[] {
  const random = seededRandom(employee.employee_no, 67);
  const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
  const rows: Insertable<Database['qualifications']>[] = [];
  const add = (row: Omit<Insertable<Database['qualifications']>, 'company_code' | 'employee_no' | 'entry_no'>) =>
    rows.push({ ...owner, entry_no: entryNo.next++, ...row });
  // Mandatory first aid training: valid for five years, so some have let it expire.
  const firstAid = `${between(random, 2020, 2025)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
  add({
    category_code: 'DSS',
    code: 'PIRM-PAG',
    description: 'Pirmosios pagalbos mokymai',
    from_date: firstAid,
    to_date: firstAid,
    date_of_issue: firstAid,
    document_no: `PP-${between(random, 10_000, 99_999)}`,
    expiration_date: addDays(addMonths(firstAid, 60), -1),
    mandatory: true,
    passed_int: 1,
    cost: 45,
    institution_name: 'VšĮ „Pirmoji pagalba“',
  });
  // Fire safety: an expired mandatory certificate, renewed by some.
  add({
    category_code: 'DSS',
    code: 'PRIES-GAIS',
    description: 'Priešgaisrinės saugos mokymai',
    from_date: '2022-03-15',
    to_date: '2022-03-15',
    date_of_issue: '2022-03-15',
    document_no: `PGS-${between(random, 1000, 9999)}`,
    expiration_date: '2025-03-14',
    mandatory: true,
    passed_int: 1,
    cost: 30,
    institution_name: 'Priešgaisrinės apsaugos ir gelbėjimo departamentas',
  });
  if (isShopFloor(employee.department_code)) {
    add({
      category_code: 'LIC',
      code: 'KRAUTUVAS',
      description: 'Krautuvo vairuotojo pažymėjimas',
      from_date: '2021-05-10',
      to_date: '2021-05-21',
      date_of_issue: '2021-05-24',
      document_no: `K-${between(random, 100_000, 999_999)}`,
      expiration_date: '2031-05-23',
      mandatory: true,
      passed_int: 1,
      cost: 320,
      institution_name: 'Vilniaus technologijų mokymo centras',
    });
  } else {
    add({
      category_code: 'KVAL',
      code: 'EXCEL-2',
      description: 'MS Excel pažengusiems',
      from_date: '2024-10-07',
      to_date: '2024-10-08',
      date_of_issue: '2024-10-08',
      document_no: '',
      expiration_date: null,
      mandatory: false,
      passed_int: random() < 0.85 ? 1 : 2,
      cost: 180,
      institution_name: 'UAB „Žinių akademija“',
    });
  }
  // Planned training next year.
  add({
    category_code: 'KVAL',
    code: 'LYDERYSTE',
    description: 'Komandos lyderystės mokymai',
    from_date: '2027-02-15',
    to_date: '2027-02-16',
    date_of_issue: null,
    document_no: '',
    expiration_date: null,
    mandatory: false,
    passed_int: 0,
    cost: 260,
    institution_name: 'UAB „Vadovų mokykla“',
  });
  return rows;
}

export function buildInstructions(
  employee: RecordsEmployee,
  jobTitle: string,
  entryNo: { next: number },
): Insertable<Database['instructions']>[] {
  const random = seededRandom(employee.employee_no, 71);
  const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
  const rows: Insertable<Database['instructions']>[] = [
    {
      ...owner,
      entry_no: entryNo.next++,
      name: 'Įvadinis darbuotojų saugos ir sveikatos instruktažas',
      type: 'Įvadinis',
      check_type: 'Žodžiu',
      allowed_for_job_title: jobTitle,
      conclusion: 'Instruktuotas, žinios patikrintos',
      date: employee.employment_date,
      execution_date: employee.employment_date,
      valid_to: null,
    },
    {
      ...owner,
      entry_no: entryNo.next++,
      name: 'Instruktažas darbo vietoje',
      type: 'Darbo vietoje',
      check_type: 'Praktiškai',
      allowed_for_job_title: jobTitle,
      conclusion: 'Leista dirbti savarankiškai',
      date: addDays(employee.employment_date, 1),
      execution_date: addDays(employee.employment_date, 1),
      valid_to: null,
    },
  ];
  for (const year of [2025, 2026]) {
    const date = `${year}-0${between(random, 1, 3)}-${String(between(random, 10, 28))}`;
    rows.push({
      ...owner,
      entry_no: entryNo.next++,
      name: 'Periodinis darbuotojų saugos instruktažas',
      type: 'Periodinis',
      check_type: 'Testas',
      allowed_for_job_title: jobTitle,
      conclusion: 'Žinios patikrintos',
      date,
      execution_date: date,
      valid_to: addDays(addMonths(date, 12), -1),
    });
  }
  return rows;
}

export function buildWorkingAbilities(
  employee: RecordsEmployee,
  entryNo: { next: number },
  isDemoEmployee: boolean,
): Insertable<Database['working_abilities']>[] {
  const random = seededRandom(employee.employee_no, 73);
  const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
  if (isDemoEmployee) {
    return [
      {
        ...owner,
        entry_no: entryNo.next++,
        from_date: '2023-05-02',
        to_date: '2024-05-01',
        working_ability_percent: 60,
        notes: 'Po traumos: lengvesnis darbas',
        workplace_accident: false,
        occupational_disease: false,
      },
      {
        ...owner,
        entry_no: entryNo.next++,
        from_date: '2024-05-02',
        to_date: null,
        working_ability_percent: 100,
        notes: '',
        workplace_accident: false,
        occupational_disease: false,
      },
    ];
  }
  if (random() > 0.12) return [];
  return [
    {
      ...owner,
      entry_no: entryNo.next++,
      from_date: `${between(random, 2019, 2025)}-0${between(random, 1, 9)}-01`,
      to_date: null,
      working_ability_percent: pick(random, [45, 50, 55] as const),
      notes: 'Neįgalumo ir darbingumo nustatymo tarnybos sprendimas',
      workplace_accident: random() < 0.2,
      occupational_disease: random() < 0.1,
    },
  ];
}

const implementTypes = [
  {
    type_code: 'KOMP',
    type_name: 'Nešiojamas kompiuteris',
    group_code: 'IT',
    group_name: 'IT įranga',
    subgroup_code: 'KOMP',
    subgroup_name: 'Kompiuteriai',
    unit: 'vnt.',
    usage: 48,
    price: 1290,
  },
  {
    type_code: 'TEL',
    type_name: 'Mobilusis telefonas',
    group_code: 'IT',
    group_name: 'IT įranga',
    subgroup_code: 'RYSYS',
    subgroup_name: 'Ryšio priemonės',
    unit: 'vnt.',
    usage: 36,
    price: 540,
  },
  {
    type_code: 'DAPR',
    type_name: 'Darbo striukė',
    group_code: 'AAP',
    group_name: 'Asmeninės apsaugos priemonės',
    subgroup_code: 'APR',
    subgroup_name: 'Apranga',
    unit: 'vnt.',
    usage: 24,
    price: 89,
  },
  {
    type_code: 'BATAI',
    type_name: 'Apsauginiai batai S3',
    group_code: 'AAP',
    group_name: 'Asmeninės apsaugos priemonės',
    subgroup_code: 'AV',
    subgroup_name: 'Avalynė',
    unit: 'pora',
    usage: 12,
    price: 75,
  },
  {
    type_code: 'SALM',
    type_name: 'Apsauginis šalmas',
    group_code: 'AAP',
    group_name: 'Asmeninės apsaugos priemonės',
    subgroup_code: 'GALVA',
    subgroup_name: 'Galvos apsauga',
    unit: 'vnt.',
    usage: 60,
    price: 32,
  },
] as const;

type WorkImplementRow = Insertable<Database['work_implements']>;

export function buildWorkImplements(employee: RecordsEmployee, isDemoEmployee: boolean, today: IsoDate): WorkImplementRow[] {
  const random = seededRandom(employee.employee_no, 79);
  const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
  const make = (
    index: number,
    type: (typeof implementTypes)[number],
    issued: string,
    statusInt: number,
    returned: string | null = null,
  ): WorkImplementRow => ({
    ...owner,
    work_impl_no: `DP-${employee.employee_no}-${String(index).padStart(2, '0')}`,
    type_code: type.type_code,
    type_name: type.type_name,
    group_code: type.group_code,
    group_name: type.group_name,
    subgroup_code: type.subgroup_code,
    subgroup_name: type.subgroup_name,
    serial_number: type.group_code === 'IT' ? `SN${between(random, 10_000_000, 99_999_999)}` : '',
    description: type.type_name,
    acquisition_date: addDays(issued, -between(random, 3, 40)),
    issuance_date: issued,
    return_date: returned,
    issued_amount: 1,
    returned_amount: returned ? 1 : 0,
    unit_of_measure: type.unit,
    time_of_usage: type.usage,
    recommended_date_of_change: addMonths(issued, type.usage),
    status_int: statusInt,
    // Accepted or declined items carry the moment of the employee's answer.
    accepted_by_empl_date: statusInt >= 3 ? new Date(`${addDays(issued, 1)}T07:30:00Z`) : null,
    note: statusInt === 4 ? 'Netinkamas dydis' : '',
    item_value: type.price,
    price: type.price,
  });
  if (isDemoEmployee) {
    return [
      make(1, implementTypes[0], '2022-04-04', 3, addDays(today, -4)),
      make(2, implementTypes[1], '2024-09-02', 3),
      make(3, implementTypes[2], '2025-10-15', 3),
      make(4, implementTypes[3], '2026-03-02', 4),
      // The new laptop, issued as the old one came back, waits for the employee to accept it.
      make(5, implementTypes[0], addDays(today, -4), 2),
    ];
  }
  const rows: WorkImplementRow[] = [];
  const types = isShopFloor(employee.department_code) ? implementTypes.slice(2) : implementTypes.slice(0, 2);
  types.forEach((type, index) => {
    const issued = `${between(random, 2023, 2026)}-${String(between(random, 1, 10)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
    const roll = random();
    const status = roll < 0.75 ? 3 : roll < 0.85 ? 1 : roll < 0.95 ? 2 : 4;
    rows.push(make(index + 1, type, issued < employee.employment_date ? employee.employment_date : issued, status));
  });
  return rows;
}
