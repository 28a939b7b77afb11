import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

export { loadShelledPage, shelledPageOf } from './app/shelled-pages';

/**
 * Mounts the app in #root, replacing the prerendered shell there. The shell is already on screen,
 * so the first render may yield to the browser between components instead of holding the main
 * thread (a tap or a scroll is answered meanwhile).
 */
export function startApp(container: HTMLElement) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
