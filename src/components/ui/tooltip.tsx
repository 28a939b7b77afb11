import { lazy, Suspense, useState, type ReactNode } from 'react';

// Radix's tooltip module brings its positioning engine wherever it is imported, so it loads
// the first time a pointer or focus reaches the trigger; Radix then opens it after its delay.
const TooltipRoot = lazy(() => import('./tooltip-root'));

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  if (!armed) {
    return (
      <span className="contents" onPointerEnter={() => setArmed(true)} onFocus={() => setArmed(true)}>
        {children}
      </span>
    );
  }
  return (
    <Suspense fallback={children}>
      <TooltipRoot content={content}>{children}</TooltipRoot>
    </Suspense>
  );
}
