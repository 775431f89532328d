import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute, so the lingui config is found whether vite runs from web/ or from the repository root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui({ configPath: linguiConfigPath })],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
