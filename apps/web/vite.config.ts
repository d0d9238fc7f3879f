import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

// `--mode ta` builds the Tamil pages (src/lib/locale.ts): the browser's files
// into dist/ta/ under the base /ta/, the server's into dist-server/ta/. The
// English build owns the public files (favicon and the like).
export default defineConfig(({ mode }) => {
  const tamil = mode === 'ta';
  return {
    plugins: [react(), tailwindcss()],
    base: tamil ? '/ta/' : '/',
    publicDir: tamil ? false : 'public',
    build: {
      outDir: tamil ? 'dist/ta' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The shop's CSP allows no inline scripts: keep Vite's module preload helper in a file.
      modulePreload: { polyfill: false },
      // .vite/manifest.json: which files make each route's chunk, for the server's <link rel="modulepreload">.
      manifest: true,
    },
    // The server bundle (dist-server/, see entry-server.tsx) takes packages from node_modules at run time, except the shop's own TypeScript.
    ssr: { noExternal: ['@handloom/shared'] },
    server: {
      proxy: { '/api': api, '/media': api, '/healthz': api, '/readyz': api },
    },
  };
});
