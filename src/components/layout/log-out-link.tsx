import type { ReactNode } from 'react';
import { rememberMember } from '../../lib/round-sync/member-round';

/**
 * Ends the session. The phone forgets who was signed in first, so the next person to open the
 * app does not see the member's card for a moment; the member's round stays for their return.
 */
export function LogOutLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href="/api/logout" className={className} onClick={() => rememberMember(null)}>
      {children}
    </a>
  );
}
