import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_MODULES_SCRIPT } from '../../packages/shared/src/page-modules.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

// `--mode ta` builds the Tamil pages (src/lib/locale.ts): the browser's files
// into dist/ta/ under the base /ta/, the server's into dist-server/ta/. The
// English build owns the public files (favicon and the like).
export default defineConfig(({ mode }) => {
  const tamil = mode === 'ta';
  return {
    plugins: [react(), tailwindcss(), paintFirst(), contractWithoutSchemas(), zodWithoutEval(), productionReactOnServer()],
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
              // What every page's first load runs of the shop's own code, in one file; what only some
              // pages use (the schemas and zod among it, see contractWithoutSchemas) stays with them.
              { name: 'shared', test: /packages[\\/]shared[\\/]|src[\\/]lib[\\/]/, tags: ['$initial'], includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    // The server bundle (dist-server/, see entry-server.tsx) carries its packages inside it, built for
    // production: React picks its development build at run time when NODE_ENV is not "production",
    // and the shop does not set NODE_ENV (its own default is production; better-auth reads it too).
    // Everything that imports React is bundled, so there is one React and it is the production one.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
    server: {
      proxy: { '/api': api, '/media': api, '/healthz': api, '/readyz': api },
    },
  };
});

/**
 * Orders the built head for a slow phone: the stylesheet before everything the
 * server inserts at <!--app-head--> (title, meta, the first photographs), and
 * the page's modules last, in an inert <template id="page-modules"> with
 * <!--app-modules--> (where the server puts the route's chunks) inside it.
 * PAGE_MODULES_SCRIPT starts them once the first photograph has painted
 * (docs/decisions/031-paint-then-hydrate.md): a browser on HTTP/1.1 opens six
 * connections to the shop, and they should carry what paints, not what
 * hydrates. The development server keeps its scripts as they are.
 */
function paintFirst(): Plugin {
  return {
    name: 'handloom:paint-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        let out = html;
        for (const link of stylesheets) out = out.replace(link, '');
        out = out.replace('<!--app-head-->', () => `${stylesheets.map((link) => link.trim()).join('\n    ')}\n    <!--app-head-->`);
        if (context.server) return out.replace('</head>', '  <!--app-modules-->\n  </head>');
        const modules = out.match(/<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g) ?? [];
        for (const tag of modules) out = out.replace(tag, '');
        const template = `<template id="page-modules">\n      ${modules.map((tag) => tag.trim()).join('\n      ')}\n      <!--app-modules-->\n    </template>`;
        return out.replace('</head>', () => `  ${template}\n    <script>${PAGE_MODULES_SCRIPT}</script>\n  </head>`);
      },
    },
  };
}

/**
 * The browser's production build of the API contract (packages/shared/src/contract)
 * without its zod schemas: each endpoint keeps its method, path, tags and
 * error statuses, which is all the API client reads there, and loses its
 * summary, params, query, body and response schemas. The server validates
 * every request and answer; the browser checks answers only while developing
 * and testing (lib/api-client.ts), where this plugin does not run. Without it
 * the first load of every page carried zod and every schema (about 40 KB
 * compressed, and their construction on the main thread).
 */
function contractWithoutSchemas(): Plugin {
  const kept = new Set(['errors', 'consumes', 'produces', 'forwarded']);
  return {
    name: 'handloom:contract-without-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || !/packages[\\/]shared[\\/]src[\\/]contract[\\/]/.test(id)) return null;
      type Node = { type: string; start: number; end: number; [key: string]: unknown };
      const program = this.parse(code) as unknown as Node;
      const groups = new Set<string>();
      const calls: Node[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const current = node as Node;
        const callee = current.callee as Node | undefined;
        if (current.type === 'VariableDeclarator' && (current.init as Node | null)?.type === 'CallExpression') {
          const initCallee = (current.init as Node).callee as Node;
          if (initCallee.type === 'Identifier' && initCallee.name === 'endpointGroup') groups.add((current.id as Node).name as string);
        }
        if (current.type === 'CallExpression' && callee?.type === 'Identifier') calls.push(current);
        for (const value of Object.values(current)) if (value && typeof value === 'object') visit(value);
      };
      visit(program);
      const edits: { start: number; end: number; text: string }[] = [];
      // The file's own schemas (`const productParams = z.object(...)`, and those built from them) go too.
      const schemas = new Set(['z']);
      const root = (node: Node): Node => {
        const inner = (node.type === 'CallExpression' ? node.callee : node.type === 'MemberExpression' ? node.object : null) as Node | null;
        return inner ? root(inner) : node;
      };
      for (const statement of program.body as Node[]) {
        if (statement.type !== 'VariableDeclaration') continue;
        for (const declarator of statement.declarations as Node[]) {
          const init = declarator.init as Node | null;
          const base = init && root(init);
          if (init && base?.type === 'Identifier' && schemas.has(base.name as string) && (declarator.id as Node).type === 'Identifier') {
            schemas.add((declarator.id as Node).name as string);
            edits.push({ start: init.start, end: init.end, text: 'undefined' });
          }
        }
      }
      for (const call of calls) {
        if (!groups.has((call.callee as Node).name as string)) continue;
        const [, summary, responses, parts] = call.arguments as Node[];
        if (!summary || !responses) throw new Error(`${id}: an endpoint without a summary and responses`);
        edits.push({ start: summary.start, end: summary.end, text: '""' }, { start: responses.start, end: responses.end, text: '{}' });
        if (!parts) continue;
        const properties = parts.type === 'ObjectExpression' ? (parts.properties as Node[]) : null;
        // Anything but a plain object of named parts could carry a schema this cannot see: say so at build time.
        if (!properties || properties.some((property) => property.type !== 'Property' || (property.key as Node).type !== 'Identifier')) {
          throw new Error(`${id}: an endpoint's parts must be an object literal of named properties`);
        }
        const text = properties.filter((property) => kept.has((property.key as Node).name as string)).map((property) => code.slice(property.start, property.end));
        edits.push({ start: parts.start, end: parts.end, text: `{ ${text.join(', ')} }` });
      }
      if (edits.length === 0) return null;
      // And the import of zod, which would otherwise bring it (and its configuration) to every page.
      for (const statement of program.body as Node[]) {
        if (statement.type === 'ImportDeclaration' && (statement.source as Node).value === 'zod') edits.push({ start: statement.start, end: statement.end, text: '' });
      }
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      if (/\bz\./.test(out)) throw new Error(`${id}: zod is still used once the endpoints' schemas are dropped`);
      return { code: out, map: null };
    },
  };
}

/** The browser's `import 'zod'`, configured not to try eval (src/lib/zod-jitless.ts); the server's zod compiles as before. */
function zodWithoutEval(): Plugin {
  const jitless = new URL('./src/lib/zod-jitless.ts', import.meta.url).pathname;
  return {
    name: 'handloom:zod-without-eval',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'zod' || options.ssr || importer === jitless) return null;
      return this.resolve(jitless, importer, { skipSelf: true });
    },
  };
}

/**
 * Fails the server bundle's build if React's development build got into it
 * (a package left outside the bundle, or `define` lost): the shop would then
 * render a page about 1.4x slower (measured on a product page), as it did until 2026-11-26.
 */
function productionReactOnServer(): Plugin {
  return {
    name: 'handloom:production-react-on-server',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!this.environment.config.build.ssr || this.environment.config.mode === 'development') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const development = /react[\w.-]*\.development\.js|from ["']react(-dom)?(\/[\w/-]+)?["']/.exec(chunk.code);
        if (development) throw new Error(`The server bundle's ${chunk.fileName} loads React's development build (${development[0]}); bundle React into it (ssr.noExternal) built for production`);
      }
    },
  };
}
