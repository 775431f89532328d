import { readFile } from 'node:fs/promises';
import { migrations } from '@portal/migrations';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { generateSchemaSource } from './codegen';
import { migrateToLatest } from './migrate';

const hasPostgres = Boolean(testDatabaseUrl());
const migrationNames = Object.keys(migrations);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database before and during migration
async function tableNames(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('are listed under names that sort in the order they are listed', () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(migrationNames).toEqual([...migrationNames].sort());
    for (const name of migrationNames) expect(name).toMatch(/^(\d{4}|\d{14})_[a-z0-9_]+$/);
  });
});

// PGlite always; the PostgreSQL server only with TEST_DATABASE_URL, and then the names say why it was skipped.
describe('migrations on an empty PGlite database', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createEmptyTestDb('pglite');
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('apply every migration, and migrating again is a no-op', async () => {
    await expectMigrationsApply(testDb.db);
  });

  it('produce the table types committed in db/schema.ts byte for byte', async () => {
    await migrateToLatest(testDb.db); // a no-op after the test above; keeps this one runnable alone
    const generated = await generateSchemaSource(testDb.db);
    const committed = await readFile(new URL('./schema.ts', import.meta.url), 'utf8');
    expect(
      committed === generated,
      'server/src/db/schema.ts differs from the migrations: run `pnpm db:codegen` and commit the result',
    ).toBe(true);
  });
});

describe.skipIf(!hasPostgres)(
  `migrations on an empty PostgreSQL database${hasPostgres ? '' : ' (SKIPPED: TEST_DATABASE_URL is not set)'}`,
  () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await createEmptyTestDb('pg');
    });
    afterAll(async () => {
      await testDb?.destroy();
    });

    it('apply every migration, and migrating again is a no-op', async () => {
      await expectMigrationsApply(testDb.db);
    });
  },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database before and during migration
async function expectMigrationsApply(db: Kysely<any>) {
  expect(await tableNames(db)).toEqual([]);

  const first = await migrateToLatest(db);
  expect(first.results?.map((result) => [result.migrationName, result.status])).toEqual(migrationNames.map((name) => [name, 'Success']));
  const tables = await tableNames(db);
  expect(tables).toEqual(expect.arrayContaining(['companies', 'users', 'sessions', 'login_entries', 'site_settings', 'email_outbox']));
  // Employee self-service (0002): the ERP mirror tables and the outbox towards the ERP.
  expect(tables).toEqual(
    expect.arrayContaining([
      'appointments',
      'payslips',
      'payslip_lines',
      'absences',
      'employee_activities',
      'activity_codes',
      'activity_types',
      'holiday_reserves',
      'payroll_calendars',
      'payroll_calendar_days',
      'substitutions',
      'personal_information',
      'employee_relatives',
      'work_implements',
      'qualifications',
      'instructions',
      'working_abilities',
      'countries',
      'working_ability_values',
      'marital_status_values',
      'erp_outbox',
    ]),
  );
  // Dynamic forms (0003): definitions, numbering, submissions with entries and files, list settings.
  expect(tables).toEqual(
    expect.arrayContaining([
      'numberings',
      'form_groups',
      'forms',
      'pre_value_lists',
      'pre_value_items',
      'form_metas',
      'form_data',
      'form_data_validations',
      'form_descriptions',
      'form_submissions',
      'form_submission_entries',
      'form_files',
      'document_table_settings',
    ]),
  );
  // Document permissions (0004).
  expect(tables).toContain('document_permissions');
  // Document lists (0005): who has opened which submission.
  expect(tables).toContain('form_submission_views');
  expect(await db.selectFrom('site_settings').select(['id', 'max_failed_logins']).execute()).toEqual([{ id: 1, max_failed_logins: 10 }]);

  const second = await migrateToLatest(db);
  expect(second.results).toEqual([]);
  expect(await tableNames(db)).toEqual(tables);
  expect(await db.selectFrom('site_settings').select('id').execute()).toHaveLength(1);
}
