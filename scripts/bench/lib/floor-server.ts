// The floor: a bare Fastify + pg server that answers each benchmark case by sending exactly the
// statements the portal sent for it (captured by floor.ts), grouped as the portal sent them
// (statements the portal had in flight together run together), and answering their rows as JSON.
// No session, validation, context or serialisation layer: what is left is the database and HTTP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type FastifyModule from 'fastify';
import type PgModule from 'pg';

// The same Fastify and pg the portal runs on: the server's (the workspace root has neither).
const serverRequire = createRequire(new URL('../../../server/package.json', import.meta.url));
const Fastify = serverRequire('fastify') as typeof FastifyModule;
const pg = serverRequire('pg') as typeof PgModule;

export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
}

/** A case's statements in the order the portal sent them; each group ran concurrently. */
export type CapturedCase = CapturedStatement[][];

const cases = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS_FILE!, 'utf8')) as Record<string, CapturedCase>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/ready', async () => ({ ready: true }));
// A case whose statements set transaction-local settings (the documents list's planner settings) ran
// in a transaction in the portal: it runs in one here too, on one connection, with its BEGIN and COMMIT.
const usesTransaction = (groups: CapturedCase) => groups.flat().some((statement) => /set_config\([^)]*,\s*true\)/.test(statement.sql));

app.get<{ Params: { name: string } }>('/floor/:name', async (request, reply) => {
  const groups = cases[request.params.name];
  if (!groups) return reply.status(404).send({ error: 'no such case' });
  const rows: unknown[] = [];
  if (usesTransaction(groups)) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const statement of groups.flat()) rows.push((await client.query(statement.sql, statement.parameters)).rows);
      await client.query('commit');
    } finally {
      client.release();
    }
    return { data: rows };
  }
  for (const group of groups) {
    const results = await Promise.all(group.map((statement) => pool.query(statement.sql, statement.parameters)));
    for (const result of results) rows.push(result.rows);
  }
  return { data: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
