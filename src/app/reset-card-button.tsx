import { headerLinkClass } from '../components/layout/page-header';
import { ResetIcon } from '../components/ui/icons';
import { usePaintedText } from '../lib/i18n/painted-text';

/** The card's Reset in the header: on a phone an icon, leaving the row room for the wordmark and the way back into a game. */
export function ResetCardButton({ onReset }: { onReset?: () => void }) {
  const say = usePaintedText();
  return (
    <button
      type="button"
      onClick={onReset}
      title={say('header.reset', 'Reset')}
      className={`${headerLinkClass} border border-white/40`}
    >
      <ResetIcon className="size-5 sm:hidden" />
      <span className="max-sm:sr-only">{say('header.reset', 'Reset')}</span>
    </button>
  );
}
