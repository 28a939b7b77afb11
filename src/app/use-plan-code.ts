import type HolePlan from '../features/crawl-plan/hole-plan';
import type PlanEvening from '../features/crawl-plan/plan-evening';
import { useCodeWhen } from './use-code-when';

/** The card's plan components, loaded apart from the card so its first load stays small. */
export interface PlanCode {
  HolePlan: typeof HolePlan;
  PlanEvening: typeof PlanEvening;
}

async function loadPlanCode(): Promise<PlanCode> {
  const [holePlan, planEvening] = await Promise.all([
    import('../features/crawl-plan/hole-plan'),
    import('../features/crawl-plan/plan-evening'),
  ]);
  return { HolePlan: holePlan.default, PlanEvening: planEvening.default };
}

/** The plan's code once `needed`: null until it has loaded, or `failed`. */
export const usePlanCode = (needed: boolean) => useCodeWhen(needed, loadPlanCode);
