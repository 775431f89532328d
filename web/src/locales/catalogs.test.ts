import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The catalogs must hold every message of the source code, translated (STYLE.md i18n). Lingui's own
// `check` commands compare the catalogs with what `lingui extract --clean` would write.

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const linguiCli = path.join(webRoot, 'node_modules/@lingui/cli/dist/lingui.js');
const run = promisify(execFile);

async function linguiCheck(...args: string[]): Promise<{ passed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [linguiCli, 'check', ...args, '--workers', '1', '--verbose'], { cwd: webRoot });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The catalogs of web/lingui.config.ts: everyone's, and the admin area's own. */
const catalogNames = ['messages', 'admin'] as const;
type CatalogName = (typeof catalogNames)[number];

/** msgid → msgstr of a .po file (lingui writes one entry per message, strings possibly continued on later lines). */
function readCatalog(locale: string, catalog: CatalogName): Map<string, string> {
  const text = readFileSync(path.join(webRoot, `src/locales/${locale}/${catalog}.po`), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line) as string;
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (msgid !== '') entries.set(msgid, msgstr);
    msgid = '';
    msgstr = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      msgid = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
    } else {
      field = null;
    }
  }
  flush();
  return entries;
}

// Words that are the same in Lithuanian: the beta badge, the ERP (Lithuanian speaks of ERP sistema too)
// and a percent, written with a space before the sign in both.
// The absence plan's row marks are the same letters in both: P planas / plan, F faktas / fact (spec 1 §2).
const SAME_IN_BOTH_LANGUAGES = new Set(['Beta', 'ERP', '{percent} %', 'P', 'F', 'P/F']);

describe('message catalogs', () => {
  it('hold exactly the messages of the source code (run `pnpm i18n:extract` after changing texts)', async () => {
    const result = await linguiCheck('sync', '--clean');
    expect(result.output).toContain('PASS sync');
    expect(result.passed).toBe(true);
  });

  it('translate every message', async () => {
    const result = await linguiCheck('missing', '--mode', 'catalog');
    expect(result.output).toContain('PASS missing');
    expect(result.passed).toBe(true);
  });

  it('have no English text left in the Lithuanian catalog', () => {
    const english = new Map(catalogNames.flatMap((catalog) => [...readCatalog('en', catalog)]));
    const lithuanian = new Map(catalogNames.flatMap((catalog) => [...readCatalog('lt', catalog)]));
    expect(lithuanian.size).toBeGreaterThan(100);
    const untranslated = [...lithuanian].filter(([id, text]) => text === english.get(id) && !SAME_IN_BOTH_LANGUAGES.has(text)).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('use the Lithuanian plural forms for counted texts', () => {
    const plurals = catalogNames.flatMap((catalog) => [...readCatalog('lt', catalog).values()]).filter((text) => text.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(0);
    for (const text of plurals) expect(text).toMatch(/one \{.*\} few \{.*\} many \{.*\} other \{.*\}/);
  });
});
