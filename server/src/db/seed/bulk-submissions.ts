import { DataSourceFieldKey, FieldType } from '@portal/shared';
import { sql } from 'kysely';
import type { DbClient } from '../database';
import { TEMPLATE_DEMO_TODAY } from './demo-absences';
import { DemoForm, readCatalogue } from './demo-forms';

// Many documents at once, for the list tests (a few thousand) and the list benchmark (a million):
// one set-based statement per chunk (insert … select from generate_series), deterministic (hashes of
// the row number, never random()), on top of the demo seed. Rows are filed in time order, as a live
// system fills the table, over the demo forms, employees and their users, in every state.

export interface BulkSubmissionsOptions {
  companyCode: string;
  count: number;
  /** The last filing day (default: the tests' template's today, so benchmarks compare); the rows spread over `days` before it. */
  until?: string;
  days?: number;
  /**
   * How many employees file them: the company's, and made-up ones (numbered {company}B000001 …) to
   * reach this many. Default: one per 200 documents, so that a person has a believable few hundred.
   */
  employees?: number;
  /** Rows per statement (and transaction). */
  chunkSize?: number;
  /** Called after each chunk with the rows written so far. */
  onProgress?: (written: number) => void;
}

// Share of each demo form among the documents, in percent (forms not named here get 5).
const FORM_WEIGHTS: Record<string, number> = {
  [DemoForm.annualLeave]: 30,
  [DemoForm.businessTrip]: 15,
  [DemoForm.illness]: 12,
  [DemoForm.request]: 12,
  [DemoForm.equipmentRequest]: 10,
  [DemoForm.unpaidLeave]: 8,
  [DemoForm.childCareLeave]: 4,
};
// The longest period a document of the form covers, in days (default 10).
const PERIOD_DAYS: Record<string, number> = {
  [DemoForm.childCareLeave]: 365,
  [DemoForm.annualLeave]: 14,
  [DemoForm.businessTrip]: 5,
  [DemoForm.unpaidLeave]: 3,
};

const cities = [
  'Ryga',
  'Talinas',
  'Varšuva',
  'Berlynas',
  'Kaunas',
  'Klaipėda',
  'Stokholmas',
  'Helsinkis',
  'Praha',
  'Gdanskas',
  'Oslas',
  'Kopenhaga',
];
const purposes = [
  'Susitikimas su klientu',
  'Tiekėjo auditas',
  'Parodos lankymas',
  'Mokymai',
  'Derybos su partneriais',
  'Konferencija',
  'Įrangos montavimas',
  'Projekto pristatymas',
];
const firstNames = ['Ugnė', 'Jonas', 'Emilija', 'Matas', 'Lukas', 'Gabija', 'Kajus', 'Austėja', 'Nojus', 'Sofija', 'Dominykas', 'Lėja'];
const surnames = [
  'Kazlauskas',
  'Jankauskaitė',
  'Petrauskas',
  'Stankevičiūtė',
  'Vasiliauskas',
  'Žukauskaitė',
  'Butkus',
  'Paulauskaitė',
  'Urbonas',
  'Navickaitė',
];

/** Text pools by demo field (meta key); other text fields draw from `generalTexts`. */
const textPools: Record<string, string[]> = {
  tripPurpose: purposes.flatMap((purpose) => cities.map((city) => `${purpose} ${city}`)),
  subject: [
    'Darbo vietos keitimas',
    'Mokymai apie darbų saugą',
    'Papildomas etatas',
    'Biuro remontas',
    'Darbo grafiko pakeitimas',
    'Nuotolinis darbas',
    'Automobilio stovėjimo vieta',
    'Kvalifikacijos kėlimas',
    'Komandos renginys',
    'Darbo drabužiai',
    'Prieigos teisės',
    'Sutarties kopija',
  ],
  requestText: [
    'Prašau leisti dirbti nuotoliniu būdu penktadieniais.',
    'Prašau įtraukti mane į darbų saugos mokymus.',
    'Prašau išduoti pažymą apie darbo užmokestį.',
    'Prašau patvirtinti kvalifikacijos kėlimo kursų išlaidas.',
    'Prašau pakeisti darbo vietą į antrą aukštą.',
    'Prašau suteikti prieigą prie apskaitos sistemos.',
  ],
  reason: [
    'Asmeninės priežastys.',
    'Šeimos aplinkybės.',
    'Persikraustymas.',
    'Vaiko išleistuvės.',
    'Senasis kompiuteris nebeatitinka poreikių.',
    'Studijų sesija.',
    'Gydymas.',
  ],
  // Most comments are left empty.
  comment: ['', '', '', '', '', '', '', 'Suderinta su vadovu.', 'Dar derinu datas.', 'Skubu.'],
  childName: firstNames.flatMap((first) => surnames.map((last) => `${first} ${last}`)),
  quantity: ['1', '1', '1', '2', '3', '5'],
};
const generalTexts = ['Pagal susitarimą', 'Žr. priedą', 'Kaip aptarta', 'Pagal poreikį'];
const countries = ['LV', 'EE', 'PL', 'DE', 'SE', 'FI', 'NO', 'DK', 'CZ', 'LT'];

type ValueKind = 'dateFrom' | 'dateTo' | 'employee' | 'date' | 'certificate' | 'pool';

interface FieldPlan {
  formId: number;
  formDataId: number;
  sortOrder: number;
  kind: ValueKind;
  pool: string[];
}

/** What the bulk rows write into each field of the demo forms; fields of other kinds stay empty. */
async function planFields(db: DbClient): Promise<{ fields: FieldPlan[]; datedForms: Set<number> }> {
  const catalogue = await readCatalogue(db);
  const metaKeyById = new Map([...catalogue.metas].map(([key, id]) => [id, key as string]));
  const rows = await db
    .selectFrom('form_data')
    .innerJoin('forms', 'forms.id', 'form_data.form_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select([
      'form_data.id',
      'form_data.form_id',
      'form_data.sort_order',
      'form_metas.id as meta_id',
      'form_metas.type',
      'form_metas.data_source_field_key',
      'form_metas.form_data_type',
      'form_metas.pre_values_list_id',
    ])
    .where('forms.system_name', 'in', Object.values(DemoForm))
    .execute();
  const listIds = [...new Set(rows.map((row) => row.pre_values_list_id).filter((id): id is number => id !== null))];
  const listItems =
    listIds.length === 0
      ? []
      : await db.selectFrom('pre_value_items').select(['list_id', 'value']).where('list_id', 'in', listIds).execute();
  const fields: FieldPlan[] = [];
  const datedForms = new Set<number>();
  for (const row of rows) {
    const metaKey = metaKeyById.get(row.meta_id) ?? '';
    const plan = { formId: row.form_id, formDataId: row.id, sortOrder: row.sort_order, pool: [] as string[] };
    if (row.data_source_field_key === DataSourceFieldKey.dateFrom) {
      datedForms.add(row.form_id);
      fields.push({ ...plan, kind: 'dateFrom' });
    } else if (row.data_source_field_key === DataSourceFieldKey.dateTo) fields.push({ ...plan, kind: 'dateTo' });
    else if (row.type === FieldType.employees) fields.push({ ...plan, kind: 'employee' });
    else if (row.type === FieldType.date) fields.push({ ...plan, kind: 'date' });
    else if (metaKey === 'certificateNo') fields.push({ ...plan, kind: 'certificate' });
    else if (row.type === FieldType.countries) fields.push({ ...plan, kind: 'pool', pool: countries });
    else if (row.type === FieldType.listDropdown)
      fields.push({
        ...plan,
        kind: 'pool',
        pool: listItems.filter((item) => item.list_id === row.pre_values_list_id).map((item) => item.value),
      });
    else if (row.type === FieldType.dropdown || row.type === FieldType.radio) {
      fields.push({
        ...plan,
        kind: 'pool',
        pool: (row.form_data_type ?? '')
          .split(',')
          .map((option) => option.trim())
          .filter(Boolean),
      });
    } else if (row.type === FieldType.text || row.type === FieldType.textArea || row.type === FieldType.plainText) {
      fields.push({ ...plan, kind: 'pool', pool: textPools[metaKey] ?? generalTexts });
    }
  }
  return { fields: fields.filter((field) => field.kind !== 'pool' || field.pool.length > 0), datedForms };
}

/** Made-up employees in the company's departments (under their heads) until it has `wanted`. */
async function ensureEmployees(db: DbClient, companyCode: string, wanted: number): Promise<void> {
  const { rows } = await sql<{ total: number; made_up: number }>`
    select count(*)::int as total, count(*) filter (where employee_no like ${`${companyCode}B%`})::int as made_up
    from employees where company_code = ${companyCode}`.execute(db);
  const missing = wanted - (rows[0]?.total ?? 0);
  if (missing <= 0) return;
  const first = (rows[0]?.made_up ?? 0) + 1;
  await sql`
    with departments as (
      select code, manager_employee_no, (row_number() over (order by code))::int - 1 as position, count(*) over ()::int as departments
      from departments where company_code = ${companyCode}
    )
    insert into employees (company_code, employee_no, personnel_no, first_name, last_name, company_email, department_code, job_title, manager_employee_no, employment_date)
    select ${companyCode}, employee_no, 'P' || employee_no,
      ${JSON.stringify(firstNames)}::jsonb ->> (n % ${firstNames.length}),
      ${JSON.stringify(surnames)}::jsonb ->> (n / ${firstNames.length} % ${surnames.length}),
      lower(employee_no) || '@example.lt', departments.code, 'Specialistas', departments.manager_employee_no, date '2015-01-01' + n % 3650
    from generate_series(${first}::int, ${first + missing - 1}::int) as n
    cross join lateral (select ${companyCode} || 'B' || lpad(n::text, 6, '0') as employee_no) as numbered
    join departments on departments.position = n % departments.departments
    on conflict do nothing`.execute(db);
}

/** Users for the company's employees who have none yet (no password: they cannot sign in), so every filer is a user. */
async function ensureEmployeeUsers(db: DbClient, companyCode: string): Promise<void> {
  await sql`
    insert into users (username, personnel_no, first_name, last_name, default_company_code, email)
    select 'bulk.' || lower(e.employee_no), e.personnel_no, e.first_name, e.last_name, e.company_code, null
    from employees e
    where e.company_code = ${companyCode} and e.personnel_no is not null
      and not exists (select 1 from users u where u.personnel_no = e.personnel_no)
    order by e.employee_no
    on conflict do nothing`.execute(db);
}

interface Filer {
  employee_no: string;
  user_id: number;
  manager_user_id: number | null;
}

/**
 * Files `count` documents in the company: forms by weight, employees evenly, four in five filed by
 * the employee, the rest by their manager or an administrator; old documents mostly decided, recent
 * ones open; numbered from the forms' numberings (next_number moves on), drafts unnumbered.
 */
export async function seedBulkSubmissions(db: DbClient, options: BulkSubmissionsOptions): Promise<void> {
  const { companyCode, count } = options;
  const until = options.until ?? TEMPLATE_DEMO_TODAY;
  const days = options.days ?? 3 * 365;
  const chunkSize = options.chunkSize ?? 100_000;
  await ensureEmployees(db, companyCode, options.employees ?? Math.round(count / 200));
  await ensureEmployeeUsers(db, companyCode);
  const filers = (
    await sql<Filer>`
    select e.employee_no, u.id as user_id, mu.id as manager_user_id
    from employees e
    join users u on u.personnel_no = e.personnel_no
    left join employees m on m.company_code = e.company_code and m.employee_no = e.manager_employee_no
    left join users mu on mu.personnel_no = m.personnel_no
    where e.company_code = ${companyCode}
    order by e.employee_no`.execute(db)
  ).rows;
  if (filers.length === 0) throw new Error(`No employees with users in ${companyCode}: seed the demo company first`);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('admin_access', '>=', 1)
    .orderBy('admin_access', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const forms = await db
    .selectFrom('forms')
    .innerJoin('numberings', 'numberings.id', 'forms.numbering_id')
    .select(['forms.id', 'forms.system_name', 'numberings.id as numbering_id'])
    .where('forms.system_name', 'in', Object.values(DemoForm))
    .orderBy('forms.id')
    .execute();
  if (forms.length === 0) throw new Error('The demo forms are missing: seed the demo company first');
  const { fields, datedForms } = await planFields(db);

  // A hundred slots shared out by weight: the form of a row is slot (hash mod 100).
  const weights = forms.map((form) => FORM_WEIGHTS[form.system_name ?? ''] ?? 5);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const slots: number[] = [];
  forms.forEach((form, index) => {
    const share = Math.round((weights[index]! / totalWeight) * 100);
    for (let slot = 0; slot < share && slots.length < 100; slot++) slots.push(form.id);
  });
  while (slots.length < 100) slots.push(forms[0]!.id);

  const formRows = sql.join(
    forms.map(
      (form) =>
        sql`(${form.id}::int, ${datedForms.has(form.id)}::boolean, ${PERIOD_DAYS[form.system_name ?? ''] ?? 10}::int, ${form.system_name === DemoForm.illness}::boolean)`,
    ),
  );
  const fieldRows = sql.join(
    fields.map(
      (field) =>
        sql`(${field.formId}::int, ${field.formDataId}::int, ${field.sortOrder}::int, ${field.kind}::text, ${JSON.stringify(field.pool)}::jsonb)`,
    ),
  );
  const spanSeconds = days * 86_400;
  const start = `${until}T00:00:00Z`;
  const recentFrom = count - Math.round((count * 30) / days);

  for (let first = 1; first <= count; first += chunkSize) {
    const last = Math.min(count, first + chunkSize - 1);
    await db.transaction().execute(async (trx) => {
      // Numbers come from the numberings as a submission takes them: lock them for the chunk.
      await trx
        .selectFrom('numberings')
        .select('id')
        .where(
          'id',
          'in',
          forms.map((form) => form.numbering_id),
        )
        .forUpdate()
        .execute();
      await sql`
        with form_plan (form_id, is_dated, period_days, is_past) as (values ${formRows}),
        field_plan (form_id, form_data_id, sort_order, kind, pool) as (values ${fieldRows}),
        filers as (
          select * from jsonb_to_recordset(${JSON.stringify(filers.map((filer, index) => ({ ...filer, slot: index + 1 })))}::jsonb)
            as filer(slot int, employee_no text, user_id int, manager_user_id int)
        ),
        base as materialized (
          -- Ids in filing order, as a live system assigns them.
          select g, nextval(pg_get_serial_sequence('form_submissions', 'id'))::int as id,
            (${JSON.stringify(slots)}::jsonb ->> (abs(hashint4extended(g, 1)) % 100)::int)::int as form_id,
            1 + (abs(hashint4extended(g, 2)) % ${filers.length})::int as filer_slot,
            (abs(hashint4extended(g, 3)) % 100)::int as state_roll,
            (abs(hashint4extended(g, 4)) % 100)::int as filer_roll,
            abs(hashint4extended(g, 5)) as roll,
            -- Evenly over the span, in filing order.
            date_trunc('second', (${start}::timestamptz - ${`${spanSeconds} seconds`}::interval)
              + ((g - 1)::float8 * ${spanSeconds} / ${count}) * interval '1 second') as filed_at
          from generate_series(${first}::int, ${last}::int) as g
        ),
        generated as materialized (
          select base.*, filers.employee_no,
            case when base.filer_roll < 80 or filers.manager_user_id is null then filers.user_id
                 when base.filer_roll < 95 or ${admin?.id ?? null}::int is null then filers.manager_user_id
                 else ${admin?.id ?? null}::int end as filed_by,
            case when base.g > ${recentFrom} then
                   case when base.state_roll < 15 then 'Draft' when base.state_roll < 30 then 'New' when base.state_roll < 70 then 'InProgress'
                        when base.state_roll < 90 then 'Approved' when base.state_roll < 95 then 'Rejected' else 'Cancelled' end
                 else
                   case when base.state_roll < 1 then 'Draft' when base.state_roll < 3 then 'InProgress' when base.state_roll < 78 then 'Approved'
                        when base.state_roll < 88 then 'Rejected' else 'Cancelled' end
            end as state,
            case when form_plan.is_dated then
              base.filed_at::date + case when form_plan.is_past then -(base.roll % 5)::int else (base.roll % 45)::int - 5 end
            end as date_from,
            form_plan.period_days, form_plan.is_dated
          from base
          join filers on filers.slot = base.filer_slot
          join form_plan on form_plan.form_id = base.form_id
        ),
        sequenced as (
          select generated.*,
            generated.date_from + (generated.roll / 7 % generated.period_days)::int as date_to,
            forms.name, forms.name_en, numberings.id as numbering_id, numberings.prefix, numberings.figures,
            (numberings.next_number - 1 + row_number() over (partition by generated.form_id, generated.state = 'Draft' order by generated.g))::text as sequence_number
          from generated
          join forms on forms.id = generated.form_id
          join numberings on numberings.id = forms.numbering_id
        ),
        numbered as materialized (
          select sequenced.*,
            -- lpad would cut a number longer than the width.
            case when state <> 'Draft' then prefix || case when length(sequence_number) >= figures then sequence_number else lpad(sequence_number, figures, '0') end end as document_no
          from sequenced
        ),
        field_values as materialized (
          select numbered.id, field_plan.form_data_id, field_plan.sort_order,
            case field_plan.kind
              when 'dateFrom' then coalesce(numbered.date_from::text, '')
              when 'dateTo' then coalesce(numbered.date_to::text, '')
              when 'employee' then numbered.employee_no
              when 'date' then (numbered.filed_at::date + 14 + (numbered.roll % 30)::int)::text
              when 'certificate' then 'ENP-' || (1000000 + numbered.id % 9000000)::text
              else field_plan.pool ->> (abs(hashint4extended(numbered.id, field_plan.form_data_id)) % jsonb_array_length(field_plan.pool))::int
            end as form_value
          from numbered
          join field_plan on field_plan.form_id = numbered.form_id
        ),
        searchable as (
          select id, string_agg(form_value, ' ' order by sort_order, form_data_id) as words
          from field_values where form_value <> '' group by id
        ),
        inserted as (
          insert into form_submissions (id, company_code, form_id, document_no, state, employee_no, date_from, date_to,
            submitted_by, changed_by, initiated_by, created_at, updated_at, search_text)
          select numbered.id, ${companyCode}, numbered.form_id, numbered.document_no, numbered.state, numbered.employee_no,
            numbered.date_from, numbered.date_to, numbered.filed_by, numbered.filed_by,
            case when numbered.state <> 'Draft' then numbered.filed_by end,
            numbered.filed_at, numbered.filed_at + case when numbered.state in ('Draft', 'New') then interval '0' else interval '26 hours' end,
            lower(concat_ws(' ', numbered.document_no, numbered.name, numbered.name_en, searchable.words))
          from numbered left join searchable on searchable.id = numbered.id
          order by numbered.id
        ),
        numbers_taken as (
          update numberings set next_number = numberings.next_number + taken.count, last_used_at = now()
          from (select numbering_id, count(*)::int as count from numbered where document_no is not null group by numbering_id) as taken
          where numberings.id = taken.numbering_id
        )
        insert into form_submission_entries (submission_id, form_data_id, form_value)
        select id, form_data_id, form_value from field_values order by id, form_data_id`.execute(trx);
    });
    options.onProgress?.(last);
  }
}
