import { useEffect, useState } from 'react';
import type HolePlan from '../features/crawl-plan/hole-plan';
import type PlanEvening from '../features/crawl-plan/plan-evening';

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

/**
 * The plan's code once `needed`: null until it has loaded. `failed` when it could not be
 * fetched (a phone offline before the app was installed), so the card shows without it rather
 * than wait for ever.
 */
export function usePlanCode(needed: boolean): { code: PlanCode | null; failed: boolean } {
  const [code, setCode] = useState<PlanCode | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || code !== null) return;
    let current = true;
    loadPlanCode().then(
      (loaded) => {
        if (current) setCode(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, code]);
  return { code, failed };
}
