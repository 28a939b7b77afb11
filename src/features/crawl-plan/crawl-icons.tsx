/** The plan's small icons: the state of a bar at arrival is never told by colour alone. */
import { OutlineIcon, type IconProps } from '../../components/ui/icons';

export function OpenIcon({ className = 'size-4 shrink-0' }: IconProps) {
  return (
    <OutlineIcon className={className} strokeWidth="2.5">
      <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </OutlineIcon>
  );
}

export function UnknownIcon({ className = 'size-4 shrink-0' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1" fill="currentColor" />
    </OutlineIcon>
  );
}

export function ClockIcon({ className = 'size-4 shrink-0' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </OutlineIcon>
  );
}

export function WalkIcon({ className = 'size-4 shrink-0' }: IconProps) {
  return (
    <OutlineIcon className={className}>
      <circle cx="13" cy="4.5" r="1.8" fill="currentColor" />
      <path
        d="m9 21 2.5-6.5L14 17v4M8 11l3-3h3l2 4 2.5 1M11.5 14.5 12 9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </OutlineIcon>
  );
}
