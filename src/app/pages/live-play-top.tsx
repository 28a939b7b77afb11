import type { ReactNode } from 'react';
import type { Board, BoardTeam, GameSnapshot } from '../../../domain/game-protocol';
import { StandingSummary } from '../../features/live/board/standing-summary';
import { useJoinText } from '../../lib/i18n/join-text';

/**
 * /play/{code} under its title: the code line with the host's menu, what the phone's state calls
 * for (`note`) and, for a team still playing, its standing in one line, its card's heading and
 * the hole to play, then the rest of its card; the whole board follows (beside the card from a
 * laptop's width). The page renders it, and the Worker renders it into a team's HTML
 * (src/app/play-page-html.tsx) without the card's rest and the board, which only grow below and
 * beside what it paints, so the app's first render puts the same words in the same place.
 */
export function LivePlayTop({
  code,
  board,
  you,
  yourTeam,
  playing,
  note,
  hostMenu,
  nextHole,
  card,
  fullBoard,
}: {
  code: string;
  board: Board;
  you: GameSnapshot['you'];
  yourTeam: BoardTeam | undefined;
  /** The phone's team is in the game while it is on: its card follows. */
  playing: boolean;
  note: ReactNode;
  /** The host's controls, opened from one button on the code line. */
  hostMenu: ReactNode;
  /** The hole to play, at the top of the card. */
  nextHole: ReactNode;
  /** The rest of the card, under the hole to play. */
  card?: ReactNode;
  /** The live board. */
  fullBoard?: ReactNode;
}) {
  const t = useJoinText();
  const ended = board.status === 'ended';
  return (
    <>
      <div className="-mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="text-stone-600">
          {ended ? t('live.play.gameOver') : t('live.play.title')} · {t('live.play.code')}{' '}
          <span className="font-mono font-bold">{code}</span>
        </p>
        {hostMenu}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-4">
          {note}
          {playing && you ? <StandingSummary board={board} teamId={you.teamId} /> : null}
          {playing ? (
            <h2 className="mt-2 font-display text-2xl font-extrabold text-felt">
              {yourTeam ? t('live.play.yourCardOf', { team: yourTeam.name }) : t('live.play.yourCard')}
            </h2>
          ) : null}
          {playing ? nextHole : null}
          {card}
        </div>
        {fullBoard ? <div className="min-w-0">{fullBoard}</div> : null}
      </div>
    </>
  );
}
