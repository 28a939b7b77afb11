import { useEffect, useId, useRef, type Ref } from 'react';
import { DEFAULT_MINUTES_PER_HOLE, type CrawlTiming } from '../../../domain/crawl-timing';
import type { Hole } from '../../../domain/holes';
import { barsOffTheRoute, totalWalk, walkingLegs, walkingRouteUrl } from '../../../domain/walking';
import { crawlWords } from '../../lib/crawl-words';
import { useCardText } from '../../lib/i18n/card-text';
import { WalkIcon } from './crawl-icons';
import { parseMinutes, parseStartTime } from './timing-fields';
import { useDraft } from './use-draft';

interface PlanEveningProps {
  holes: readonly Hole[];
  /** The plan in use: the card's, or on a course tonight's (the course's own unless changed). */
  timing: CrawlTiming | undefined;
  onTimingChange: (timing: CrawlTiming | undefined) => void;
  /** On a course: its own plan, which a change here leaves as it is. */
  course?: { timing: CrawlTiming | undefined; changedTonight: boolean };
  /** Opened by the player's tap: the start time takes the focus the button had. */
  focusOnOpen?: boolean;
}

/**
 * 'Plan the evening': the start time and minutes per hole that give each hole its planned
 * arrival, the card's total walk, how walks are estimated, and one link to the whole route,
 * naming the bars it leaves out for having no place on the map.
 */
export default function PlanEvening({ holes, timing, onTimingChange, course, focusOnOpen = false }: PlanEveningProps) {
  const words = crawlWords(useCardText());
  const startRef = useRef<HTMLInputElement>(null);
  const focusedOnOpen = useRef(false);
  useEffect(() => {
    if (!focusOnOpen || focusedOnOpen.current) return;
    focusedOnOpen.current = true;
    startRef.current?.focus();
  }, [focusOnOpen]);
  const headingId = useId();
  const minutesPerHole = timing?.minutesPerHole ?? DEFAULT_MINUTES_PER_HOLE;
  const start = useDraft(timing?.startTime ?? '', parseStartTime, (startTime) =>
    onTimingChange({ startTime, minutesPerHole }),
  );
  const minutes = useDraft(String(minutesPerHole), parseMinutes, (value) => {
    if (timing) onTimingChange({ ...timing, minutesPerHole: value });
  });
  const legs = walkingLegs(holes);
  const routeUrl = walkingRouteUrl(holes);
  const offTheRoute = routeUrl ? barsOffTheRoute(holes) : [];

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={headingId} className="font-display text-lg font-bold text-felt">
        {words.title}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <PlanField
          inputRef={startRef}
          label={words.startTime}
          hint={words.startTimeFormat}
          field={start}
          maxLength={5}
          placeholder={words.startTimePlaceholder}
        />
        <PlanField
          label={words.minutesPerHole}
          hint={words.minutesRange}
          field={minutes}
          maxLength={3}
          disabled={!timing}
        />
      </div>
      <p className="text-xs text-stone-600">{words.minutesNote}</p>
      {course ? (
        <div className="grid gap-2">
          <p className="text-xs text-stone-600">
            {course.timing ? words.tonightOnly(course.timing.startTime) : words.tonightOnlyNoPlan}
          </p>
          {course.changedTonight ? (
            <button
              type="button"
              className="btn-secondary justify-self-start"
              onClick={() => onTimingChange(undefined)}
            >
              {words.useCourseTiming}
            </button>
          ) : null}
        </div>
      ) : timing ? (
        <button type="button" className="btn-secondary justify-self-start" onClick={() => onTimingChange(undefined)}>
          {words.removePlan}
        </button>
      ) : null}

      <div className="grid gap-2 border-t border-stone-200 pt-3">
        {legs.length > 0 ? (
          <>
            <p className="inline-flex items-center gap-1 font-semibold text-stone-900">
              <WalkIcon />
              {words.totalWalk(totalWalk(legs))}
            </p>
            <p className="text-xs text-stone-600">{words.walkEstimate}</p>
          </>
        ) : (
          <p className="text-xs text-stone-600">{words.noWalks}</p>
        )}
        {routeUrl ? (
          <>
            <a
              href={routeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-primary justify-self-start"
              aria-describedby={`${headingId}-route`}
            >
              {words.routeLink}
            </a>
            <p id={`${headingId}-route`} className="text-xs text-stone-600">
              {words.routeLinkNote}
            </p>
            {offTheRoute.length > 0 ? (
              <p className="text-xs font-semibold text-stone-800">
                {words.offTheRoute(offTheRoute.map((hole) => hole.barName ?? ''))}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** One of the plan's typed fields: its label, the text as typed, and what it must be while it is not. */
function PlanField({
  label,
  hint,
  field,
  maxLength,
  placeholder,
  disabled = false,
  inputRef,
}: {
  label: string;
  hint: string;
  field: { draft: string; invalid: boolean; onChange: (text: string) => void };
  maxLength: number;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        className={`field tabular-nums ${field.invalid ? 'border-red-700' : ''}`}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? hintId : undefined}
        value={field.draft}
        onChange={(event) => field.onChange(event.target.value)}
      />
      {field.invalid ? (
        <p id={hintId} className="text-xs font-medium text-red-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
