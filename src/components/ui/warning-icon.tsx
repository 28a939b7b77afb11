/** A warning triangle: a bar shut when the group arrives is never told by colour alone. */
export function WarningIcon({ className = 'inline size-4 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 3 2 20h20z" strokeLinejoin="round" fill="currentColor" fillOpacity=".15" />
      <path d="M12 10v4" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1" fill="currentColor" />
    </svg>
  );
}
