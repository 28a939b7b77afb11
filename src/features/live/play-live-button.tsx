import { lazy, Suspense, useState } from 'react';
import type { StartGameSource } from './start-game-dialog';

const StartGameDialog = lazy(() => import('./start-game-dialog'));

/**
 * 'Play live with other teams': opens the dialog that starts a live game from this card or
 * course. The dialog (and the QR code in it) loads only when opened.
 */
export function PlayLiveButton({ source }: { source: StartGameSource }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary w-full" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Play live with other teams
      </button>
      {open ? (
        <Suspense fallback={null}>
          <StartGameDialog source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
