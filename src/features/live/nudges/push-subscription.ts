/**
 * This phone's notifications for a live game: the browser's push subscription (one for the whole
 * site, made with the game's VAPID key) handed to the game, or taken back. Which games this phone
 * asked for is kept on the device, so the switch shows it on the next visit.
 */
import { pushEndpointSchema, pushKeyResponseSchema } from '../../../../domain/game-push';
import type { Language } from '../../../../domain/language';
import { apiFetch, apiJson } from '../../../lib/api-fetch';
import { readStored, removeStored, writeStored } from '../../../lib/local-storage';
import { limitMs } from '../../../lib/waits';

/** What this browser can do about notifications. */
export type PushSupport = 'supported' | 'unsupported';

/** Why notifications could not be turned on: the browser said no, or this server sends none. */
export class PushRefused extends Error {
  constructor(readonly reason: 'blocked' | 'unavailable') {
    super(reason);
  }
}

export function pushSupport(): PushSupport {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/** An iPhone or iPad browsing in a tab: notifications reach only the app added to the Home Screen. */
export function isAppleBrowserTab(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return apple && !isInstalledApp();
}

export function isInstalledApp(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

const storageKey = (code: string) => `pubgolf-push:${code}`;

/** Whether this phone asked the game for notifications, and still may have them. */
export function pushIsOn(code: string): boolean {
  return (
    pushSupport() === 'supported' &&
    Notification.permission === 'granted' &&
    readStored(storageKey(code), pushEndpointSchema) !== null
  );
}

export async function turnPushOn(code: string, language: Language): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('blocked');
  const { publicKey } = await apiJson(`/api/games/${code}/push`, pushKeyResponseSchema);
  if (publicKey === null) throw new PushRefused('unavailable');
  const subscription = await subscribed(await serviceWorker(), publicKey);
  const json = subscription.toJSON();
  await apiFetch(`/api/games/${code}/push`, {
    method: 'PUT',
    body: { endpoint: json.endpoint, keys: json.keys, language },
  });
  writeStored(storageKey(code), subscription.endpoint);
}

/** The game forgets this phone; the browser's subscription stays for the other games it is in. */
export async function turnPushOff(code: string): Promise<void> {
  const endpoint =
    readStored(storageKey(code), pushEndpointSchema) ??
    (await (await serviceWorker()).pushManager.getSubscription())?.endpoint;
  if (endpoint) await apiFetch(`/api/games/${code}/push`, { method: 'DELETE', body: { endpoint } });
  removeStored(storageKey(code));
}

/** The service worker that shows the notifications: it installs once the page has settled. */
function serviceWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No service worker')), limitMs('serviceWorkerWithin'));
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** The site's subscription, made with this key; one made with another key (the keys changed) is made again. */
async function subscribed(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const applicationServerKey = base64UrlBytes(publicKey);
  const options = { userVisibleOnly: true, applicationServerKey };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    const old = await registration.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
