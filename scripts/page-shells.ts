/**
 * Prerendered first paint: the build renders src/app/page-shells.tsx (React on Node, through a
 * throwaway Vite server) and puts the plain shell inside index.html's #root, then writes
 * `shells/{name}.html` beside it for each page with its own shell: the same document with that
 * page's header and title inside #root. The Worker serves those for their routes.
 */
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { PageShell } from '../src/domain/page-shells.ts';

const SHELLS_MODULE = '/src/app/page-shells.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface RenderedShells {
  plain: string;
  pages: Record<PageShell, string>;
}

async function renderShells(root: string): Promise<RenderedShells> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(SHELLS_MODULE)) as { renderPageShells: () => RenderedShells };
    return module.renderPageShells();
  } finally {
    await server.close();
  }
}

function withRoot(html: string, inner: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to put the page shell in`);
  return html.replace(EMPTY_ROOT, `<div id="root">${inner}</div>`);
}

/**
 * The entry waits for the first paint before it imports the app (src/main.tsx): preloading the
 * app's chunks from the HTML keeps their download in parallel with the page's, at low priority so
 * they never hold back the document and the stylesheet the first paint needs.
 */
function preloadDynamicImports(html: string, bundle: Rolldown.OutputBundle): string {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error('The build has no entry chunk');
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  entry.dynamicImports.forEach(add);
  const links = [...files]
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">\n`);
  return html.replace('</head>', `\n${links.join('')}  </head>`);
}

export function pageShells(): Plugin {
  let shells: RenderedShells | undefined;
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
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!shells || index?.type !== 'asset') throw new Error('The page shells need the built index.html');
        const html = preloadDynamicImports(String(index.source), bundle);
        index.source = withRoot(html, shells.plain);
        for (const [name, shell] of Object.entries(shells.pages)) {
          this.emitFile({ type: 'asset', fileName: `shells/${name}.html`, source: withRoot(html, shell) });
        }
      },
    },
  };
}
