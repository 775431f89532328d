import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Web features only the administration area shows (under /admin). */
const adminFeatures = [
  'active-workflows',
  'form-designer',
  'form-fields',
  'form-metas',
  'message-templates',
  'numberings',
  'participant-groups',
  'workflow-designer',
  'approval-routes',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['lt', 'en'],
  fallbackLocales: { default: 'en' },
  // The administration area's screens have a catalog of their own, fetched when the area is first
  // opened (web/src/lib/i18n.ts loadAreaCatalog): employees never download the designers' texts.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/testing/**', ...adminFeatures.map((feature) => `<rootDir>/src/features/${feature}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: adminFeatures.map((feature) => `<rootDir>/src/features/${feature}`),
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
