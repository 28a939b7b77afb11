import type { ReactNode } from 'react';
import type { Board, BoardTeam, GameSnapshot } from '../../../domain/game-protocol';
import { LiveBoard } from '../../features/live/board/live-board';
import { useT } from '../../lib/i18n/translate';

/**
 * The top of /play/{code} under its title: the code line, what the phone's state calls for
 * (`note`), the live board and, for a team still playing, its card's heading. The page renders
 * it, and the Worker renders it into a team's HTML (src/app/play-page-html.tsx), so the app's
 * first render puts the same words in the same place.
 */
export function LivePlayTop({
  code,
  board,
  you,
  yourTeam,
  playing,
  note,
  removeButton,
  onOpenTeam,
}: {
  code: string;
  board: Board;
  you: GameSnapshot['you'];
  yourTeam: BoardTeam | undefined;
  /** The phone's team is in the game while it is on: its card follows. */
  playing: boolean;
  note: ReactNode;
  /** The host's Remove for another team. */
  removeButton: (team: BoardTeam) => ReactNode;
  onOpenTeam: (team: BoardTeam, opener: HTMLElement) => void;
}) {
  const t = useT('live');
  const ended = board.status === 'ended';
  return (
    <>
      <p className="-mt-3 text-stone-600">
        {ended ? t('live.play.gameOver') : t('live.play.title')} · {t('live.play.code')}{' '}
        <span className="font-mono font-bold">{code}</span>
      </p>
      {note}
      <LiveBoard
        board={board}
        heading={ended ? t('live.board.final') : t('live.board.live')}
        yourTeamId={you?.teamId}
        onOpenTeam={onOpenTeam}
        teamAction={you?.isHost && !ended ? (team) => (team.id === you.teamId ? null : removeButton(team)) : undefined}
      />
      {playing ? (
        <h2 className="mt-2 font-display text-2xl font-extrabold text-felt">
          {yourTeam ? t('live.play.yourCardOf', { team: yourTeam.name }) : t('live.play.yourCard')}
        </h2>
      ) : null}
    </>
  );
}
