import { Link } from 'react-router';
import { useJoinText } from '../../lib/i18n/join-text';
import { usePlayingText } from '../../lib/i18n/playing-text';

/**
 * What a game's page says once the host has ended it: the final standings follow, what this
 * phone sent too late, where the rounds went, and sharing the results (and the team's own card).
 */
export function GameOverNote({
  unsentAtEnd,
  historyLink,
  awaitingReveal = false,
  onShareResults,
  onExportCard,
}: {
  unsentAtEnd: number;
  /** The board still hides the last holes: the final standings, and the kept rounds, come with the reveal. */
  awaitingReveal?: boolean;
  /** A signed-in member whose round does not offer its own way to History. */
  historyLink: boolean;
  /** Sharing the results image; none while the final standings wait for the reveal. */
  onShareResults?: () => void;
  /** For a team's phone: its own card as an image. */
  onExportCard?: () => void;
}) {
  const t = usePlayingText();
  const words = useJoinText();
  return (
    <section aria-label={words('live.play.gameOver')} className="rounded-2xl bg-stone-900 p-4 text-white shadow-sm">
      <p className="font-bold">{awaitingReveal ? t('live.play.overHidden') : t('live.play.over')}</p>
      {unsentAtEnd > 0 ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-amber-200">
          {t('live.play.unsentAtEnd', { count: unsentAtEnd })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-stone-300">
        {awaitingReveal ? t('live.play.savedAtReveal') : t('live.play.saved')}{' '}
        {/* The round's own box below links to History when it has one. */}
        {historyLink ? (
          <Link to="/history" className="font-semibold text-white underline">
            {t('live.play.openHistory')}
          </Link>
        ) : null}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {onShareResults ? (
          <button type="button" className="btn-primary" onClick={onShareResults}>
            {t('live.play.shareResults')}
          </button>
        ) : null}
        {onExportCard ? (
          <button
            type="button"
            className="btn border border-white/50 text-white hover:bg-white/10"
            onClick={onExportCard}
          >
            {t('live.play.exportCard')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
