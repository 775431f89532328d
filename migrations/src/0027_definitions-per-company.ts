import { type Kysely, sql } from 'kysely';

// The definitions administrators keep in the designers (issue #15): form groups (their forms go with
// them), form fields (metas), pre-value lists, numberings, workflows, participant groups (user roles)
// and message templates. Until now they were shared by every company. From here a definition belongs
// to the company it was made in, and an empty company_code keeps the old meaning: shared by every
// company (the seeded definitions). Another company's definitions are never readable; shared ones
// may be changed only by top administrators. Names that code looks up (numbering codes, template
// codes, participant-group system names) become unique per company, so a company may carry its own
// copy of a shared one. Frozen in time: never import application code.

const definitionTables = ['form_groups', 'form_metas', 'pre_value_lists', 'numberings', 'workflows', 'user_roles', 'message_templates'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of definitionTables) {
    await db.schema
      .alterTable(table)
      .addColumn('company_code', 'text', (column) => column.references('companies.code').onDelete('cascade'))
      .execute();
    await sql`create index ${sql.raw(`${table}_company_idx`)} on ${sql.table(table)} (company_code)`.execute(db);
  }

  await sql`alter table numberings drop constraint numberings_code_key`.execute(db);
  await sql`create unique index numberings_company_code_unique on numberings (coalesce(company_code, ''), code)`.execute(db);
  await sql`alter table message_templates drop constraint message_templates_code_key`.execute(db);
  await sql`create unique index message_templates_company_code_unique on message_templates (coalesce(company_code, ''), code)`.execute(db);
  await sql`drop index user_roles_system_name_unique`.execute(db);
  await sql`create unique index user_roles_system_name_unique on user_roles (coalesce(company_code, ''), system_name) where system_name is not null`.execute(
    db,
  );
}
