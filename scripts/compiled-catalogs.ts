import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** An area's catalog in one language: src/locales/<area>/<language>.json, message id to ICU message text. */
const CATALOG = /\/src\/locales\/[a-z-]+\/[a-z]{2}\.json$/;

/**
 * Compiles each catalog's ICU messages at build time, as Lingui's own catalogs are compiled, so
 * the page ships Lingui's small runtime and never its message parser.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'pub-golf:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
