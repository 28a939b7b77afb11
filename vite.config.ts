import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.config.ts';
import { clientChunks } from './scripts/client-chunks.ts';
import { pageShells } from './scripts/page-shells.ts';
import { previewGuards } from './scripts/preview-guards.ts';
import { THEME_SCRIPT } from './src/domain/theme.ts';
import { assetsHeadersFile } from './worker/security-headers.ts';

/** Writes `_headers` so static assets carry the same security headers as the Worker's answers. */
function assetsHeaders(): Plugin {
  return {
    name: 'pub-golf:assets-headers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: assetsHeadersFile() });
    },
  };
}

/**
 * Puts the theme script inline at the top of the head of index.html, so every page (its shells are
 * built from index.html) has its stored theme before the stylesheet paints anything.
 */
function themeScript(): Plugin {
  return {
    name: 'pub-golf:theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [
    previewGuards(),
    react(),
    tailwindcss(),
    themeScript(),
    cloudflare({
      persistState: process.env.PUBGOLF_STATE_DIR ? { path: process.env.PUBGOLF_STATE_DIR } : true,
    }),
    assetsHeaders(),
    pageShells(),
    clientChunks(),
    pwa(),
  ],
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
