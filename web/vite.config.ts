import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Absolute, so the lingui config is found whether vite runs from web/ or from the repository root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
// The babel macro plugin looks the config up from the working directory unless told: vitest runs
// from the repository root. LINGUI_CONFIG is @lingui/conf's documented override.
process.env.LINGUI_CONFIG ??= linguiConfigPath;

/**
 * Folders whose modules only declare (no module-level side effects), which Rollup cannot prove by itself:
 * an import it need not run is left out. @portal/shared's package does not say so: without this,
 * everything its barrel exports (the holiday calendar and its table) would ship to the sign-in page.
 * The form renderer's barrel and its field-type registry would likewise bring every input (date
 * pickers, number and mask inputs) to the document view, which reads a document through the summary.
 */
function pureFolders(): Plugin {
  const pure = /[\\/](shared[\\/]src|web[\\/]src[\\/]forms)[\\/]/;
  return {
    name: 'portal:pure-folders',
    transform(code, id) {
      return pure.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui({ configPath: linguiConfigPath }), pureFolders()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunk imports which, read by the bundle budget (scripts/lib/bundle-size.mjs).
    manifest: true,
  },
});
