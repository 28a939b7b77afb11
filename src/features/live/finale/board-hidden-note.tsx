import type { Board } from '../../../../domain/game-protocol';
import { firstHiddenHole } from '../../../../domain/finale';
import { useShownLocale } from '../../../lib/i18n/shown-language';
import { useJoinText } from '../../../lib/i18n/join-text';

const SIZES = {
  phone: { box: 'rounded-2xl bg-stone-900 p-4 text-white', title: 'text-base font-extrabold', text: 'mt-1 text-sm' },
  tv: {
    box: 'rounded-3xl bg-stone-800 p-4 text-white 2xl:p-6',
    title: 'text-xl font-extrabold md:text-2xl 2xl:text-4xl',
    text: 'mt-1 text-base text-stone-200 2xl:text-2xl',
  },
} as const;

/** While the host hides the last holes: that the board does, in words, and what it shows instead. */
export function BoardHiddenNote({ board, size = 'phone' }: { board: Board; size?: 'phone' | 'tv' }) {
  const t = useJoinText();
  const number = new Intl.NumberFormat(useShownLocale());
  if (board.hiddenHoles === undefined) return null;
  const css = SIZES[size];
  const ended = board.status === 'ended';
  return (
    <section aria-labelledby="board-hidden-heading" className={css.box}>
      <h2 id="board-hidden-heading" className={css.title}>
        {t('live.finale.hidden', { count: board.hiddenHoles })}
      </h2>
      <p className={css.text}>
        {ended
          ? t('live.finale.waiting')
          : t('live.finale.hiddenText', { hole: number.format(firstHiddenHole(board.hiddenHoles) - 1) })}
      </p>
    </section>
  );
}
