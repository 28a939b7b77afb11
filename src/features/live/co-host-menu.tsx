import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../lib/i18n/translate';
import { GameRunningControls } from './game-running-controls';
import type { LiveGame } from './socket/use-live-game';

/** The co-host's one button by the game's title: what the host and the co-host both change, in a dialog. */
export function CoHostMenu({ game }: { game: LiveGame }) {
  // The words the controls read, loaded with the button so the dialog opens at once.
  const t = useT('live', 'team', 'app');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary min-h-11 shrink-0 px-3"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('live.coHost.title')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('live.coHost.title')} description={t('live.coHost.text')}>
        <div className="grid gap-3">
          <GameRunningControls game={game} />
        </div>
      </Dialog>
    </>
  );
}
