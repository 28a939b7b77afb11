import { HOLE_COUNT } from '../../../domain/holes';
import { useStepsAfterPaint } from '../../lib/use-steps-after-paint';

const HOLES_PER_STEP = 3;
const HOLE_STEPS = HOLE_COUNT / HOLES_PER_STEP;
/** The details, the holes a few at a time, the penalties and total, then the rest. */
const STEPS = 1 + HOLE_STEPS + 2;

/**
 * A card page renders in steps, each after the last has painted: the details, the holes three
 * at a time, the penalties and the total, then everything below them. The card's native selects
 * and inputs are most of the page's styling and layout; in one go they hold a slow phone's main
 * thread for a few hundred ms. The page grows only at its foot, so nothing on screen moves.
 * Until it is `complete` the page marks its main region busy (aria-busy), so assistive
 * technology reads it whole. The steps start once the card is `ready` to show (its code is here).
 */
export function useCardInSteps(ready = true): { shownHoles: number; totalsShown: boolean; complete: boolean } {
  const step = useStepsAfterPaint(STEPS, ready);
  return {
    shownHoles: Math.min(HOLE_COUNT, (step - 1) * HOLES_PER_STEP),
    totalsShown: step > 1 + HOLE_STEPS,
    complete: step === STEPS,
  };
}
