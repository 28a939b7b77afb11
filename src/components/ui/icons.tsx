/** Small inline icons: no icon font, no emoji font needed on the device. */
import type { ComponentProps } from 'react';

export interface IconProps {
  className?: string;
}

/** A line-drawn icon's frame: a 24-unit square stroked in the text's colour, hidden from screen readers. */
export function OutlineIcon(props: ComponentProps<'svg'>) {
  return <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" {...props} />;
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
    <OutlineIcon className={className}>
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" fillOpacity=".1" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      <circle cx="12" cy="15.5" r="1.5" fill="currentColor" />
    </OutlineIcon>
  );
}

export function TrophyIcon({ className = 'size-6' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeLinejoin="round">
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" fill="currentColor" fillOpacity=".15" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8" strokeLinecap="round" />
    </OutlineIcon>
  );
}

/** An arrow turning back: the way back into something left. */
export function ReturnIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />
    </OutlineIcon>
  );
}

/** An arrow going round to its start: starting over. */
export function ResetIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5" />
    </OutlineIcon>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </OutlineIcon>
  );
}

/** A medal with its place on it, for the top of a leaderboard. */
export function MedalIcon({ place, className = 'size-8' }: IconProps & { place: number }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d="M7 2h4l2 6H9zM13 2h4l-2 6h-4z" fill="#b91c1c" />
      <circle cx="12" cy="15" r="7" fill="currentColor" />
      <circle cx="12" cy="15" r="5.2" fill="none" stroke="#fff" strokeOpacity=".5" />
      <text x="12" y="18.2" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#1c1917">
        {place}
      </text>
    </svg>
  );
}
