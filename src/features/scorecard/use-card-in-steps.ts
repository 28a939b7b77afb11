import { HOLE_COUNT } from '../../domain/holes';
import { useStepsAfterPaint } from '../../lib/use-steps-after-paint';

const HOLES_PER_STEP = 3;
/** The details alone, the holes a few at a time, then everything below them. */
const STEPS = 1 + HOLE_COUNT / HOLES_PER_STEP + 1;

/**
 * A card page renders in steps, each after the last has painted: its holes three at a time,
 * then everything below them. The card's native selects and inputs are most of the page's
 * styling and layout; in one go they hold a slow phone's main thread for a few hundred ms.
 * The page grows only at its foot, so nothing on screen moves.
 */
export function useCardInSteps(): { shownHoles: number; complete: boolean } {
  const step = useStepsAfterPaint(STEPS);
  return { shownHoles: Math.min(HOLE_COUNT, (step - 1) * HOLES_PER_STEP), complete: step === STEPS };
}
