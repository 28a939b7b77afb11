import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { DEFAULT_GAME_NAME, type CreateGameRequest } from '../../domain/games';
import { MAX_TEAM_NAME_LENGTH } from '../../domain/scorecard';
import { errorMessage } from '../../lib/api-fetch';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { GameNameField } from './game-name-field';
import { useCreateGame } from './games-api';
import { InvitePanel } from './invite-panel';

/** What a game is started from: the main card or a course, its layout and penalty list (scores are dropped by the server). */
export type StartGameSource = Omit<CreateGameRequest, 'name' | 'hostTeamName'> & { name?: string };

/**
 * Starts a live game from the card or course: an optional name and the host's team name (their
 * first name unless they change it), then the join code, its QR code,
 * Share and the spectator link, and the way into the game's own page.
 */
export default function StartGameDialog({ source, onClose }: { source: StartGameSource; onClose: () => void }) {
  const create = useCreateGame();
  const [name, setName] = useState(source.name ?? '');
  const firstName = useCurrentUser().user?.firstName?.trim().slice(0, MAX_TEAM_NAME_LENGTH) ?? '';
  // Until the host types, the field follows their first name (which may arrive after the dialog opens).
  const [teamName, setTeamName] = useState<string | null>(null);
  const shownTeamName = teamName ?? firstName;
  const game = create.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    const team = shownTeamName.trim();
    create.mutate({
      ...source,
      name: trimmed === '' ? undefined : trimmed,
      hostTeamName: team === '' ? undefined : team,
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title="Play live with other teams"
      description={
        game
          ? undefined
          : 'Each team scores on its own phone and everyone sees one live board. The game uses these bars, drinks, pars and penalties.'
      }
    >
      {game?.code ? (
        <div className="grid gap-4">
          <p className="text-center font-semibold text-felt" role="status">
            Your game is live. Teams join with this code.
          </p>
          <InvitePanel code={game.code} watchId={game.watchId} gameName={game.board.name} />
          <Link to={`/play/${game.code}`} className="btn-primary" onClick={onClose}>
            Open the live game
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <GameNameField value={name} onChange={setName} placeholder={DEFAULT_GAME_NAME} />
          <label className="grid gap-1 text-sm font-medium">
            Your team name
            <input
              className="field"
              maxLength={MAX_TEAM_NAME_LENGTH}
              autoComplete="nickname"
              placeholder="Host"
              value={shownTeamName}
              onChange={(event) => setTeamName(event.target.value)}
            />
          </label>
          {create.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              Could not start the game: {errorMessage(create.error, 'Please try again.')}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Starting…' : 'Start live game'}
          </button>
        </form>
      )}
    </Dialog>
  );
}
