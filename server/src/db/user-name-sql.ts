import { type RawBuilder, sql } from 'kysely';

/**
 * A user's name as screens show who did something (locked a month, started a job, wrote an override):
 * first and last name, or the user name when the user has none. `alias` is the users table's alias.
 */
export function userDisplayName(alias: string): RawBuilder<string | null> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<
    string | null
  >`coalesce(nullif(trim(coalesce(${column('first_name')}, '') || ' ' || coalesce(${column('last_name')}, '')), ''), ${column('username')})`;
}
