/**
 * Writes `dist/client-chunks.json` beside the client build: every chunk of the browser's
 * JavaScript with the modules it holds and the chunks it imports, and the modules the start-up
 * (src/main.tsx) evaluates in turn. The start-up order relies on which chunk each library and
 * each of our modules lands in; the build test (e2e/first-paint-chunks.test.ts) reads this file
 * to check it. It is kept out of the client folder, so it is never deployed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { startUpModules, type StartUpModules } from './start-up-modules.ts';

export const CLIENT_CHUNKS_FILE = 'client-chunks.json';

interface ClientChunk {
  isEntry: boolean;
  /** Our modules relative to the project (`src/main.tsx`), libraries as `node_modules/…`. */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

export interface ClientChunks {
  chunks: Record<string, ClientChunk>;
  /** Where each of the modules the chunks hold is, by the same names. */
  chunkOf: Record<string, string>;
  /** What the start-up evaluates, by the same names. */
  start: StartUpModules;
}

function moduleName(root: string, id: string): string {
  const file = id.split('?')[0] ?? id;
  if (!path.isAbsolute(file)) return file;
  const relative = path.relative(root, file);
  const library = relative.lastIndexOf('node_modules/');
  return library === -1 ? relative : relative.slice(library);
}

export function clientChunks(): Plugin {
  let root = process.cwd();
  let outDir = root;
  let manifest: ClientChunks | undefined;
  return {
    name: 'pub-golf:client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const start = await startUpModules(this, root);
      const name = (id: string) => moduleName(root, id);
      manifest = {
        chunks: {},
        chunkOf: {},
        start: {
          inTurn: start.inTurn.map(name),
          pages: Object.fromEntries(
            Object.entries(start.pages).map(([route, { before, page }]) => [
              route,
              { before: before.map(name), page: name(page) },
            ]),
          ),
        },
      };
      for (const chunk of chunks) {
        const modules = chunk.moduleIds.map(name);
        manifest.chunks[chunk.fileName] = {
          isEntry: chunk.isEntry,
          modules,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
        for (const module of modules) manifest.chunkOf[module] = chunk.fileName;
      }
    },
    async writeBundle() {
      if (!manifest) throw new Error('The client build wrote no chunks');
      await writeFile(path.join(outDir, '..', CLIENT_CHUNKS_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
