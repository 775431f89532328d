import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/transaction';
import { hashPassword } from '../security/passwords';

// argon2id costs ~50-100 ms a hash: every password is hashed once per test process and reused.
const hashes = new Map<string, Promise<string>>();

type TableName = keyof Database & string;

export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A password every factory user gets unless told otherwise; it passes the password policy. */
export const FACTORY_PASSWORD = 'Kalnas2027x';

export interface UserFactoryInput {
  username: string;
  password?: string;
  adminAccess?: number;
  /** Links the user to employee records (all companies) through the personnel number. */
  personnelNo?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  alternativeEmail?: string | null;
  language?: 'lt' | 'en';
  defaultCompanyCode?: string | null;
  status?: 'active' | 'blocked' | 'banned' | 'terminated';
  type?: 'internal' | 'active_directory' | 'azure_ad';
  forcePasswordChange?: boolean;
  workTimeCompanies?: readonly string[];
  passwordChangedAt?: Date;
}

export interface CreatedUser {
  id: number;
  username: string;
  password: string;
}

/** Inserts a user (and their work-time companies) directly, without going through the API. */
export async function createUser(db: Executor, input: UserFactoryInput): Promise<CreatedUser> {
  const password = input.password ?? FACTORY_PASSWORD;
  const inserted = await db
    .insertInto('users')
    .values({
      username: input.username,
      password_hash: await cachedPasswordHash(password),
      admin_access: input.adminAccess ?? 0,
      personnel_no: input.personnelNo ?? null,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      email: input.email === undefined ? `${input.username}@example.test` : input.email,
      alternative_email: input.alternativeEmail ?? null,
      default_language: input.language ?? 'lt',
      default_company_code: input.defaultCompanyCode === undefined ? 'SV' : input.defaultCompanyCode,
      status: input.status ?? 'active',
      type: input.type ?? 'internal',
      force_password_change: input.forcePasswordChange ?? false,
      password_changed_at: input.passwordChangedAt ?? new Date('2026-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const companyCode of input.workTimeCompanies ?? []) {
    await db.insertInto('user_work_time_companies').values({ user_id: inserted.id, company_code: companyCode }).execute();
  }
  return { id: inserted.id, username: input.username, password };
}

/** Row counts of the given tables, to prove that a refused call wrote nothing. */
export async function countRows(db: Executor, tables: readonly TableName[]): Promise<Partial<Record<TableName, number>>> {
  const counts: Partial<Record<TableName, number>> = {};
  for (const table of tables) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}
