import { useId } from 'react';
import { plannedArrivals, type CrawlTiming } from '../../../domain/crawl-timing';
import type { Hole } from '../../../domain/holes';
import { closedAtArrival, openingAtArrival, type OpeningAtArrival } from '../../../domain/open-at-arrival';
import { walkTakesMostOfHole, walkingLegs } from '../../../domain/walking';
import { crawlWords } from '../../lib/crawl-words';
import { useCardText } from '../../lib/i18n/card-text';
import { WarningIcon } from '../../components/ui/warning-icon';
import { ClockIcon, OpenIcon, UnknownIcon, WalkIcon } from './crawl-icons';
import { parseMinutes } from './timing-fields';
import { useDraft } from './use-draft';

interface HolePlanProps {
  hole: Hole;
  holes: readonly Hole[];
  timing: CrawlTiming | undefined;
  /** The day the crawl starts, YYYY-MM-DD: planned times past midnight fall on the next. */
  date: string;
  /** Given where the player may set this hole's own minutes (the main card). */
  onMinutesChange?: (holeNumber: number, minutes: number | undefined) => void;
}

/**
 * Under a hole's row: when the group gets there, whether its bar will be open then (from the
 * hours kept with the bar, so it answers offline), and the walk on to the next bar, with a
 * warning in words when the walk takes most of the hole's minutes.
 */
export default function HolePlan({ hole, holes, timing, date, onMinutesChange }: HolePlanProps) {
  const words = crawlWords(useCardText());
  const index = holes.findIndex((each) => each.holeNumber === hole.holeNumber);
  const arrival = timing ? plannedArrivals(timing, holes)[index] : undefined;
  const leg = walkingLegs(holes).find((each) => each.fromHole === hole.holeNumber);
  const last = index === holes.length - 1;
  const holeMinutes = timing ? (hole.minutes ?? timing.minutesPerHole) : undefined;
  const longWalk = leg && holeMinutes !== undefined && walkTakesMostOfHole(leg.minutes, holeMinutes);
  if (arrival === undefined && !leg) return null;
  return (
    <div className="flex flex-col gap-1 px-2 pb-2 text-xs text-stone-700" data-hole-plan={hole.holeNumber}>
      {arrival === undefined || !timing ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1 font-semibold text-stone-900 tabular-nums">
            <ClockIcon />
            {words.arrival(arrival)}
          </span>
          {hole.barName ? <OpeningNote opening={openingAtArrival(hole.barHours, { date, minutes: arrival })} /> : null}
          {onMinutesChange && !last ? (
            <HoleMinutes hole={hole} crawlMinutes={timing.minutesPerHole} onChange={onMinutesChange} />
          ) : null}
        </div>
      )}
      {leg ? (
        <p className="inline-flex items-center gap-1 text-stone-600">
          <WalkIcon />
          {words.walk(leg)}
        </p>
      ) : null}
      {leg && longWalk && holeMinutes !== undefined ? (
        <p className="inline-flex items-start gap-1 self-start rounded bg-amber-50 px-1.5 py-0.5 font-semibold text-amber-900">
          <WarningIcon />
          {words.walkTakesMostOfHole(leg.minutes, holeMinutes)}
        </p>
      ) : null}
    </div>
  );
}

/** 'Open when you arrive (until 23:00)', or a warning with its icon when the door will be shut. */
function OpeningNote({ opening }: { opening: OpeningAtArrival }) {
  const text = crawlWords(useCardText()).opening(opening);
  if (closedAtArrival(opening)) {
    return (
      <span className="inline-flex items-center gap-1 rounded bg-red-50 px-1.5 py-0.5 font-semibold text-red-800">
        <WarningIcon />
        {text}
      </span>
    );
  }
  if (opening.state === 'open') {
    return (
      <span className="inline-flex items-center gap-1 text-green-800">
        <OpenIcon />
        {text}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-stone-600">
      <UnknownIcon />
      {text}
    </span>
  );
}

/** This hole's own minutes; the crawl's minutes per hole when left as they are. */
function HoleMinutes({
  hole,
  crawlMinutes,
  onChange,
}: {
  hole: Hole;
  crawlMinutes: number;
  onChange: (holeNumber: number, minutes: number | undefined) => void;
}) {
  const words = crawlWords(useCardText());
  const id = useId();
  const hintId = useId();
  const minutes = useDraft(String(hole.minutes ?? crawlMinutes), parseMinutes, (value) =>
    onChange(hole.holeNumber, value === crawlMinutes ? undefined : value),
  );
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {words.holeMinutesLabel(hole.holeNumber)}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        className={`field-compact w-14 text-center tabular-nums ${minutes.invalid ? 'border-red-700' : ''}`}
        aria-invalid={minutes.invalid || undefined}
        aria-describedby={minutes.invalid ? hintId : undefined}
        value={minutes.draft}
        onChange={(event) => minutes.onChange(event.target.value)}
      />
      <span aria-hidden="true">{words.minHere}</span>
      {minutes.invalid ? (
        <span id={hintId} className="font-medium text-red-700">
          {words.minutesRange}
        </span>
      ) : null}
    </span>
  );
}
