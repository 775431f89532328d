import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../database';
import { generateSchemaSource } from '../codegen';
import { migrateToLatest } from '../migrate';

// Migrates a throw-away in-memory database and writes its table types to db/schema.ts.
const db = createDb({ driver: 'pglite' });
try {
  await migrateToLatest(db);
  const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../schema.ts');
  await writeFile(target, await generateSchemaSource(db));
  console.log(`Wrote ${target}`);
} finally {
  await db.destroy();
}
