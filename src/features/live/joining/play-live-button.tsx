import { lazy, Suspense, useState } from 'react';
import { usePaintedText } from '../../../lib/i18n/painted-text';
import type { StartGameSource } from './start-game-dialog';

const StartGameDialog = lazy(() => import('./start-game-dialog'));

/**
 * 'Play live with other teams': opens the dialog that starts a live game from this card or
 * course. The dialog (and the QR code in it) loads only when opened.
 */
export function PlayLiveButton({ source }: { source: StartGameSource }) {
  const [open, setOpen] = useState(false);
  const say = usePaintedText();
  return (
    <>
      <button type="button" className="btn-secondary w-full" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {say('live.playLive', 'Play live with other teams')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <StartGameDialog source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
