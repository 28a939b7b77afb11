/**
 * A live game's notification as the game pushes it and the service worker shows it: written in
 * the phone's language, opening the game's page when tapped. Read without zod, which the service
 * worker does not carry.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** The game's page on this site: a path, never another site. */
  url: string;
  /** One notification a game: a newer one replaces the last. */
  tag: string;
}

const GAME_PAGE_PATH = /^\/play\/[A-Z0-9]+$/;

/** The game's page a notification opens; null for anything but a game's page on this site. */
export function gamePagePath(value: unknown): string | null {
  return typeof value === 'string' && GAME_PAGE_PATH.test(value) ? value : null;
}

/** A pushed notification as the service worker received it; null when it is not one of ours. */
export function pushNoticeOf(value: unknown): PushNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  const path = gamePagePath(url);
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || path === null) return null;
  return { title, body, url: path, tag };
}
