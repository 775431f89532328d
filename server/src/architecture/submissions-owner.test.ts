import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// form_submissions has one owner, modules/submissions (README "Documents and forms"): other modules go
// through its functions instead of repeating "submission joined with form" in SQL of their own.
const serverSource = path.resolve(import.meta.dirname, '..');

/** Where the table may still be named in SQL besides its owner, and why. */
const allowed = [
  // The owner.
  /^modules\/submissions\//,
  // Who sees a document is the documents domain's rule, a condition on the table.
  /^modules\/documents\/submission-visibility\.repository\.ts$/,
  // The documents lists' own tuned query (migration 0005, README "Benchmarks").
  /^modules\/documents\/document-lists\.[a-z]+\.repository\.ts$/,
  /^modules\/documents\/document-lists\.repository\.ts$/,
  // The running approvals' list (issue #15): one statement for the page and one for the count, on
  // partial indexes of its own (migration 0033).
  /^modules\/active-workflows\/active-workflows\.repository\.ts$/,
  // Screens held to a statement budget (trpc/statement-counts.test.ts) read what they show in one
  // statement each: the home summary's cards, forms and absences; an approver's decision context.
  /^modules\/home\/home\.repository\.ts$/,
  /^modules\/documents\/decision-context\.repository\.ts$/,
  // The bulk seed inserts a million rows in one statement; the demo seed asks whether any exist.
  /^db\/seed\/bulk-submissions\.ts$/,
  /^db\/seed\/demo-submissions\.ts$/,
];

const tableInBuilder = /['"]form_submissions['"]/;
const tableInSql = /\b(from|join|into|update)\s+form_submissions\b/i;

function sourceFiles(): string[] {
  return readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing/'));
}

describe('form_submissions has one owner', () => {
  it('names the table in SQL only in its owner, the visibility rule, the document lists and the seed', () => {
    const offenders = sourceFiles().filter((file) => {
      const text = readFileSync(path.join(serverSource, file), 'utf8');
      return (tableInBuilder.test(text) || tableInSql.test(text)) && !allowed.some((pattern) => pattern.test(file));
    });
    expect(offenders).toEqual([]);
  });

  it('keeps the owner free of the domains that use it (documents and workflows depend on it, not back)', () => {
    const ownerFiles = sourceFiles().filter((file) => file.startsWith('modules/submissions/'));
    expect(ownerFiles).not.toEqual([]);
    const siblingImports = ownerFiles.flatMap((file) =>
      [...readFileSync(path.join(serverSource, file), 'utf8').matchAll(/from '(\.\.\/[a-z-]+\/[^']*)'/g)].map(
        (match) => `${file} → ${match[1]}`,
      ),
    );
    expect(siblingImports).toEqual([]);
  });
});
