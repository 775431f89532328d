import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per web feature folder: it may import anything but another feature (STYLE.md, web/).
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaryZones = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared piece to components/, lib/ or forms/, or compose the features in app/.',
}));
// The shared layers serve the features and app/, never the other way round.
const sharedLayerZone = {
  target: ['./web/src/components', './web/src/lib', './web/src/forms'],
  from: ['./web/src/features', './web/src/app'],
  message: 'components/, lib/ and forms/ are shared by the features: they import neither a feature nor app/.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', 'server/src/db/schema.ts', 'web/src/locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an as-const object and a union instead of an enum.' },
      ],
    },
  },
  {
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/env.ts', 'server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through env.ts.' }],
    },
  },
  {
    // SQL lives in repositories only (ARCHITECTURE rule 4). The database's own plumbing (migrations runner,
    // seed, command-line tools) and the tests are the exceptions.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/**/*.test.ts', 'server/src/testing/**', 'server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an as-const object and a union instead of an enum.' },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive)$/]',
          message: 'SQL belongs in a *.repository.ts file: call a repository function from here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in a *.repository.ts file: call a repository function from here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.object.name='sql']",
          message: 'SQL belongs in a *.repository.ts file: call a repository function from here.',
        },
        {
          selector: "CallExpression[callee.object.name='sql']",
          message: 'SQL belongs in a *.repository.ts file: call a repository function from here.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureBoundaryZones, sharedLayerZone] }],
      // A module cycle makes load order matter (lazy routes, msw mocks); type-only imports are erased and allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Tests and their helpers may mount the whole app; they still keep to their own feature.
    files: ['web/src/**/testing/**/*.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureBoundaryZones }],
    },
  },
);
