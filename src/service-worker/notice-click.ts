import { gamePagePath } from '../../domain/push-notice';

/** The parts of a service worker's `clients` a notification's tap uses. */
export interface NoticeWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly NoticeWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface NoticeWindow {
  readonly url: string;
  focus(): Promise<unknown>;
}

/**
 * A tap on a game's notification: the game's page where one is open comes to the front, else it
 * opens; a notification with no page of ours opens the app's start page.
 */
export async function openNoticePage(clients: NoticeWindows, data: unknown): Promise<unknown> {
  const path = gamePagePath((data as { url?: unknown } | null)?.url) ?? '/';
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((window) => new URL(window.url).pathname === path);
  return open ? open.focus() : clients.openWindow(path);
}
