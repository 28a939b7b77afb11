import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { PAR_STATUS_TEXT } from '../../../components/ui/par-status-colours';
import { teamCardSchema, type BoardTeam } from '../../../../domain/game-protocol';
import { cardHoles, cardPenalties, penaltyCountsOf } from '../../../../domain/team-card';
import type { Hole } from '../../../../domain/holes';
import type { Penalty } from '../../../../domain/penalties';
import { holeToParWithMulligan, penaltiesWiped, type HolePenaltyCount } from '../../../../domain/mulligans';
import { formatToPar } from '../../../../domain/scoring';
import { apiJson } from '../../../lib/api-fetch';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useT } from '../../../lib/i18n/translate';
import { useJoinText } from '../../../lib/i18n/join-text';

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
  /**
   * The game's holes and penalties as last heard (a surprise route's bars show as their time
   * comes); the scores and counts on them, if any, give way to the team's own.
   */
  holes: readonly Hole[];
  penalties: readonly Penalty[];
  /** The team's name on the board: focus goes back to it when the card closes. */
  opener: HTMLElement;
  onClose: () => void;
}) {
  const t = useT('live', 'app');
  const words = useJoinText();
  const errorText = useErrorText();
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
      title={t('live.card.title', { team: team.name })}
      description={t('live.card.description', {
        played: team.holesPlayed,
        count: holes.length,
        total: formatToPar(team.total),
        status: words(`live.parStatus.${team.parStatus}`),
      })}
    >
      {card.data ? (
        <CardTables
          holes={cardHoles(holes, card.data)}
          penalties={cardPenalties(penalties, card.data, team.mulliganHoles)}
          penaltiesByHole={penaltyCountsOf(card.data)}
          mulliganHoles={team.mulliganHoles ?? []}
        />
      ) : card.isError ? (
        <div role="alert" className="grid gap-3 text-center">
          <p>{t('live.card.failed', { reason: errorText(card.error, t('common.checkConnection')) })}</p>
          <button type="button" className="btn-secondary" onClick={() => void card.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status">{t('live.card.loading')}</p>
      )}
    </Dialog>
  );
}

function CardTables({
  holes,
  penalties,
  penaltiesByHole,
  mulliganHoles,
}: {
  holes: Hole[];
  /** The penalties that count. */
  penalties: Penalty[];
  /** Every penalty count by hole, for what each mulligan wiped. */
  penaltiesByHole: readonly HolePenaltyCount[];
  /** A hole the team spent a mulligan on shows it under its score, counted as par at worst, and the penalties it wiped. */
  mulliganHoles: readonly number[];
}) {
  const t = useT('live', 'app');
  const taken = penalties.filter((penalty) => penalty.count > 0);
  return (
    <div className="grid gap-4 text-sm">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{t('live.card.holeByHole')}</caption>
        <thead className="text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="w-10 py-1 text-left">
              {t('live.card.hole')}
            </th>
            <th scope="col" className="py-1 text-left">
              {t('live.card.barAndDrink')}
            </th>
            <th scope="col" className="w-10 py-1 text-center">
              {t('live.card.par')}
            </th>
            <th scope="col" className="w-14 py-1 text-right">
              {t('live.card.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {holes.map((hole) => {
            const mulligan = mulliganHoles.includes(hole.holeNumber);
            const toPar = holeToParWithMulligan(hole, mulligan);
            const wiped = mulligan ? penaltiesWiped(penaltiesByHole, hole.holeNumber) : 0;
            return (
              <tr key={hole.holeNumber} className="border-t border-stone-200 align-top">
                <th scope="row" className="py-1.5 text-left font-bold">
                  {hole.holeNumber}
                </th>
                <td className="min-w-0 py-1.5 break-words">
                  <span className="block font-semibold">{hole.barName || t('live.card.noBar')}</span>
                  {hole.drink ? <span className="block text-stone-600">{hole.drink}</span> : null}
                  {wiped > 0 ? (
                    <span className="block text-xs font-semibold text-stone-600">
                      {t('live.mulligans.wiped', { count: wiped })}
                    </span>
                  ) : null}
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
                      {mulligan ? (
                        <span className="block text-xs font-semibold text-stone-600">{t('live.mulligans.mark')}</span>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section aria-label={t('live.card.penalties')}>
        <h3 className="font-bold">{t('live.card.penalties')}</h3>
        {taken.length === 0 ? (
          <p className="text-stone-600">{t('live.card.noPenalties')}</p>
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
