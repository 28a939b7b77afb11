/**
 * Prerendered first paint: the build renders src/app/page-shells.tsx (React on Node, through a
 * throwaway Vite server) and, for each page in PAGE_SHELLS, puts its shell inside #root of the
 * built index.html and writes the result to the page's file, `shells/{name}.html`; index.html
 * itself becomes the plain shell (the header alone), which every other page opens with. The Worker
 * serves each route its file.
 */
import { createServer, type Plugin, type Rolldown } from 'vite';
import { LANGUAGES, type Language } from '../domain/language.ts';
import {
  PAGE_SHELLS,
  PLAIN_SHELL,
  SHELLED_ROUTES,
  translatedShellFile,
  type ShelledRoute,
} from '../domain/page-shells.ts';
import { startUpModules } from './start-up-modules.ts';
import { manifestFile, webManifest } from './web-manifest.ts';

const SHELLS_MODULE = '/src/app/page-shells.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/** What src/app/page-shells.tsx renders for a language. */
interface RenderedShells {
  shells: Record<ShelledRoute, string>;
  plain: string;
  description: string;
}

type ShellsByLanguage = Record<Language, RenderedShells>;

async function renderShells(root: string): Promise<ShellsByLanguage> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(SHELLS_MODULE)) as {
      renderPageShells: (language: Language) => RenderedShells;
    };
    return Object.fromEntries(
      LANGUAGES.map((language) => [language, module.renderPageShells(language)]),
    ) as ShellsByLanguage;
  } finally {
    await server.close();
  }
}

/**
 * index.html as a reader of `language` gets it: `<html lang>`, the description, and the web
 * manifest in that language (English keeps index.html's own).
 */
function inLanguage(html: string, language: Language, description: string): string {
  if (language === 'en') return html;
  const translated = html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(description)}$2`)
    .replace(`href="/${manifestFile('en')}"`, `href="/${manifestFile(language)}"`);
  if (!translated.includes(`<html lang="${language}">`)) throw new Error('index.html has no <html lang="en">');
  return translated;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function withRoot(html: string, inner: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to put the page shell in`);
  return html.replace(EMPTY_ROOT, `<div id="root">${inner}</div>`);
}

/** A chunk's file and every file it imports, in the order they are found. */
function withImports(bundle: Rolldown.OutputBundle, fileNames: string[]): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  fileNames.forEach(add);
  return [...files];
}

/**
 * Preloads the given chunks from the HTML, at low priority so they never hold back the document
 * and the stylesheet the first paint needs. The entry waits for the first paint before it imports
 * the app (src/main.tsx): preloading keeps the app's download in parallel with the page's.
 */
function withPreloads(html: string, fileNames: string[]): string {
  const links = fileNames
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">\n`);
  return html.replace('</head>', `\n${links.join('')}  </head>`);
}

function entryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error('The build has no entry chunk');
  return entry;
}

function chunkOf(bundle: Rolldown.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === module);
  if (!chunk) throw new Error(`No chunk of its own holds ${module}, a shelled page`);
  return chunk.fileName;
}

/** `leaveOut`: chunks the start may import that no HTML preloads. */
export function pageShells({ leaveOut }: { leaveOut: RegExp }): Plugin {
  let shells: ShellsByLanguage | undefined;
  let root = process.cwd();
  return {
    name: 'pub-golf:page-shells',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      shells = await renderShells(root);
    },
    generateBundle: {
      // After Vite has written index.html with the built script and style tags.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle[PLAIN_SHELL];
        if (!shells || index?.type !== 'asset') throw new Error('The page shells need the built index.html');
        // What every page starts with (src/main.tsx), then each HTML file's own page, as the start
        // evaluates it once the app has started: no page preloads another's code. The plain shell
        // preloads the card's, as `/` does: the card is the page most visits go on to.
        const { pages: startUp } = await startUpModules(this, root);
        const pages = SHELLED_ROUTES.map((route) => {
          const page = startUp[route]?.page;
          if (page === undefined) throw new Error(`SHELLED_PAGES has no page for ${route}`);
          return { route, chunk: chunkOf(bundle, page) };
        });
        // Left out as well: the language runtime the start fetches for a page in another language.
        const common = entryChunk(bundle).dynamicImports.filter(
          (file) => !pages.some(({ chunk }) => chunk === file) && !leaveOut.test(file),
        );
        const html = withPreloads(String(index.source), withImports(bundle, common));
        const cardChunk = pages.find(({ route }) => route === '/')?.chunk;
        if (cardChunk === undefined) throw new Error('PAGE_SHELLS has no `/`');
        for (const language of LANGUAGES) {
          const { shells: inner, plain, description } = shells[language];
          const shellsOfLanguage = [
            ...pages.map(({ route, chunk }) => ({ route, chunk, inner: inner[route] })),
            { route: 'plain' as const, chunk: cardChunk, inner: plain },
          ];
          for (const { route, chunk, inner: painted } of shellsOfLanguage) {
            const page = withPreloads(inLanguage(html, language, description), withImports(bundle, [chunk]));
            const source = withRoot(page, painted);
            if (language !== 'en')
              this.emitFile({ type: 'asset', fileName: translatedShellFile(route, language), source });
            else if (route === 'plain') index.source = source;
            else this.emitFile({ type: 'asset', fileName: PAGE_SHELLS[route], source });
          }
          if (language !== 'en') {
            const manifest = JSON.stringify(webManifest(language, description));
            this.emitFile({ type: 'asset', fileName: manifestFile(language), source: manifest });
          }
        }
      },
    },
  };
}
