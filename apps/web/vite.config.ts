import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The shop's CSP allows no inline scripts: keep Vite's module preload helper in a file.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': api, '/media': api, '/healthz': api, '/readyz': api },
  },
});
