import { PAGE_DATA_ELEMENT_ID } from '../../domain/data-paths';

/**
 * The data the Worker sent in the page's HTML (worker/pages.ts), unread: undefined when there is
 * none (the page came from the service worker's copy, or was not opened at this address).
 */
export function pageDataInHtml(): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The game's name in the page's data, for a loading state that must show what the HTML showed. */
export function gameNameInHtml(): string | undefined {
  const data = pageDataInHtml();
  if (typeof data !== 'object' || data === null || !('board' in data)) return undefined;
  const { board } = data;
  if (typeof board !== 'object' || board === null || !('name' in board)) return undefined;
  return typeof board.name === 'string' ? board.name : undefined;
}
