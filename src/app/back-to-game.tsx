import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { showGameLinkInHeader } from '../components/layout/header-game-link';
import { isGamePage, isLinkCurrent, type GameLink } from '../../domain/game-links';
import { memberGamesQuery, useGameSnapshot } from '../features/live/games-api';
import { usePaintedText } from '../lib/i18n/painted-text';
import { forgetGameOnDevice, gamesOnDevice, rememberGameOnDevice } from '../lib/games-on-device';
import { useCurrentUser } from '../lib/session/use-current-user';

/**
 * 'Back to game: {game}' in the header of every page while this phone (or the signed-in member, on any phone) is in
 * a live game; 'Final standings: {game}' for a day after it ends. A live game known only to this phone
 * is asked about once a visit, so one that ended, or that dropped the team, shows as it is now.
 */
export function BackToGame() {
  const { pathname } = useLocation();
  const say = usePaintedText();
  const { isAuthenticated } = useCurrentUser();
  const mine = useQuery({ ...memberGamesQuery, enabled: isAuthenticated });
  // A day of final standings is not measured to the second: the time the page opened will do.
  const [now] = useState(Date.now);
  // Read again on each page: the play page keeps what it saw.
  const onDevice = useMemo(() => (pathname === '' ? [] : gamesOnDevice()), [pathname]);
  const fromServer = mine.data?.games;
  const link = pickLink(fromServer ?? [], onDevice, pathname);
  const fromDevice = link !== null && !(fromServer ?? []).some((game) => game.code === link.code);
  const checked = useCheckedOnDevice(fromDevice && link.status === 'live' ? link.code : '');
  const shown = checked === undefined ? link : checked;
  const visible = shown !== null && isLinkCurrent(shown, now) && !isGamePage(pathname, shown);
  const to = visible ? `/play/${shown.code}` : '';
  const ended = shown?.status !== 'live';
  const label = ended ? say('header.finalStandings', 'Final standings') : say('header.backToGame', 'Back to game');
  const shortLabel = ended ? say('header.finalStandingsShort', 'Standings') : say('header.backToGameShort', 'Game');
  const gameName = shown?.name ?? '';
  // Before the paint, so a page never shows a link it no longer wants (its own game's).
  useLayoutEffect(() => {
    showGameLinkInHeader(to === '' ? null : { to, label, shortLabel, ended, gameName });
  }, [to, label, shortLabel, ended, gameName]);
  useLayoutEffect(() => () => showGameLinkInHeader(null), []);
  return null;
}

/**
 * The member's games first (the server knows them on every phone), then this phone's; a live one
 * before an ended one. When both know a game, an end either has seen wins: a list read earlier in
 * the visit may not know the game has ended since.
 */
function pickLink(fromServer: readonly GameLink[], onDevice: readonly GameLink[], pathname: string): GameLink | null {
  const byCode = new Map<string, GameLink>();
  for (const link of [...fromServer, ...onDevice]) {
    const known = byCode.get(link.code);
    const chosen = !known || (known.status === 'live' && link.status === 'ended') ? link : known;
    // Either may know the spectator board's id (a phone may have kept the game before it did).
    const watchId = known?.watchId ?? link.watchId;
    byCode.set(link.code, watchId === undefined ? chosen : { ...chosen, watchId });
  }
  const links = [...byCode.values()].filter((link) => !isGamePage(pathname, link));
  return links.find((link) => link.status === 'live') ?? links[0] ?? null;
}

/**
 * A live game this phone remembers, as the game answers now: undefined while unknown (or not
 * asked), null once the game is gone or no longer has this phone's team (then it is forgotten).
 */
function useCheckedOnDevice(code: string): GameLink | null | undefined {
  const load = useGameSnapshot(code);
  const answer: GameLink | null | undefined =
    code === '' || load.state === 'loading' || load.state === 'error'
      ? undefined
      : load.state === 'not-found' || load.snapshot.you === null
        ? null
        : {
            code,
            name: load.snapshot.board.name,
            status: load.snapshot.board.status,
            endedAt: load.snapshot.board.endedAt,
            watchId: load.snapshot.watchId,
          };
  const stored = answer === undefined ? '' : JSON.stringify(answer);
  useEffect(() => {
    if (stored === '') return;
    const link = JSON.parse(stored) as GameLink | null;
    if (link === null) forgetGameOnDevice(code);
    else rememberGameOnDevice(link);
  }, [stored, code]);
  return answer;
}
