import { useT } from '../../lib/i18n/translate';

/**
 * The one button by the game's title that opens the host's controls: also in the HTML of the
 * host's page, before the app can open anything.
 */
export function HostMenuOpener({ onOpen }: { onOpen?: () => void }) {
  const t = useT('live', 'team');
  return (
    // Without `onOpen` (the page's HTML, before the app takes over) it waits, disabled.
    <button
      type="button"
      className="btn-secondary min-h-11 shrink-0 px-3"
      aria-haspopup="dialog"
      disabled={onOpen === undefined}
      onClick={onOpen}
    >
      {t('live.host.title')}
    </button>
  );
}
