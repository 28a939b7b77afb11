import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { PAR_STATUS_TEXT } from '../../../components/ui/par-status-colours';
import type { Board, BoardTeam } from '../../../../domain/game-protocol';
import { HOLE_COUNT } from '../../../../domain/holes';
import { formatToPar } from '../../../../domain/scoring';
import { placeLabelIn, sharedPlaces, sortBoard } from '../../../../domain/standings';
import { usePageLanguage } from '../../../lib/i18n/page-language';
import { useReaderLocale } from '../../../lib/i18n/reader-locale';
import { useT } from '../../../lib/i18n/translate';
import { useJoinText } from '../../../lib/i18n/join-text';
import { waitMs } from '../../../lib/waits';
import { boardPages, pageRows, type BoardPages } from './board-pages';
import { latestChanges } from './latest-changes';
import { useMulliganBadges } from './mulligan-badges';
import { useRecentChanges } from './recent-changes';

/** The ticker reads this many of the latest changes. */
const TICKER_CHANGES = 3;

/**
 * The board on a big screen, read from across the room: one line a team, as many as the screen
 * holds, the rest on pages that turn by themselves (or every team at once, the page scrolling,
 * when `paging` is off), and a line under it with the page shown and the latest changes.
 */
export function TvBoard({
  board,
  heading,
  paging,
  onPagingChange,
  onOpenTeam,
}: {
  board: Board;
  heading: string;
  paging: boolean;
  onPagingChange: (paging: boolean) => void;
  onOpenTeam?: (team: BoardTeam, opener: HTMLElement) => void;
}) {
  const teams = useMemo(() => sortBoard(board.teams), [board.teams]);
  const places = useMemo(() => sharedPlaces(teams.map((team) => team.total)), [teams]);
  const t = useT('live', 'app');
  const words = useJoinText();
  const mulliganBadges = useMulliganBadges();
  const locale = useReaderLocale();
  const language = usePageLanguage();
  const { changed, announcement } = useRecentChanges(teams, words);
  const ended = board.status === 'ended';

  const room = useRef<HTMLDivElement>(null);
  const pages = useRowsThatFit(room, teams.length, paging);
  const [page, setPage] = useState(0);
  const turning = paging && pages.pageCount > 1;
  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setPage((current) => current + 1), waitMs('boardPageTurn'));
    return () => clearInterval(timer);
  }, [turning]);
  const shownPage = turning ? ((page % pages.pageCount) + pages.pageCount) % pages.pageCount : 0;
  const [from, to] = turning ? pageRows(shownPage, pages, teams.length) : [0, teams.length];

  const number = new Intl.NumberFormat(locale);
  const ticker = latestChanges(teams, TICKER_CHANGES).map(({ team, holeNumber, score, barName }) => {
    const hole = number.format(holeNumber);
    if (score === 'NA')
      return barName ? t('live.watch.passedAt', { team, hole, bar: barName }) : t('live.watch.passed', { team, hole });
    const strokes = number.format(score);
    return barName
      ? t('live.watch.scoredAt', { team, score: strokes, hole, bar: barName })
      : t('live.watch.scored', { team, score: strokes, hole });
  });

  return (
    <section aria-labelledby="tv-board-heading" className="flex min-h-0 flex-1 flex-col gap-2">
      <h2 id="tv-board-heading" className="sr-only">
        {heading}
      </h2>
      <div
        ref={room}
        className={`min-h-0 flex-1 rounded-3xl bg-stone-900 px-2 2xl:px-4 ${paging ? 'overflow-hidden' : ''}`}
      >
        {teams.length === 0 ? (
          <p className="p-6 text-3xl opacity-80">{words('live.board.empty')}</p>
        ) : (
          <table className="w-full table-fixed border-collapse text-3xl 2xl:text-4xl">
            <caption className="sr-only">
              {ended ? words('live.board.captionFinal') : words('live.board.caption')}
            </caption>
            <thead className="text-base text-stone-300 uppercase 2xl:text-xl">
              <tr className="h-9 2xl:h-11">
                <th scope="col" className="w-20 px-1 text-center 2xl:w-32">
                  <abbr title={words('live.board.place')} className="no-underline">
                    #
                  </abbr>
                </th>
                <th scope="col" className="px-3 text-left">
                  {words('live.board.team')}
                </th>
                <th scope="col" className="w-24 px-3 text-center 2xl:w-40">
                  {words('live.board.holes')}
                </th>
                <th scope="col" className="w-56 px-3 text-right 2xl:w-96">
                  {words('live.board.total')}
                </th>
              </tr>
            </thead>
            {/* A turned page fades in; the first shows at once. */}
            <tbody key={shownPage} className={page > 0 ? 'motion-safe:animate-fade-in' : undefined}>
              {teams.slice(from, to).map((team, offset) => {
                const index = from + offset;
                return (
                  <tr
                    key={team.id}
                    data-changed={changed.has(team.id) || undefined}
                    className={`h-11 border-t border-stone-700 2xl:h-[2.875rem] align-middle transition-colors duration-700 ${
                      changed.has(team.id) ? 'bg-stone-700 outline outline-4 -outline-offset-4 outline-amber-300' : ''
                    }`}
                  >
                    <td className="px-1 text-center font-display font-extrabold whitespace-nowrap tabular-nums">
                      {placeLabelIn(language, places[index] ?? { place: index + 1, tied: false })}
                    </td>
                    <th scope="row" className="min-w-0 px-3 text-left font-semibold">
                      <span className="flex min-w-0 items-baseline gap-3">
                        {onOpenTeam ? (
                          <button
                            type="button"
                            aria-haspopup="dialog"
                            title={team.name}
                            className="min-w-0 truncate text-left underline decoration-dotted underline-offset-4"
                            onClick={(event) => onOpenTeam(team, event.currentTarget)}
                          >
                            {team.name}
                          </button>
                        ) : (
                          <span title={team.name} className="min-w-0 truncate">
                            {team.name}
                          </span>
                        )}
                        {team.isHost ? <Badge>{words('live.board.host')}</Badge> : null}
                        {team.alcoholFree ? <Badge>{t('board.alcoholFree')}</Badge> : null}
                        {!team.online && !ended ? <Badge>{words('live.board.offline')}</Badge> : null}
                        {mulliganBadges(board, team).length > 0 ? (
                          <Badge shrinks>{mulliganBadges(board, team).join(' · ')}</Badge>
                        ) : null}
                      </span>
                    </th>
                    <td className="px-3 text-center whitespace-nowrap tabular-nums">
                      {team.holesPlayed}/{HOLE_COUNT}
                    </td>
                    <td className="px-3 whitespace-nowrap">
                      {/* Read as on every board, the total then its par status; shown with the totals in one column at the right. */}
                      <span className="flex flex-row-reverse items-baseline gap-3">
                        <span className="font-display font-extrabold tabular-nums">{formatToPar(team.total)}</span>
                        <span
                          className={`text-base font-bold tracking-wide 2xl:text-xl ${PAR_STATUS_TEXT.dark[team.parStatus]}`}
                        >
                          {words(`live.parStatus.${team.parStatus}`)}
                        </span>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <div className="flex min-h-11 items-center gap-4 text-xl text-stone-200 2xl:text-2xl">
        {turning ? (
          <p className="shrink-0 font-bold tabular-nums">
            {t('live.watch.page', {
              page: number.format(shownPage + 1),
              pages: number.format(pages.pageCount),
            })}
          </p>
        ) : null}
        {teams.length > 1 ? <p className="shrink-0">{t('board.tieRule')}</p> : null}
        {/* A marquee is never read out as it changes: the board announces each change itself. */}
        <p role="marquee" aria-labelledby="latest-changes" className="min-w-0 flex-1 truncate">
          <span id="latest-changes" className="mr-3 font-bold text-amber-300">
            {t('live.watch.latest')}
          </span>
          {ticker.length > 0 ? ticker.join(' · ') : t('live.watch.noChanges')}
        </p>
        {pages.pageCount > 1 || !paging ? (
          <button
            type="button"
            aria-pressed={!paging}
            className="min-h-11 shrink-0 rounded-md px-3 text-base font-semibold underline underline-offset-4 hover:bg-white/10"
            onClick={() => onPagingChange(!paging)}
          >
            {t('live.watch.showAll')}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** `shrinks`: a long badge gives up room to the row's other columns, cut short with its whole text as its title. */
function Badge({ children, shrinks = false }: { children: string; shrinks?: boolean }) {
  return (
    <span
      title={shrinks ? children : undefined}
      className={`${shrinks ? 'min-w-0 truncate' : 'shrink-0'} rounded-full bg-stone-200 px-2 text-base font-bold text-stone-900 2xl:text-xl`}
    >
      {children}
    </span>
  );
}

/**
 * How the board's rows fall into pages in the room it has: measured from the room's height, its
 * table head and a row, again whenever the room changes size (a window resized, the page zoomed).
 */
function useRowsThatFit(room: RefObject<HTMLDivElement | null>, rows: number, paging: boolean): BoardPages {
  const [size, setSize] = useState({ height: 0, rowHeight: 0 });
  const hasRows = rows > 0;
  useLayoutEffect(() => {
    const element = room.current;
    if (!element || !paging) return;
    const measure = () => {
      const head = element.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const row = element.querySelector('tbody tr')?.getBoundingClientRect().height ?? 0;
      const height = element.getBoundingClientRect().height - head;
      setSize((current) =>
        current.height === height && current.rowHeight === row ? current : { height, rowHeight: row },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [room, paging, hasRows]);
  // Before it is measured (the page's HTML, painted by the Worker), every row on one page: the
  // room clips what it cannot hold, and the app's first render pages the rows before it paints.
  if (size.rowHeight === 0) return { perPage: Math.max(1, rows), pageCount: 1 };
  return boardPages(rows, size.height, size.rowHeight);
}
