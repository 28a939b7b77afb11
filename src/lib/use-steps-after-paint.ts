import { startTransition, useEffect, useState } from 'react';

/** Longest wait for a paint: a page in a background tab paints nothing, and still completes. */
const MAX_WAIT_MS = 200;

/**
 * Counts from 1 up to `steps`, one step after each paint, from when it is `ready`. A page that renders its parts in
 * steps gives the browser several short rounds of styling and layout instead of one long one,
 * so a tap or a scroll on a slow phone is answered in between.
 */
export function useStepsAfterPaint(steps: number, ready = true): number {
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (!ready || step >= steps) return;
    let advanced = false;
    const advance = () => {
      if (advanced) return;
      advanced = true;
      startTransition(() => setStep((current) => Math.min(current + 1, steps)));
    };
    // An animation frame runs just before the browser styles, lays out and paints the page;
    // a task queued from it runs after that paint.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(advance, 0);
    });
    const fallback = setTimeout(advance, MAX_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, [step, steps, ready]);
  return step;
}
