import { type Kysely, sql } from 'kysely';

// The documents list's slow corners (issue #11, README "Benchmarks"): a date range sorted by update
// time, and form + state + date range together. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // btree_gin lets a GIN index hold scalar columns beside an array. PGlite loads it from
  // @electric-sql/pglite/contrib (db/database.ts).
  await sql`create extension if not exists btree_gin`.execute(db);

  // A date range sorted by update time walks its documents newest (or oldest) updated first, as
  // 0005's form_submissions_period_created_idx does by filing time: dated ones by their period,
  // undated ones by their filing time (they match by their filing day), both with btree_gist's
  // distances from a far time and id.
  await sql`create index form_submissions_period_updated_idx on form_submissions
    using gist (daterange(date_from, coalesce(date_to, date_from), '[]'), updated_at, id) where date_from is not null`.execute(db);
  await sql`create index form_submissions_undated_updated_idx on form_submissions
    using gist (created_at, updated_at, id) where date_from is null`.execute(db);

  // Form, state and the months a period touches in one GIN index: the three filters together are
  // found by intersecting their entries (a form and a state each match a large share of the
  // documents, together with a month a few thousandths). It answers the months alone as well as
  // 0005's index of them did, which it replaces. (A btree of form, state and the period's ends did
  // as well for one form and state, but reads from the start of time to the range's end, takes
  // three and a half times the space and serves neither the months alone nor a state with them.)
  await sql`create index form_submissions_form_state_months_idx on form_submissions
    using gin (form_id, state, period_months) where period_months is not null`.execute(db);
  await sql`drop index form_submissions_period_months_idx`.execute(db);
  // Undated documents match by their filing day: form, state and filing time in one btree.
  await sql`create index form_submissions_undated_form_state_idx on form_submissions
    (company_code, form_id, state, created_at desc, id desc) where date_from is null`.execute(db);
}
