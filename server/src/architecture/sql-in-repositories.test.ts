import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule lives in the repository's eslint.config.js; these probes keep it from going quiet when the
// config's file patterns or selectors change.
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });
const SQL_MESSAGE = 'SQL belongs in a *.repository.ts file';

async function sqlErrorsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return result!.messages.filter((message) => message.message.startsWith(SQL_MESSAGE)).map((message) => message.message);
}

const queries = [
  "import { sql } from 'kysely';",
  "import type { Executor } from '../../db/transaction';",
  'export async function probe(db: Executor) {',
  "  await db.selectFrom('users').selectAll().execute();",
  "  await db.insertInto('users').values({} as never).execute();",
  "  await db.updateTable('users').set({} as never).execute();",
  "  await db.deleteFrom('users').execute();",
  '  await sql`select 1`.execute(db);',
  "  return sql.ref('users.id');",
  '}',
  '',
].join('\n');

describe('SQL only in repositories', { timeout: 60_000 }, () => {
  it('refuses query builders and sql templates in a use case, a router and a worker', async () => {
    for (const file of [
      'server/src/modules/documents/use-cases/probe.ts',
      'server/src/modules/documents/documents.router.ts',
      'server/src/mail/probe.ts',
    ]) {
      expect(await sqlErrorsOf(queries, file), file).toHaveLength(6);
    }
  });

  it('lets repositories, tests and the database plumbing hold SQL', async () => {
    for (const file of [
      'server/src/modules/submissions/submissions.repository.ts',
      'server/src/modules/documents/probe.test.ts',
      'server/src/db/seed/probe.ts',
    ]) {
      expect(await sqlErrorsOf(queries, file), file).toEqual([]);
    }
  });
});
