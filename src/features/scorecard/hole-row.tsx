import { memo } from 'react';
import {
  COURSE_SCORE_CHOICES,
  MAIN_CARD_SCORE_CHOICES,
  MAX_DRINK_LENGTH,
  PAR_CHOICES,
  type Hole,
  type HolePatch,
  type HoleScore,
} from '../../../domain/holes';
import { holeToPar } from '../../../domain/scoring';
import { useCardText } from '../../lib/i18n/card-text';
import { BarName } from './bar-name';
import { optionToScore, scoreToOption } from './score-select';

interface HoleRowProps {
  hole: Hole;
  /** The first hole without a score: where the player is now. */
  current: boolean;
  onChange: (holeNumber: number, patch: HolePatch) => void;
  onPickBar: (holeNumber: number) => void;
}

/** A main-card hole: every field is the player's to set. */
export const HoleRow = memo(function HoleRow({ hole, current, onChange, onPickBar }: HoleRowProps) {
  const text = useCardText();
  const n = hole.holeNumber;
  return (
    <tr {...rowProps(current)}>
      <HoleNumber n={n} />
      <td className="py-2 pr-1 pl-1">
        {hole.barName ? (
          <BarName hole={{ ...hole, barName: hole.barName }}>
            <button
              type="button"
              onClick={() => onPickBar(n)}
              aria-label={text('Change bar for hole {n}', { n })}
              data-change-bar={n}
              className="-ml-1 min-h-11 min-w-11 px-1 text-xs text-stone-600 underline hover:text-stone-900"
            >
              {text('Change')}
            </button>
          </BarName>
        ) : (
          <button
            type="button"
            onClick={() => onPickBar(n)}
            aria-label={text('Add Bar for hole {n}', { n })}
            data-add-bar={n}
            className="min-h-11 w-full rounded-md border border-dashed border-stone-400 px-1 text-xs font-semibold text-stone-600 hover:border-felt hover:text-felt"
          >
            <span aria-hidden="true">+ </span>
            {text('Add Bar')}
          </button>
        )}
      </td>
      <td className="w-14 px-1 py-2">
        <select
          aria-label={text('Hole {n} par', { n })}
          className="field-compact"
          value={hole.par}
          onChange={(event) => onChange(n, { par: Number(event.target.value) })}
        >
          {PAR_CHOICES.map((par) => (
            <option key={par} value={par}>
              {par}
            </option>
          ))}
        </select>
      </td>
      <td className="px-1 py-2">
        <input
          aria-label={text('Hole {n} drink', { n })}
          className="field-compact"
          placeholder={text('Drink')}
          maxLength={MAX_DRINK_LENGTH}
          value={hole.drink ?? ''}
          onChange={(event) => onChange(n, { drink: event.target.value || undefined })}
        />
      </td>
      <ScoreCell hole={hole} choices={MAIN_CARD_SCORE_CHOICES} onChange={onChange} />
    </tr>
  );
});

/** A course hole: the bar, drink and par are the course's, fixed; only the score is the player's. */
export const CourseHoleRow = memo(function CourseHoleRow({
  hole,
  current,
  onChange,
}: {
  hole: Hole;
  current: boolean;
  onChange: (holeNumber: number, patch: HolePatch) => void;
}) {
  const text = useCardText();
  return (
    <tr {...rowProps(current)}>
      <HoleNumber n={hole.holeNumber} />
      <td className="py-2 pr-1 pl-1">
        {hole.barName ? (
          <BarName hole={{ ...hole, barName: hole.barName }} />
        ) : (
          <span className="text-xs text-stone-600">{text('No bar set')}</span>
        )}
      </td>
      <td className="px-1 py-2 text-center font-semibold tabular-nums">{hole.par}</td>
      <td className="px-1 py-2 text-sm break-words">{hole.drink || <span className="text-stone-600">–</span>}</td>
      <ScoreCell hole={hole} choices={COURSE_SCORE_CHOICES} onChange={onChange} />
    </tr>
  );
});

/**
 * The hole being played stands out with an amber edge, and says so to a screen reader. What
 * shows under a hole's row (`continued`) shares its look and has no line above it.
 */
export function rowProps(current: boolean, continued = false) {
  return {
    className: `${continued ? '' : 'border-t border-stone-200'} align-middle ${current ? 'bg-amber-50 shadow-[inset_4px_0_0_#d97706]' : ''}`,
    'aria-current': current ? ('step' as const) : undefined,
  };
}

function HoleNumber({ n }: { n: number }) {
  return (
    <th scope="row" className="w-8 py-2 pl-2 text-center font-display text-lg font-bold text-felt">
      {n}
    </th>
  );
}

function ScoreCell({
  hole,
  choices,
  onChange,
}: {
  hole: Hole;
  choices: readonly number[];
  onChange: (holeNumber: number, patch: HolePatch) => void;
}) {
  const text = useCardText();
  const n = hole.holeNumber;
  return (
    <td className="w-16 py-2 pr-2 pl-1 sm:w-20">
      <select
        aria-label={text('Hole {n} score', { n })}
        className={`field-compact ${scoreClass(holeToPar(hole))}`}
        value={scoreToOption(hole.score)}
        onChange={(event) => onChange(n, { score: optionToScore(event.target.value) })}
      >
        <option value="">–</option>
        {withCurrent(choices, hole.score).map((score) => (
          <option key={score} value={score}>
            {score}
          </option>
        ))}
        <option value="NA">NA</option>
      </select>
    </td>
  );
}

/** A score kept from elsewhere (0 on a course card, say) stays shown rather than read as blank. */
function withCurrent(choices: readonly number[], score: HoleScore | undefined): readonly number[] {
  if (typeof score !== 'number' || choices.includes(score)) return choices;
  return [...choices, score].sort((a, b) => a - b);
}

function scoreClass(toPar: number | null): string {
  if (toPar === null) return '';
  if (toPar < 0) return 'bg-green-50 font-bold text-green-800';
  if (toPar > 0) return 'bg-red-50 font-bold text-red-800';
  return 'font-bold';
}
