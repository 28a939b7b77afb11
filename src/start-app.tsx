import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { parseLanguage, type Language } from '../domain/language';
import { rememberTimeZone } from './lib/i18n/remember-time-zone';

export { loadShelledPage, shelledPageOf } from './app/shelled-pages';

// A page in another language than English starts once its catalog is here, so the header and the
// page open in its words rather than the English the first paint's code carries: fetched as this
// module arrives, beside the page's own code.
const catalog =
  document.documentElement.lang === 'en'
    ? undefined
    : import('./lib/i18n/frame-words')
        .then(({ loadFrameWords }) => loadFrameWords(pageLanguageAtStart()))
        .catch(() => undefined);

/**
 * Mounts the app in #root, replacing the prerendered shell there. The shell is already on screen,
 * so the first render may yield to the browser between components instead of holding the main
 * thread (a tap or a scroll is answered meanwhile).
 */
function pageLanguageAtStart(): Language {
  return parseLanguage(document.documentElement.lang) ?? 'en';
}

export async function startApp(container: HTMLElement) {
  rememberTimeZone();
  await catalog;
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
