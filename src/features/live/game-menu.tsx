import { CoHostMenu } from './co-host-menu';
import { HostMenu } from './host-controls';
import type { LiveGame } from './socket/use-live-game';

/** The menu by the game's title for the phone that runs the game: the host's, the co-host's, or none for any other team. */
export function GameMenu({ game }: { game: LiveGame }) {
  const { you } = game;
  if (!you) return null;
  if (you.isHost) return <HostMenu game={game} />;
  return game.clock?.coHostTeamId === you.teamId ? <CoHostMenu game={game} /> : null;
}
