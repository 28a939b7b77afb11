import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/translate';
import { BlackoutControl } from '../finale/finale-controls';
import type { LiveGame } from '../socket/use-live-game';
import { MulligansHostControls } from '../mulligans/mulligans-host';
import { ClockControls } from './clock-controls';

/** The co-host's one button by the game's title: the clock's controls and the board's blackout in a dialog. */
export function CoHostMenu({ game }: { game: LiveGame }) {
  const t = useT('live', 'team');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary min-h-11 shrink-0 px-3"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('live.clock.coHostMenu')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('live.clock.coHostMenu')}
        description={t('live.clock.youCoHost')}
      >
        <div className="grid gap-4">
          <ClockControls game={game} />
          <MulligansHostControls game={game} />
          <BlackoutControl game={game} />
        </div>
      </Dialog>
    </>
  );
}
