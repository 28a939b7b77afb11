/// <reference types="vite-plugin-pwa/react" />
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { usePaintedText } from '../lib/i18n/painted-text';

/** A tab left open through a whole round still hears of a deploy: the worker asks for a new version hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function checkForUpdatesHourly(_url: string, registration: ServiceWorkerRegistration | undefined) {
  if (!registration) return;
  setInterval(() => {
    if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the service worker as it mounts, once the page has settled. A new deploy installs
 * beside the code in use and waits: the player finishes the hole and reloads when they choose,
 * rather than the app changing under them mid-round.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true, onRegisteredSW: checkForUpdatesHourly });
  const [reloading, setReloading] = useState(false);
  const say = usePaintedText();
  if (!needRefresh) return null;

  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[90] flex items-center gap-3 rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg sm:right-auto sm:left-4 sm:max-w-sm"
    >
      <p className="flex-1 font-medium">{say('update.available', 'New version available')}</p>
      <button
        type="button"
        className="rounded-md px-2 py-1.5 font-semibold text-stone-300 hover:bg-white/15"
        onClick={() => setNeedRefresh(false)}
      >
        {say('update.later', 'Later')}
      </button>
      <button
        type="button"
        className="rounded-md bg-white px-3 py-1.5 font-semibold text-felt hover:bg-green-50 disabled:opacity-70"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void updateServiceWorker(true);
        }}
      >
        {reloading ? say('update.reloading', 'Reloading…') : say('update.reload', 'Reload')}
      </button>
    </div>
  );
}
