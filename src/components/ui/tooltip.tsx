import { lazy, Suspense, type ReactNode } from 'react';

// Radix's tooltip module brings its positioning engine wherever it is imported, so all of it
// arrives after first paint; until then the trigger shows without its tooltip.
const TooltipRoot = lazy(() => import('./tooltip-root'));

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <TooltipRoot content={content}>{children}</TooltipRoot>
    </Suspense>
  );
}
