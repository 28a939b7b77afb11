import type { ReactNode } from 'react';
import { Tooltip } from '../../components/ui/tooltip';

/**
 * A disabled control gets no pointer or focus events, so while locked it sits in a focusable
 * wrapper that explains, on hover or focus, why it is off.
 */
export function MembersOnly({ locked, hint, children }: { locked: boolean; hint: string; children: ReactNode }) {
  if (!locked) return children;
  return (
    <Tooltip content={hint}>
      <span tabIndex={0} className="block rounded-lg">
        {children}
      </span>
    </Tooltip>
  );
}
