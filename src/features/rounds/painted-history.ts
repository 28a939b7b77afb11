import { historyPageDataSchema, type HistoryPageData } from '../../../domain/history-page';
import { pageDataInHtml } from '../../lib/page-data';
import { paintedSession } from '../../lib/session/session-queries';
import type { ApiPage } from '../../lib/api-page';
import type { SavedRound } from '../../../domain/rounds';
import { loadHistoryWords } from './history-words';

let painted: HistoryPageData['history'] | undefined;
let paintedVisit = false;

/**
 * What the start does before History's first render: when the Worker painted the member's first
 * page of rounds, the app starts from the member, their status and that page as the HTML brought
 * them, and its words are here, so its first render is the painted page.
 */
export async function startFromPaintedHistory(): Promise<void> {
  const parsed = historyPageDataSchema.safeParse(pageDataInHtml());
  if (parsed.success) {
    painted = parsed.data.history;
    paintedSession.user = painted.user;
    paintedSession.status = painted.subscription;
  }
  await loadHistoryWords();
}

/** The first page of `userId`'s rounds as the page's HTML brought it, once: a later visit asks. */
export function takePaintedRounds(userId: string): ApiPage<SavedRound> | undefined {
  if (painted?.user.id !== userId) return undefined;
  const { rounds, next, total } = painted;
  painted = undefined;
  paintedVisit = true;
  return { items: rounds, next, total };
}

/** Whether History is still on the visit whose HTML brought its first page: only that visit skips asking. */
export function onPaintedVisit(): boolean {
  return paintedVisit;
}

/** History has been left: its next visit asks for the rounds afresh. */
export function endPaintedVisit(): void {
  paintedVisit = false;
}
