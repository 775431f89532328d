import { type Kysely, sql } from 'kysely';

// The document lists (spec 1 §2 "Documents list", "Applications list", §7 get-documents,
// get-form-submission-tasks, get-applications, get-my-submissions): who has opened which submission
// (unread rows show bold), and an index for every filter and sort the lists offer, checked with
// EXPLAIN on a million submissions. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram indexes make "contains" searches (LIKE '%text%') indexable; btree_gist lets a GiST index
  // hold the filing time beside the period. PGlite loads both from @electric-sql/pglite/contrib (db/database.ts).
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('form_submission_views')
    .addColumn('submission_id', 'integer', (column) => column.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // The first opening; opening again changes nothing.
    .addColumn('viewed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_submission_views_pk', ['submission_id', 'user_id'])
    .execute();
  // Deleting a user cascades here.
  await db.schema.createIndex('form_submission_views_user_idx').on('form_submission_views').column('user_id').execute();

  // Free text over the document number, form names and entry values (search_text is lower-cased on
  // write). The per-field search finds its candidates here too, then checks the field's entry.
  await sql`create index form_submissions_search_text_trgm_idx on form_submissions using gin (search_text gin_trgm_ops)`.execute(db);

  // Sorts. Every one ends in id, the tie-breaker, so a page boundary never splits equal keys at random.
  await sql`create index form_submissions_company_created_idx on form_submissions (company_code, created_at desc, id desc)`.execute(db);
  await sql`create index form_submissions_company_updated_idx on form_submissions (company_code, updated_at desc, id desc)`.execute(db);
  await sql`create index form_submissions_company_document_no_idx on form_submissions (company_code, document_no, id)`.execute(db);
  await sql`create index form_submissions_company_date_from_idx on form_submissions (company_code, date_from, id)`.execute(db);
  await sql`create index form_submissions_company_date_to_idx on form_submissions (company_code, date_to, id)`.execute(db);
  // The status column sorts by the life cycle (Draft … Cancelled), not by the codes' spelling. The list
  // query repeats this expression verbatim, or the index is not used.
  await sql`create index form_submissions_company_state_rank_idx on form_submissions
    (company_code, array_position('{Draft,New,InProgress,Approved,Rejected,Cancelled}'::text[], state), id)`.execute(db);

  // Date filter: a dated document matches when its period touches the range (a btree on either date
  // would scan everything before the range's end). The months a period touches, as month numbers
  // (year * 12 + month - 1), find the candidates of a range of months at GIN speed; they are stored
  // (a generated column), as computing them again for every candidate row costs more than the rest
  // of the list. The GiST index of the period beside the filing time and id walks the candidates
  // newest (or oldest) first, as the list shows them (btree_gist's distances from a far date and id).
  await sql`create function form_submission_months(date_from date, date_to date) returns integer[]
    language sql immutable parallel safe
    return array(select generate_series(
      (extract(year from date_from) * 12 + extract(month from date_from) - 1)::integer,
      (extract(year from date_to) * 12 + extract(month from date_to) - 1)::integer))`.execute(db);
  await sql`alter table form_submissions add column period_months integer[]
    generated always as (case when date_from is not null then form_submission_months(date_from, coalesce(date_to, date_from)) end) stored`.execute(
    db,
  );
  await sql`create index form_submissions_period_months_idx on form_submissions using gin (period_months) where period_months is not null`.execute(
    db,
  );
  await sql`create index form_submissions_period_created_idx on form_submissions
    using gist (daterange(date_from, coalesce(date_to, date_from), '[]'), created_at, id) where date_from is not null`.execute(db);
  // Documents without a period match by their filing day.
  await sql`create index form_submissions_undated_created_idx on form_submissions (company_code, created_at desc, id desc) where date_from is null`.execute(
    db,
  );

  // Visibility and "mine": what the caller filed (initiated_by and the employee already have indexes).
  await sql`create index form_submissions_submitted_by_idx on form_submissions (submitted_by, created_at desc)`.execute(db);
}
