import { useCallback, useEffect, useState } from 'react';
import { loadPlayingWords } from '../../lib/i18n/playing-text';
import { shownLanguage } from '../../lib/i18n/shown-language';
import { loadWhenOnline } from '../../lib/load-when-online';
import { pageDataInHtml } from '../../lib/page-data';
import type * as TeamPartsModule from './play-team-parts';

/**
 * What a live game's page shows only to a team (its socket, its card, the host's and co-host's
 * controls, the clock, keeping the round) or once the game has ended (the awards, the reveal, the
 * way home): the page of `play-team-parts.tsx`. A phone of no team at a game still on needs none of it
 * until it joins, so it loads apart, and the join page fetches less.
 */
export type TeamParts = typeof TeamPartsModule;

/**
 * The words a team's page says beyond the join page's (join-text.ts), with the language runtime,
 * which the join page does not load: the live game's, its own, an ended game's awards and the
 * words every page shares.
 */
const TEAM_AREAS = ['live', 'team', 'awards', 'app'] as const;

/** TEAM_AREAS and the top of a team's page (playing-text.ts) in the page's language. */
async function loadTeamWords(): Promise<void> {
  const language = shownLanguage();
  await Promise.all([
    loadPlayingWords(language),
    import('../../lib/i18n/translate').then(({ messagesOf }) =>
      Promise.all(TEAM_AREAS.map((area) => messagesOf(language, [area]))),
    ),
  ]);
}

let loaded: TeamParts | undefined;
let loading: Promise<TeamParts> | undefined;

/**
 * A team's parts of a live game's page with their words (TEAM_AREAS), loaded once; a
 * download cut off is tried again as the signal returns.
 */
export function loadTeamParts(): Promise<TeamParts> {
  if (!loading) {
    loading = loadWhenOnline(() =>
      Promise.all([import('./play-team-parts'), loadTeamWords()]).then(([parts]) => parts),
    ).then((parts) => (loaded = parts));
    // One that still fails is tried again by the next one who asks.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * Before a live game's page first renders (the start, src/app/shelled-pages.ts): a team's parts,
 * so its painted page is taken over whole, unless the page's HTML is the join page of a phone of
 * no team, which needs them only once it joins.
 */
export async function loadTeamPartsForPage(): Promise<void> {
  if (noTeamHere(pageDataInHtml())) return;
  await loadTeamParts().catch(() => undefined);
}

/** Whether the page's data says it shows no team's parts: a phone of no team in a game still on, or no game. */
function noTeamHere(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  if ('missingCode' in data) return true;
  if (!('you' in data) || data.you !== null) return false;
  if (!('board' in data) || typeof data.board !== 'object' || data.board === null) return false;
  return 'status' in data.board && data.board.status === 'live';
}

export type TeamPartsLoad =
  { state: 'ready'; parts: TeamParts } | { state: 'loading' } | { state: 'failed'; retry: () => void };

/** A team's parts: at once when they are here, else loaded, the render following when they come. */
export function useTeamParts(): TeamPartsLoad {
  const [, setArrived] = useState<TeamParts | undefined>(loaded);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadTeamParts().then(
      (parts) => current && setArrived(parts),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [tries]);
  const retry = useCallback(() => {
    setFailed(false);
    setTries((count) => count + 1);
  }, []);
  if (loaded) return { state: 'ready', parts: loaded };
  return failed ? { state: 'failed', retry } : { state: 'loading' };
}
