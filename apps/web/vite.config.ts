import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

// `--mode ta` builds the Tamil pages (src/lib/locale.ts): the browser's files
// into dist/ta/ under the base /ta/, the server's into dist-server/ta/. The
// English build owns the public files (favicon and the like).
export default defineConfig(({ mode }) => {
  const tamil = mode === 'ta';
  return {
    plugins: [react(), tailwindcss(), paintFirst()],
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
      rolldownOptions: {
        output: {
          // The libraries and shared code every page runs, in one file rather than a dozen
          // small shared chunks: on HTTP/1.1 each file waits for one of six connections.
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
              },
              { name: 'shared', test: /packages[\\/]shared[\\/]|src[\\/]lib[\\/]|node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
    // The server bundle (dist-server/, see entry-server.tsx) takes packages from node_modules at run time, except the shop's own TypeScript.
    ssr: { noExternal: ['@handloom/shared'] },
    server: {
      proxy: { '/api': api, '/media': api, '/healthz': api, '/readyz': api },
    },
  };
});

/**
 * Orders the built head for a slow phone: the stylesheet before everything the
 * server inserts at <!--app-head--> (title, meta, the first photographs), and
 * <!--app-modules--> after the entry's script and preloads, where the server
 * puts the route's chunks. A browser on HTTP/1.1 opens six connections to the
 * shop: the first ones should carry what paints, not what hydrates.
 */
function paintFirst(): Plugin {
  return {
    name: 'handloom:paint-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        let out = html;
        for (const link of stylesheets) out = out.replace(link, '');
        out = out.replace('<!--app-head-->', () => `${stylesheets.map((link) => link.trim()).join('\n    ')}\n    <!--app-head-->`);
        return out.replace('</head>', '  <!--app-modules-->\n  </head>');
      },
    },
  };
}
