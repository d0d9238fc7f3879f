import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSrc, imageSrcSet, type PublicSettings } from '@handloom/shared';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, type RenderedBody } from './html-document.ts';

// The web app's server bundle (apps/web/dist-server/entry-server.js, made by
// `npm run build`), loaded once. Its types are declared here rather than
// imported, since the API does not compile the web app's sources.

interface ImagePreload {
  url: string;
  sizes: string;
}

interface WebServerEntry {
  configure(setup: { settings: PublicSettings; fetchApi: (url: string, init: RequestInit) => Promise<Response> }): void;
  render(url: URL): Promise<{ html: string; payload: unknown; images: ImagePreload[]; modules: string[]; title: string | null }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type PageRenderer = (url: URL) => Promise<RenderedBody>;

/** The renderer, or null when the web app has no server bundle (not built): then pages are the bare app, drawn in the browser. */
/** A language's build: the browser's files (served under `base`) and the server's bundle. */
export interface WebBuild {
  distDir: string;
  serverDir: string;
  base: string;
}

export async function loadPageRenderer(app: FastifyInstance, { distDir, serverDir, base }: WebBuild, settings: PublicSettings): Promise<PageRenderer | null> {
  const entryFile = path.join(serverDir, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    app.log.warn(`No server bundle at ${entryFile}; pages are drawn in the browser only (run \`npm run build\`)`);
    return null;
  }
  let entry: WebServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  } catch (error) {
    // A server bundle that cannot load (its packages not beside it, a broken build) leaves the browser-only app, not a dead shop.
    app.log.error({ err: error }, `The server bundle at ${entryFile} does not load; pages are drawn in the browser only`);
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  entry.configure({
    settings,
    // The pages' API calls go through the shop's own routes, in-process: the same answers, caches and rules as the browser's.
    fetchApi: async (url, init) => {
      const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    },
  });
  const modulePreloads = routeModulePreloads(manifest, base);
  return async (url) => {
    const page = await entry.render(url);
    return {
      html: page.html,
      stateJson: JSON.stringify(page.payload),
      imagePreloads: page.images.map(imagePreload),
      modulePreloads: page.modules.flatMap(modulePreloads),
      title: page.title,
    };
  };
}

/** The first photograph starts with the HTML, at the size the page will pick (the same srcset and sizes as its <img>). */
function imagePreload(image: ImagePreload, index: number): string {
  const srcset = imageSrcSet(image.url);
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  const priority = index === 0 ? ' fetchpriority="high"' : '';
  return `<link rel="preload" as="image" href="${escapeHtml(imageSrc(image.url, 640))}"${set}${priority}>`;
}

/**
 * A route's chunk and the chunks it imports, less those the page's entry
 * already preloads (index.html lists them): fetched beside the entry instead
 * of after it.
 */
function routeModulePreloads(manifest: Record<string, ManifestChunk>, base: string): (module: string) => string[] {
  // The entry's files, by file name: a chunk can sit in the manifest under more than one key.
  const entryFiles = new Set<string>();
  const visitEntry = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) visitEntry(imported);
  };
  visitEntry('index.html');
  const cache = new Map<string, string[]>();
  return (module) => {
    const key = `src/routes/${module}.tsx`;
    let links = cache.get(key);
    if (!links) {
      const files = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || entryFiles.has(chunk.file) || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(key);
      links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
      cache.set(key, links);
    }
    return links;
  };
}
