import { COURSE_SCORE_CHOICES, HOLE_COUNT, type Hole, type HolePatch, type HoleScore } from '../../../../domain/holes';
import type { ShownHoleRule } from '../../../../domain/hole-rules';
import { useT } from '../../../lib/i18n/translate';
import { HoleRuleNote } from '../hole-rule-note';

const toOption = (score: HoleScore | undefined) => (score === undefined ? '' : String(score));
const toScore = (value: string): HoleScore | undefined =>
  value === '' ? undefined : value === 'NA' ? 'NA' : Number(value);

/**
 * The hole to play at the top of a team's card: its number, bar, drink and par, a large score
 * control, the current hole's rule, and the holes either side a tap away. `waiting` paints its controls disabled, as the
 * page's HTML shows them until the app takes over (a press then would be lost), beside the note
 * that the game is connecting.
 */
export function NextHole({
  hole,
  onChange,
  onMove,
  rule,
  waiting = false,
}: {
  hole: Hole;
  /** The current hole's rule (the clock's hole while it runs, else this one); none when it has none. */
  rule?: ShownHoleRule | undefined;
  onChange: (holeNumber: number, patch: HolePatch) => void;
  onMove: (holeNumber: number) => void;
  waiting?: boolean;
}) {
  const t = useT('live', 'team');
  const n = hole.holeNumber;
  const choices =
    typeof hole.score === 'number' && !COURSE_SCORE_CHOICES.includes(hole.score)
      ? [...COURSE_SCORE_CHOICES, hole.score].sort((a, b) => a - b)
      : COURSE_SCORE_CHOICES;
  return (
    <section
      aria-labelledby="next-hole-heading"
      className="grid gap-3 rounded-2xl border-2 border-amber-500 bg-white p-4 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="next-hole-heading" className="font-display text-2xl font-extrabold text-felt">
          {t('live.nextHole.hole', { n, count: HOLE_COUNT })}
        </h3>
        <p className="shrink-0 font-bold tabular-nums">{t('live.nextHole.par', { par: hole.par })}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('live.nextHole.bar')}</dt>
        <dd className="font-semibold break-words">{hole.barName ?? '–'}</dd>
        <dt className="text-stone-600">{t('live.nextHole.drink')}</dt>
        <dd className="font-semibold break-words">{hole.drink || '–'}</dd>
      </dl>
      {rule ? <HoleRuleNote rule={rule} /> : null}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2">
        <button
          type="button"
          className="btn-secondary size-12 px-0 text-xl"
          aria-label={t('live.nextHole.previous')}
          disabled={waiting || n <= 1}
          onClick={() => onMove(n - 1)}
        >
          ‹
        </button>
        <select
          aria-label={t('live.nextHole.score', { n })}
          className="field min-h-14 text-center text-2xl font-bold disabled:opacity-50"
          disabled={waiting}
          value={toOption(hole.score)}
          onChange={(event) => onChange(n, { score: toScore(event.target.value) })}
        >
          <option value="">–</option>
          {choices.map((score) => (
            <option key={score} value={score}>
              {score}
            </option>
          ))}
          <option value="NA">NA</option>
        </select>
        <button
          type="button"
          className="btn-secondary size-12 px-0 text-xl"
          aria-label={t('live.nextHole.next')}
          disabled={waiting || n >= HOLE_COUNT}
          onClick={() => onMove(n + 1)}
        >
          ›
        </button>
      </div>
    </section>
  );
}
