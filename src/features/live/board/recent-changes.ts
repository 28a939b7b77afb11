import { useEffect, useRef, useState } from 'react';
import { formatToPar } from '../../../../domain/scoring';
import type { BoardTeam } from '../../../../domain/game-protocol';
import type { Translate } from '../../../lib/i18n/catalog-areas';

/** A changed row stays highlighted this long. */
const HIGHLIGHT_MS = 3000;
/** Screen readers hear at most one board change this often: the latest one. */
const ANNOUNCE_GAP_MS = 5000;

interface Seen {
  teams: readonly BoardTeam[];
  changed: ReadonlySet<string>;
  latest: string | null;
}

function describe(t: Translate<'join'>, team: BoardTeam, place: number): string {
  return t('live.board.changed', { team: team.name, total: formatToPar(team.total), holes: team.holesPlayed, place });
}

/**
 * The teams whose card changed since the last board (their edit count went up, or they are new),
 * highlighted for a few seconds; and a sentence for screen readers about the latest change, given
 * out at most once every few seconds so a busy board does not talk over itself.
 */
export function useRecentChanges(teams: readonly BoardTeam[], t: Translate<'join'>) {
  const [seen, setSeen] = useState<Seen>({ teams, changed: new Set(), latest: null });
  if (seen.teams !== teams) {
    const before = new Map(seen.teams.map((team) => [team.id, team.changes]));
    const changed = new Set(teams.filter((team) => (before.get(team.id) ?? -1) < team.changes).map((team) => team.id));
    const first = teams.findIndex((team) => changed.has(team.id));
    const team = teams[first];
    setSeen({
      teams,
      changed: changed.size > 0 ? changed : seen.changed,
      latest: team ? describe(t, team, first + 1) : seen.latest,
    });
  }

  const changed = seen.changed;
  useEffect(() => {
    if (changed.size === 0) return;
    const timer = setTimeout(() => setSeen((current) => ({ ...current, changed: new Set() })), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const [spoken, setSpoken] = useState('');
  const lastSpokenAt = useRef(0);
  const latest = seen.latest;
  useEffect(() => {
    if (latest === null) return;
    const wait = Math.max(0, lastSpokenAt.current + ANNOUNCE_GAP_MS - Date.now());
    const timer = setTimeout(() => {
      lastSpokenAt.current = Date.now();
      setSpoken(latest);
    }, wait);
    return () => clearTimeout(timer);
  }, [latest]);

  return { changed, announcement: spoken };
}
