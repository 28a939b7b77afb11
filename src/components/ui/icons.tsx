/** Small inline icons: no icon font, no emoji font needed on the device. */
interface IconProps {
  className?: string;
}

export function FlagIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity=".15" />
      <path d="M9 4v15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 4.5l8 3.2-8 3.3z" fill="#dc2626" />
      <ellipse cx="12" cy="19.5" rx="6" ry="1.6" fill="currentColor" opacity=".6" />
    </svg>
  );
}

export function LockIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" fillOpacity=".1" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      <circle cx="12" cy="15.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function TrophyIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" fill="currentColor" fillOpacity=".15" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8" strokeLinecap="round" />
    </svg>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}
