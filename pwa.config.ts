import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './scripts/web-manifest.ts';

/** Where the client build lands beside the Worker's (the Cloudflare plugin's layout). */
const CLIENT_OUT_DIR = 'dist/client';

/** The installable app: the web manifest, and the service worker built with the build's files to precache. */
export function pwa(): PluginOption {
  const plugins = VitePWA({
    registerType: 'prompt',
    // The app registers the worker itself (the update prompt), so nothing is injected into the page.
    injectRegister: false,
    outDir: CLIENT_OUT_DIR,
    includeAssets: ['favicon-48x48.png', 'apple-touch-icon.png'],
    // The English manifest; each other language's is written beside the shells in its language
    // (scripts/page-shells.ts), with the description the English one carries here.
    manifest: webManifest('en', 'Pub golf scorecard: nine bars, one drink each, lowest score against par wins.'),
    // The service worker is our own code (src/service-worker/sw.ts): it opens each page with its
    // shell in the reader's language, which a generated one cannot choose. The build's own files
    // are its precache; the icons and the manifest are added from `includeAssets` and `manifest`.
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The exported images' emoji font (470 KB) is fetched only for an image with an emoji in it:
    // offline, such an image draws its emoji as the phone does.
    injectManifest: { globPatterns: ['**/*.{js,css,html,woff2}'], globIgnores: ['**/twemoji-*.woff2'] },
  });
  // The Cloudflare plugin also builds the Worker; the service worker belongs to the client build only.
  return plugins.map((plugin): Plugin => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}
