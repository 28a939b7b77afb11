import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog';
import { PAR_STATUS_TEXT } from '../../components/ui/par-status-colours';
import { cardHoles, cardPenalties, teamCardSchema, type BoardTeam } from '../../domain/games';
import type { Hole } from '../../domain/holes';
import type { Penalty } from '../../domain/penalties';
import { formatToPar, holeToPar } from '../../domain/scoring';
import { apiJson, errorMessage } from '../../lib/api-fetch';

/** Where the card is read: by the join code on /play, by the spectator id on /watch. */
export interface TeamCardSource {
  from: 'games' | 'watch';
  id: string;
}

/**
 * One team's card from the board, read-only: each hole's bar, drink, par and score, and the
 * penalties taken. It is read again whenever the team's card changes on the board.
 */
export default function TeamCardDialog({
  source,
  team,
  holes,
  penalties,
  opener,
  onClose,
}: {
  source: TeamCardSource;
  team: BoardTeam;
  holes: readonly Hole[];
  penalties: readonly Penalty[];
  /** The team's name on the board: focus goes back to it when the card closes. */
  opener: HTMLElement;
  onClose: () => void;
}) {
  const card = useQuery({
    queryKey: ['game-team-card', source.from, source.id, team.id, team.changes],
    queryFn: ({ signal }) => apiJson(`/api/${source.from}/${source.id}/teams/${team.id}`, teamCardSchema, { signal }),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        if (!opener.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
      title={`Card: ${team.name}`}
      description={`${team.holesPlayed} of ${holes.length} holes played · total ${formatToPar(team.total)} (${team.parStatus})`}
    >
      {card.data ? (
        <CardTables holes={cardHoles(holes, card.data)} penalties={cardPenalties(penalties, card.data)} />
      ) : card.isError ? (
        <div role="alert" className="grid gap-3 text-center">
          <p>Could not load this card: {errorMessage(card.error, 'Check your connection and try again.')}</p>
          <button type="button" className="btn-secondary" onClick={() => void card.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading the card…</p>
      )}
    </Dialog>
  );
}

function CardTables({ holes, penalties }: { holes: Hole[]; penalties: Penalty[] }) {
  const taken = penalties.filter((penalty) => penalty.count > 0);
  return (
    <div className="grid gap-4 text-sm">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">Hole by hole</caption>
        <thead className="text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="w-10 py-1 text-left">
              Hole
            </th>
            <th scope="col" className="py-1 text-left">
              Bar and drink
            </th>
            <th scope="col" className="w-10 py-1 text-center">
              Par
            </th>
            <th scope="col" className="w-14 py-1 text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {holes.map((hole) => {
            const toPar = holeToPar(hole);
            return (
              <tr key={hole.holeNumber} className="border-t border-stone-200 align-top">
                <th scope="row" className="py-1.5 text-left font-bold">
                  {hole.holeNumber}
                </th>
                <td className="min-w-0 py-1.5 break-words">
                  <span className="block font-semibold">{hole.barName || 'No bar yet'}</span>
                  {hole.drink ? <span className="block text-stone-600">{hole.drink}</span> : null}
                </td>
                <td className="py-1.5 text-center tabular-nums">{hole.par}</td>
                <td className="py-1.5 text-right font-bold tabular-nums">
                  {hole.score === undefined ? (
                    <span className="font-normal text-stone-500">–</span>
                  ) : (
                    <>
                      {hole.score}
                      {toPar === null ? null : (
                        <span className="block text-xs font-semibold text-stone-600">{formatToPar(toPar)}</span>
                      )}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section aria-label="Penalties">
        <h3 className="font-bold">Penalties</h3>
        {taken.length === 0 ? (
          <p className="text-stone-600">No penalties taken.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {taken.map((penalty) => (
              <li key={penalty.id} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{penalty.name}</span>
                <span className={`font-bold tabular-nums ${PAR_STATUS_TEXT.light['ABOVE PAR']}`}>+{penalty.count}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
