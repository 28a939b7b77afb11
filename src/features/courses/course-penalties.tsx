import {
  decreasePenalty,
  increasePenalty,
  MAX_PENALTY_COUNT,
  totalPenalties,
  type Penalty,
} from '../../domain/penalties';

/** The course's penalties, each with − and + counters, and their total. */
export function CoursePenalties({
  penalties,
  onChange,
}: {
  penalties: Penalty[];
  onChange: (penalties: Penalty[]) => void;
}) {
  const total = totalPenalties(penalties);
  return (
    <section aria-labelledby="penalties-heading" className="rounded-2xl bg-white shadow-sm">
      <div className="border-b border-stone-200 px-4 py-3">
        <h2 id="penalties-heading" className="flex items-center gap-2 text-sm font-extrabold tracking-[0.15em]">
          PENALTIES
          <span
            aria-label={`${total} penalty points`}
            className="rounded-full bg-flag px-2.5 py-0.5 text-xs font-bold tracking-normal text-white tabular-nums"
          >
            {total}
          </span>
        </h2>
      </div>
      {penalties.length === 0 ? (
        <p className="p-4 text-sm text-stone-600">This course plays without penalties.</p>
      ) : (
        <ul className="grid gap-1 p-4">
          {penalties.map((penalty) => (
            <li key={penalty.id} className="flex items-center justify-between gap-3 py-1">
              <span className="text-sm font-medium break-words">{penalty.name}</span>
              <div className="flex shrink-0 items-center gap-2">
                <button
                  type="button"
                  aria-label={`Decrease ${penalty.name}`}
                  className="btn-secondary size-10 px-0 text-lg"
                  disabled={penalty.count === 0}
                  onClick={() => onChange(decreasePenalty(penalties, penalty.id))}
                >
                  −
                </button>
                <output aria-label={`${penalty.name} count`} className="w-8 text-center text-lg font-bold tabular-nums">
                  {penalty.count}
                </output>
                <button
                  type="button"
                  aria-label={`Increase ${penalty.name}`}
                  className="btn-secondary size-10 px-0 text-lg"
                  disabled={penalty.count >= MAX_PENALTY_COUNT}
                  onClick={() => onChange(increasePenalty(penalties, penalty.id))}
                >
                  +
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
