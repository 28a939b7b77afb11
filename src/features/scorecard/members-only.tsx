import type { ReactNode } from 'react';
import { Tooltip } from '../../components/ui/tooltip';

/**
 * A disabled button gets no pointer events, so while locked it sits in a wrapper that explains,
 * on hover, why it is off. (Keyboard and screen-reader users get the same from the call to
 * action below the buttons.)
 */
export function MembersOnly({ locked, hint, children }: { locked: boolean; hint: string; children: ReactNode }) {
  if (!locked) return children;
  return (
    <Tooltip content={hint}>
      {/* The button ignores the pointer so that the wrapper gets it. */}
      <span className="block *:pointer-events-none">{children}</span>
    </Tooltip>
  );
}
