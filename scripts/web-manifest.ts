import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Language } from '../domain/language.ts';

/** The page header's green (`--color-felt`) and the page's stone background. */
const THEME_COLOUR = '#14532d';
const BACKGROUND_COLOUR = '#f5f5f4';

/**
 * The installable app's manifest in a language: the name is the brand in every language, the
 * description the page's own. English is `manifest.webmanifest` (written by the PWA plugin); each
 * other language's HTML links its own file, so a phone installs the app with its reader's words.
 */
export function webManifest(language: Language, description: string): Partial<ManifestOptions> {
  return {
    name: 'Pub Golf',
    short_name: 'Pub Golf',
    description,
    lang: language,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function manifestFile(language: Language): string {
  return language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`;
}
