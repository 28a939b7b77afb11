import type { Board } from '../../../../domain/game-protocol';
import { awardLines } from '../../../lib/i18n/award-words';
import { useReaderLocale } from '../../../lib/i18n/reader-locale';
import { useT } from '../../../lib/i18n/translate';

const SIZES = {
  phone: {
    section: 'rounded-2xl bg-white p-4 shadow-sm',
    heading: 'text-sm font-extrabold tracking-[0.15em] uppercase',
    intro: 'mt-1 text-sm text-stone-600',
    list: 'mt-3 grid gap-3 sm:grid-cols-2',
    item: 'rounded-xl bg-stone-100 p-3',
    title: 'text-sm font-extrabold text-felt',
    teams: 'text-lg font-bold break-words',
    value: 'text-sm font-semibold',
    rule: 'mt-1 text-xs text-stone-600',
  },
  // Read from across a room on the spectator screen, under the board.
  tv: {
    section: 'rounded-3xl bg-stone-900 p-4 text-white lg:py-3 2xl:p-6',
    heading: 'text-lg font-extrabold tracking-[0.2em] text-stone-200 uppercase 2xl:text-2xl',
    intro: 'text-base text-stone-300 2xl:text-lg',
    list: 'mt-3 grid gap-3 sm:grid-cols-2 lg:mt-2 lg:grid-cols-5',
    item: 'rounded-2xl bg-stone-800 p-3',
    title: 'text-base font-extrabold text-amber-300 uppercase 2xl:text-xl',
    teams: 'line-clamp-2 text-xl font-bold break-words 2xl:text-3xl',
    value: 'text-base font-semibold text-stone-200 2xl:text-xl',
    rule: 'mt-1 text-sm text-stone-300 2xl:text-base',
  },
} as const;

/**
 * The ended game's awards (worked out by the game from the cards, awards.ts), each with the teams
 * level on it, what it was won with and its rule in words.
 */
export function AwardsList({ board, size = 'phone' }: { board: Board; size?: 'phone' | 'tv' }) {
  const t = useT('awards');
  const awards = awardLines(t, board, useReaderLocale());
  if (awards.length === 0) return null;
  const css = SIZES[size];
  return (
    <section aria-labelledby="awards-heading" className={css.section}>
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h2 id="awards-heading" className={css.heading}>
          {t('awards.heading')}
        </h2>
        <p className={css.intro}>{t('awards.intro')}</p>
      </div>
      <ul className={css.list}>
        {awards.map((award) => (
          <li key={award.kind} className={css.item}>
            <p className={css.title}>{award.title}</p>
            <p className={css.teams}>{award.teams}</p>
            <p className={css.value}>{award.value}</p>
            <p className={css.rule}>{award.rule}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
