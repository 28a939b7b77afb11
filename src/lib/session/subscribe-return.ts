/** The way back from /subscribe to the page it was opened from, carried in its query. */
import { safeReturnPath } from './return-url';

const RETURN_PARAM = 'return';

/** `/subscribe`, coming back to `returnTo` once subscribed (or at once, when already a member). */
export function subscribePath(returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  return path === null ? '/subscribe' : `/subscribe?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/** The safe return path a page's query carries, or null. */
export function returnPathFrom(search: URLSearchParams): string | null {
  return safeReturnPath(search.get(RETURN_PARAM));
}
