import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
