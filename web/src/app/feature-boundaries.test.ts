import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries live in the repository's eslint.config.js; these tests keep the rule from going quiet
// (an import the resolver cannot follow is silently allowed).
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
// The cycle rule walks the whole import graph; these probes need only the boundaries.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function boundaryErrorsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('web feature boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrorsOf(
      "import { WorkflowHistory } from '../../workflows';\nexport const history = WorkflowHistory;\n",
      'web/src/features/documents/components/probe.tsx',
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('lets a feature import its own files, the shared form renderer, components and lib', async () => {
    const errors = await boundaryErrorsOf(
      [
        "import { backPathOf } from '../back-path';",
        "import { DynamicForm } from '../../../forms';",
        "import { LoadingBlock } from '../../../components/loading-block';",
        "import { useTRPC } from '../../../lib/trpc';",
        'export const parts = [backPathOf, DynamicForm, LoadingBlock, useTRPC];',
        '',
      ].join('\n'),
      'web/src/features/documents/components/probe.tsx',
    );
    expect(errors).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    const errors = await boundaryErrorsOf(
      "import { WorkflowHistory } from '../features/workflows';\nexport const history = WorkflowHistory;\n",
      'web/src/app/probe.tsx',
    );
    expect(errors).toEqual([]);
  });

  it('refuses the shared layers importing a feature or app/', async () => {
    const errors = await boundaryErrorsOf(
      "import { routes } from '../app/routes';\nimport { WorkflowHistory } from '../features/workflows';\nexport const parts = [routes, WorkflowHistory];\n",
      'web/src/forms/probe.tsx',
    );
    expect(errors).toEqual([expect.stringContaining('shared by the features'), expect.stringContaining('shared by the features')]);
  });
});
