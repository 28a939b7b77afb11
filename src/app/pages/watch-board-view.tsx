import { lazy, Suspense, type ReactNode } from 'react';
import type { Board, BoardTeam } from '../../../domain/game-protocol';
import type { ShownHoleRule } from '../../../domain/hole-rules';
import { AwardsList } from '../../features/live/board/awards-list';
import { LiveBoard } from '../../features/live/board/live-board';
import { BoardHiddenNote } from '../../features/live/finale/board-hidden-note';
import { TvBoard } from '../../features/live/board/tv-board';
import { joinUrl } from '../../features/live/joining/share-link';
import { HoleRuleNote } from '../../features/live/hole-rule-note';
import { HouseRules } from '../../features/live/house-rules';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import type { SocketStatus } from '../../features/live/socket/use-game-socket';
import { useBoardHeading } from '../../features/live/board/board-heading';
import { useT } from '../../lib/i18n/translate';
import { useJoinText } from '../../lib/i18n/join-text';
import { usePlayingText } from '../../lib/i18n/playing-text';
import { WATCH_WIDTH } from './watch-frame';

const QrCode = lazy(() => import('../../features/live/joining/qr-code'));

/**
 * /watch/{id} under the header: the game's name, the join code when the TV's link carries it, the
 * connection and the board, on a phone as one list and from a laptop's width up as the TV's
 * screen of rows. The page renders it with the layout the screen has; the Worker renders it into
 * the page's HTML (watch-page-html.tsx) with both layouts, each shown at its own widths
 * (`layout: 'both'`), so the app's first render puts the same rows in the same place.
 */
export function WatchBoardView({
  board,
  status,
  joinCode,
  layout,
  paging,
  busy = false,
  rules = '',
  holeRule,
  clock = null,
  onPagingChange,
  onShareResults,
  onOpenTeam,
  reveal = null,
  children,
}: {
  board: Board;
  status: SocketStatus;
  joinCode: string | null;
  /** The phone's list, the TV's screen, both by the width, or none yet (the board paints a step later). */
  layout: 'phone' | 'tv' | 'both' | null;
  paging: boolean;
  busy?: boolean;
  /** The game's house rules, a line a rule (none when empty). */
  rules?: string;
  /** The current hole's rule (the clock's hole while it runs, else the hole after the furthest team's); none when it has none. */
  holeRule?: ShownHoleRule | undefined;
  /** The game's clock while it runs: above the list on a phone, beside the rows on a TV. */
  clock?: ReactNode;
  onPagingChange: (paging: boolean) => void;
  onShareResults: () => void;
  onOpenTeam: (team: BoardTeam, opener: HTMLElement) => void;
  /** The reveal heard on this screen, in place of the board and the awards while it runs. */
  reveal?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT('live');
  const playing = usePlayingText();
  const ended = board.status === 'ended';
  // From a laptop's width up the board fills the screen, a page of teams at a time, unless asked for all.
  const onScreen = layout !== 'phone' && paging;
  const heading = useBoardHeading(board);
  const shownClock = ended ? null : clock;
  const houseRules = rules === '' ? null : <HouseRules rules={rules} size="tv" />;
  const shownHoleRule = holeRule && !ended ? <HoleRuleNote rule={holeRule} size="tv" /> : null;
  const phone = (
    <>
      {shownClock}
      {shownHoleRule}
      {houseRules}
      <LiveBoard board={board} size="tv" heading={heading} onOpenTeam={onOpenTeam} />
    </>
  );
  const rows = (
    <TvBoard board={board} heading={heading} paging={paging} onPagingChange={onPagingChange} onOpenTeam={onOpenTeam} />
  );
  // On a TV the clock and the rules sit beside the rows, which keep the screen's whole height; on a
  // short screen the clock keeps its height, then the hole's rule, and the house rules give way.
  const tv =
    shownClock || shownHoleRule || houseRules ? (
      <div className="flex min-h-0 flex-1 gap-4 2xl:gap-6">
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">{rows}</div>
        <div className="flex min-h-0 w-80 shrink-0 flex-col gap-4 overflow-hidden xl:w-96 2xl:w-[36rem] 2xl:gap-6 [&>:first-child]:shrink-0">
          {shownClock}
          {shownHoleRule}
          {houseRules}
        </div>
      </div>
    ) : (
      rows
    );
  return (
    <main
      aria-busy={busy || undefined}
      className={`flex flex-col gap-4 py-6 lg:gap-2 lg:py-3 2xl:gap-4 2xl:py-5 ${WATCH_WIDTH} ${
        onScreen ? 'lg:h-[calc(100dvh-3.5rem)]' : ''
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 lg:flex-nowrap">
        <h1
          title={board.name}
          className="line-clamp-2 min-w-0 font-display text-3xl font-extrabold break-words md:text-5xl lg:line-clamp-1 lg:flex-1 lg:break-all 2xl:text-6xl"
        >
          {board.name}
        </h1>
        {ended && board.hiddenHoles === undefined ? (
          <button type="button" className="btn-primary shrink-0 lg:px-6 lg:py-3 lg:text-xl" onClick={onShareResults}>
            {playing('live.play.shareResults')}
          </button>
        ) : joinCode ? (
          <JoinCode code={joinCode} />
        ) : null}
        <p className="shrink-0 text-xl font-bold tracking-widest text-stone-300 lg:text-3xl">
          {ended ? t('live.watch.gameOver') : t('live.watch.live')}
        </p>
      </div>
      {ended ? null : <ConnectionNote status={status} />}
      <BoardHiddenNote board={board} size="tv" />
      {reveal}
      {reveal ? null : layout === 'phone' ? phone : null}
      {reveal ? null : layout === 'tv' ? tv : null}
      {!reveal && layout === 'both' ? (
        <>
          {/* Laid out as if each stood alone: the wrappers make no box of their own. */}
          <div className="contents lg:hidden">{phone}</div>
          <div className="hidden lg:contents">{tv}</div>
        </>
      ) : null}
      {layout !== null && ended && !reveal ? <AwardsList board={board} size="tv" /> : null}
      {children}
    </main>
  );
}

/** The join code and a QR code of the join link, for the room to join from, when the TV's link carries the code. */
function JoinCode({ code }: { code: string }) {
  const words = useJoinText();
  const url = joinUrl(code);
  return (
    <div className="flex shrink-0 items-center gap-4">
      <dl className="text-right">
        <dt className="text-sm font-semibold text-stone-300 lg:text-base">{words('live.invite.joinCode')}</dt>
        <dd className="font-mono text-3xl font-extrabold tracking-[0.2em] 2xl:text-5xl">{code}</dd>
      </dl>
      <Suspense fallback={<div className="size-[4.5rem] max-lg:hidden 2xl:size-28" />}>
        <QrCode
          text={url}
          label={words('live.invite.qr', { url })}
          className="size-[4.5rem] max-lg:hidden 2xl:size-28"
        />
      </Suspense>
    </div>
  );
}
