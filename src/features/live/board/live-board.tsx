import { useMemo, type ReactNode } from 'react';
import { PAR_STATUS_TEXT } from '../../../components/ui/par-status-colours';
import type { Board, BoardTeam } from '../../../../domain/game-protocol';
import { HOLE_COUNT } from '../../../../domain/holes';
import { formatToPar } from '../../../../domain/scoring';
import { placeLabelIn, sharedPlaces, sortBoard, type SharedPlace } from '../../../../domain/standings';
import { useShownLanguage } from '../../../lib/i18n/shown-language';
import { useJoinText } from '../../../lib/i18n/join-text';
import { useMulliganBadges } from './mulligan-badges';
import { useRecentChanges } from './recent-changes';

const STATUS_CLASSES = { phone: PAR_STATUS_TEXT.light, tv: PAR_STATUS_TEXT.dark };

const SIZES = {
  phone: {
    section: 'rounded-2xl bg-white shadow-sm',
    heading: 'px-4 pt-4 text-sm font-extrabold tracking-[0.15em]',
    table: 'text-sm',
    head: 'text-xs text-stone-600',
    row: 'border-t border-stone-200',
    highlight: 'bg-amber-100',
    place: 'w-8 text-lg',
    // The place column is narrow and its labels centred: its cells keep little side padding.
    placeCell: 'px-0.5 py-2',
    name: 'text-base',
    total: 'text-xl',
    status: 'text-[0.65rem]',
    badge: 'bg-stone-200 text-stone-800 text-xs',
    cell: 'px-2 py-2',
    holes: 'w-16',
    totalColumn: 'w-24',
  },
  // The spectator screen is read from across a bar on a TV, and on a phone at the table too: it grows from md up.
  tv: {
    section: 'rounded-3xl bg-stone-900',
    heading: 'px-4 pt-4 text-lg font-extrabold tracking-[0.2em] text-stone-200 md:px-6 md:pt-6 md:text-2xl lg:text-3xl',
    table: 'text-base md:text-2xl lg:text-4xl',
    head: 'text-xs text-stone-300 md:text-base lg:text-xl',
    row: 'border-t border-stone-700',
    highlight: 'bg-stone-700 outline outline-4 -outline-offset-4 outline-amber-300',
    place: 'w-10 text-2xl md:w-16 md:text-4xl lg:w-36 lg:text-6xl',
    placeCell: 'px-0.5 py-2 md:py-3 lg:py-4',
    name: 'text-lg md:text-3xl lg:text-5xl',
    total: 'text-2xl md:text-4xl lg:text-6xl',
    status: 'text-[0.65rem] md:text-sm lg:text-lg',
    badge: 'bg-stone-200 text-stone-900 text-xs md:text-base lg:text-xl',
    cell: 'px-2 py-2 md:px-3 md:py-3 lg:px-6 lg:py-4',
    holes: 'w-14 md:w-32 lg:w-48',
    totalColumn: 'w-20 md:w-48 lg:w-72',
  },
} as const;

/**
 * Every team of the game, lowest total first: its place, name, holes played, total and par
 * status, an 'offline' badge while none of its phones is connected. A team whose card just
 * changed is highlighted for a moment, and the latest change is read out politely.
 */
export function LiveBoard({
  board,
  heading,
  size = 'phone',
  yourTeamId,
  teamAction,
  onOpenTeam,
}: {
  board: Board;
  heading: string;
  size?: 'phone' | 'tv';
  yourTeamId?: string | null;
  /** Something to do with a team (the host's Remove), shown under its name. */
  teamAction?: (team: BoardTeam) => ReactNode;
  /** Opens a team's card: its name becomes a button, handed over so focus can return to it. */
  onOpenTeam?: (team: BoardTeam, opener: HTMLElement) => void;
}) {
  const teams = useMemo(() => sortBoard(board.teams), [board.teams]);
  const places = useMemo(() => sharedPlaces(teams.map((team) => team.total)), [teams]);
  const t = useJoinText();
  const { changed, announcement } = useRecentChanges(teams, t);
  const mulliganBadges = useMulliganBadges();
  const css = SIZES[size];
  const ended = board.status === 'ended';
  return (
    <section aria-labelledby="live-board-heading" className={css.section}>
      <h2 id="live-board-heading" className={css.heading}>
        {heading}
      </h2>
      {teams.length === 0 ? (
        <p className="p-4 opacity-80">{t('live.board.empty')}</p>
      ) : (
        <table className={`mt-2 w-full table-fixed border-collapse ${css.table}`}>
          <caption className="sr-only">
            {ended && board.hiddenHoles === undefined ? t('live.board.captionFinal') : t('live.board.caption')}
          </caption>
          <thead className={`${css.head} uppercase`}>
            <tr>
              <th scope="col" className={`${css.place} ${css.placeCell} text-center`}>
                <abbr title={t('live.board.place')} className="no-underline">
                  #
                </abbr>
              </th>
              <th scope="col" className={`${css.cell} text-left`}>
                {t('live.board.team')}
              </th>
              <th scope="col" className={`${css.cell} ${css.holes} text-center`}>
                {t('live.board.holes')}
              </th>
              <th scope="col" className={`${css.cell} ${css.totalColumn} text-right`}>
                {t('live.board.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team, index) => (
              <tr
                key={team.id}
                data-changed={changed.has(team.id) || undefined}
                className={`${css.row} align-middle transition-colors duration-700 ${changed.has(team.id) ? css.highlight : ''}`}
              >
                <td className={`${css.place} ${css.placeCell} text-center font-display font-extrabold`}>
                  <PlaceLabel place={places[index] ?? { place: index + 1, tied: false }} />
                </td>
                <th scope="row" className={`${css.cell} min-w-0 text-left font-semibold`}>
                  {onOpenTeam ? (
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      className={`block text-left break-words underline decoration-dotted underline-offset-4 ${css.name}`}
                      onClick={(event) => onOpenTeam(team, event.currentTarget)}
                    >
                      {team.name}
                    </button>
                  ) : (
                    <span className={`block break-words ${css.name}`}>{team.name}</span>
                  )}
                  <span className="mt-0.5 flex flex-wrap gap-1">
                    {team.id === yourTeamId ? (
                      <span className={`rounded-full bg-felt px-2 font-bold text-white ${css.status}`}>
                        {t('live.board.yourTeam')}
                      </span>
                    ) : null}
                    {team.isHost ? (
                      <span className={`rounded-full px-2 font-bold ${css.badge} ${css.status}`}>
                        {t('live.board.host')}
                      </span>
                    ) : null}
                    {team.alcoholFree ? (
                      <span className={`rounded-full px-2 font-bold ${css.badge} ${css.status}`}>
                        {t('live.board.alcoholFree')}
                      </span>
                    ) : null}
                    {!team.online && !ended ? (
                      <span className={`rounded-full px-2 font-bold ${css.badge} ${css.status}`}>
                        {t('live.board.offline')}
                      </span>
                    ) : null}
                    {mulliganBadges(board, team).map((text) => (
                      <span key={text} className={`rounded-full px-2 font-bold ${css.badge} ${css.status}`}>
                        {text}
                      </span>
                    ))}
                  </span>
                  {teamAction ? teamAction(team) : null}
                </th>
                <td className={`${css.cell} text-center tabular-nums`}>
                  {team.holesPlayed}/{HOLE_COUNT}
                </td>
                <td className={`${css.cell} text-right`}>
                  <span className={`block font-display font-extrabold tabular-nums ${css.total}`}>
                    {formatToPar(team.total)}
                  </span>
                  <span
                    className={`block font-bold tracking-wide ${css.status} ${STATUS_CLASSES[size][team.parStatus]}`}
                  >
                    {t(`live.parStatus.${team.parStatus}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {teams.length > 1 ? (
        <p className={`px-4 pb-3 ${css.head}`}>
          {t('live.board.tieRule')}
          {onOpenTeam ? ` ${t('live.board.tapTeam')}` : ''}
        </p>
      ) : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/**
 * A place as the board reads it ('T10', in German '10.'): a label of three characters or more is set smaller, so
 * it fits the column a place of two fits.
 */
function PlaceLabel({ place }: { place: SharedPlace }) {
  const label = placeLabelIn(useShownLanguage(), place);
  return label.length > 2 ? <span className="text-[0.7em]">{label}</span> : label;
}
