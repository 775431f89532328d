import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

// The forms and documents model of migration 0003, on the driver the run uses (PGlite, or PostgreSQL
// with TEST_DATABASE_URL).
describe(`forms model on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDb;
  let userId: number;
  let formId: number;
  let dateFromDataId: number;
  let commentDataId: number;

  beforeAll(async () => {
    testDb = await createTestDb();
    const { db } = testDb;
    await db
      .insertInto('companies')
      .values([
        { code: 'C1', name: 'Company one' },
        { code: 'C2', name: 'Company two' },
      ])
      .execute();
    userId = (await createUser(db, { username: 'forms-model', defaultCompanyCode: 'C1' })).id;
    const numbering = await db
      .insertInto('numberings')
      .values({ code: 'AL', prefix: 'AL-', figures: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const root = await db
      .insertInto('form_groups')
      .values({ name: 'Prašymai', name_en: 'Applications', is_application: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto('form_groups')
      .values({ name: 'Atostogos', parent_id: root.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    formId = (
      await db
        .insertInto('forms')
        .values({
          form_group_id: group.id,
          name: 'Kasmetinės atostogos',
          system_name: 'annual_leave',
          numbering_id: numbering.id,
          holiday_planning_color: '#33AA55',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const [dateMeta, commentMeta] = await db
      .insertInto('form_metas')
      .values([
        { type: 2, caption: 'Data nuo', caption_en: 'Date from', mandatory: true, data_source_field_key: 'dateFromFieldKey' },
        { type: 1, caption: 'Komentaras', caption_en: 'Comment' },
      ])
      .returning('id')
      .execute();
    const placed = await db
      .insertInto('form_data')
      .values([
        { form_id: formId, form_meta_id: dateMeta!.id, sort_order: 1 },
        { form_id: formId, form_meta_id: commentMeta!.id, sort_order: 2, is_multiple: false },
      ])
      .returning('id')
      .execute();
    dateFromDataId = placed[0]!.id;
    commentDataId = placed[1]!.id;
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  async function newSubmission(values: { company_code?: string; document_no?: string | null; state?: string } = {}): Promise<number> {
    const row = await testDb.db
      .insertInto('form_submissions')
      .values({ company_code: 'C1', form_id: formId, initiated_by: userId, submitted_by: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function fileRow(submissionId: number, content: Buffer) {
    return {
      submission_id: submissionId,
      form_data_id: commentDataId,
      file_name: 'pazyma.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      created_by: userId,
    };
  }

  it('creates every table of the forms model', async () => {
    const tables = await testDb.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'form_groups',
        'forms',
        'form_metas',
        'form_data',
        'form_data_validations',
        'pre_value_lists',
        'pre_value_items',
        'numberings',
        'form_descriptions',
        'form_submissions',
        'form_submission_entries',
        'form_files',
        'document_table_settings',
      ]),
    );
  });

  it('accepts a submission with defaults: Draft, version 1, no document number', async () => {
    const id = await newSubmission();
    const row = await testDb.db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'Draft', version: 1, document_no: null, search_text: '', company_code: 'C1' });
  });

  it('accepts every listed state and refuses one outside the list', async () => {
    for (const state of ['Draft', 'New', 'InProgress', 'Approved', 'Rejected', 'Cancelled']) await newSubmission({ state });
    await expect(newSubmission({ state: 'Deleted' })).rejects.toMatchObject({ code: CHECK_VIOLATION });
    await expect(newSubmission({ state: 'approved' })).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it('refuses a date range that ends before it starts', async () => {
    await expect(
      testDb.db
        .insertInto('form_submissions')
        .values({ company_code: 'C1', form_id: formId, date_from: '2026-05-10', date_to: '2026-05-09' })
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it('accepts validation types 1 to 8 and refuses 0 and 9', async () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8].map((validation_type) => ({ form_data_id: dateFromDataId, validation_type, value: '7' }));
    await testDb.db.insertInto('form_data_validations').values(rows).execute();
    for (const validation_type of [0, 9]) {
      await expect(
        testDb.db.insertInto('form_data_validations').values({ form_data_id: dateFromDataId, validation_type }).execute(),
      ).rejects.toMatchObject({ code: CHECK_VIOLATION });
    }
  });

  it('refuses placing the same field twice on a form', async () => {
    const meta = await testDb.db.selectFrom('form_data').select('form_meta_id').where('id', '=', dateFromDataId).executeTakeFirstOrThrow();
    await expect(
      testDb.db.insertInto('form_data').values({ form_id: formId, form_meta_id: meta.form_meta_id }).execute(),
    ).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
    });
  });

  it('keeps one entry per field in a submission', async () => {
    const id = await newSubmission();
    await testDb.db
      .insertInto('form_submission_entries')
      .values([
        { submission_id: id, form_data_id: dateFromDataId, form_value: '2026-07-01' },
        { submission_id: id, form_data_id: commentDataId, form_value: 'Prašau' },
      ])
      .execute();
    await expect(
      testDb.db
        .insertInto('form_submission_entries')
        .values({ submission_id: id, form_data_id: commentDataId, form_value: 'again' })
        .execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });

  it('stores an entry value longer than a btree key allows (the search index keys on a prefix)', async () => {
    const id = await newSubmission();
    const longJson = JSON.stringify(Array.from({ length: 400 }, (_, n) => ({ name: `link ${n}`, url: `https://example.test/${n}` })));
    expect(longJson.length).toBeGreaterThan(10_000);
    await testDb.db
      .insertInto('form_submission_entries')
      .values({ submission_id: id, form_data_id: commentDataId, form_value: longJson })
      .execute();
  });

  it('accepts a file of exactly 15,000,000 bytes and refuses one byte more', async () => {
    const id = await newSubmission();
    await testDb.db
      .insertInto('form_files')
      .values({ submission_id: id, file_name: 'max.bin', size_bytes: 15_000_000, sha256: 'a'.repeat(64), storage_key: 'objects/max.bin' })
      .execute();
    await expect(
      testDb.db
        .insertInto('form_files')
        .values({
          submission_id: id,
          file_name: 'over.bin',
          size_bytes: 15_000_001,
          sha256: 'a'.repeat(64),
          storage_key: 'objects/over.bin',
        })
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it('stores file bytes in the database and refuses a file with neither bytes nor a storage key, or a size that lies', async () => {
    const id = await newSubmission();
    const content = Buffer.from('%PDF-1.7 pažyma');
    const inserted = await testDb.db.insertInto('form_files').values(fileRow(id, content)).returning('id').executeTakeFirstOrThrow();
    const stored = await testDb.db
      .selectFrom('form_files')
      .select(['content', 'size_bytes'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content!)).toEqual(content);
    expect(stored.size_bytes).toBe(content.length);

    await expect(
      testDb.db
        .insertInto('form_files')
        .values({ ...fileRow(id, content), content: null })
        .execute(),
    ).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(
      testDb.db
        .insertInto('form_files')
        .values({ ...fileRow(id, content), size_bytes: content.length + 1 })
        .execute(),
    ).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
  });

  it('refuses a duplicate document number in a company, allows it in another company and allows many without one', async () => {
    await newSubmission({ document_no: 'AL-00001' });
    await expect(newSubmission({ document_no: 'AL-00001' })).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    await newSubmission({ company_code: 'C2', document_no: 'AL-00001' });
    await newSubmission({ document_no: null });
    await newSubmission({ document_no: null });
  });

  it('removes entries and files with their submission', async () => {
    const { db } = testDb;
    const id = await newSubmission();
    await db
      .insertInto('form_submission_entries')
      .values({ submission_id: id, form_data_id: dateFromDataId, form_value: '2026-08-03' })
      .execute();
    await db
      .insertInto('form_files')
      .values(fileRow(id, Buffer.from('bytes')))
      .execute();
    const other = await newSubmission();
    await db
      .insertInto('form_submission_entries')
      .values({ submission_id: other, form_data_id: dateFromDataId, form_value: '2026-08-04' })
      .execute();
    await db
      .insertInto('form_files')
      .values(fileRow(other, Buffer.from('other bytes')))
      .execute();

    await db.deleteFrom('form_submissions').where('id', '=', id).execute();

    const count = async (table: 'form_submission_entries' | 'form_files', submissionId: number) =>
      (await db.selectFrom(table).select('id').where('submission_id', '=', submissionId).execute()).length;
    expect(await count('form_submission_entries', id)).toBe(0);
    expect(await count('form_files', id)).toBe(0);
    expect(await count('form_submission_entries', other)).toBe(1);
    expect(await count('form_files', other)).toBe(1);
  });

  it('refuses deleting a form that has submissions', async () => {
    await newSubmission();
    await expect(testDb.db.deleteFrom('forms').where('id', '=', formId).execute()).rejects.toMatchObject({ code: '23503' });
  });

  it('keeps one table setting per user, group and column, pseudo-columns included', async () => {
    const { db } = testDb;
    const group = await db.selectFrom('forms').select('form_group_id').where('id', '=', formId).executeTakeFirstOrThrow();
    const meta = await db.selectFrom('form_data').select('form_meta_id').where('id', '=', commentDataId).executeTakeFirstOrThrow();
    const base = { user_id: userId, form_group_id: group.form_group_id, table_visible: true };
    await db
      .insertInto('document_table_settings')
      .values([
        { ...base, form_meta_id: meta.form_meta_id },
        { ...base, pseudo_column: 555 },
      ])
      .execute();
    await expect(
      db
        .insertInto('document_table_settings')
        .values({ ...base, pseudo_column: 555 })
        .execute(),
    ).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
    });
    await expect(
      db
        .insertInto('document_table_settings')
        .values({ ...base, form_meta_id: meta.form_meta_id })
        .execute(),
    ).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
    });
    await expect(
      db
        .insertInto('document_table_settings')
        .values({ ...base, pseudo_column: 556 })
        .execute(),
    ).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(db.insertInto('document_table_settings').values(base).execute()).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });
});
