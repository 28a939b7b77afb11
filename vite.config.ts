import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.config.ts';
import { clientChunks } from './scripts/client-chunks.ts';
import { pageShells } from './scripts/page-shells.ts';
import { previewGuards } from './scripts/preview-guards.ts';
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

export default defineConfig({
  plugins: [
    previewGuards(),
    react(),
    tailwindcss(),
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
