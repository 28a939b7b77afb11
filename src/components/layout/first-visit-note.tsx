import { useState } from 'react';
import { useLocation } from 'react-router';
import { pageRouteOf } from '../../../domain/page-routes';
import { firstVisitNoteRead, markFirstVisitNoteRead } from '../../lib/first-visit-note';
import { useT } from '../../lib/i18n/translate';

/**
 * A first visit's note, once per device: the game is for adults where alcohol is involved, can be
 * played alcohol-free, and water goes between holes. It floats over the foot of the screen rather
 * than taking a row, so it moves nothing already painted and blocks nothing: a guest can score
 * their first card with it open. One tap puts it away for good. Not on the spectator board, a TV
 * nobody taps.
 */
export function FirstVisitNote() {
  const t = useT('app');
  const { pathname } = useLocation();
  const [read, setRead] = useState(firstVisitNoteRead);
  if (read || pageRouteOf(pathname) === '/watch/:id') return null;
  return (
    <aside
      aria-labelledby="first-visit-title"
      className="fixed inset-x-0 bottom-0 z-40 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-end gap-3 rounded-2xl border border-stone-300 bg-white p-4 shadow-lg">
        <div className="min-w-0 flex-1 basis-60">
          <h2 id="first-visit-title" className="font-bold">
            {t('firstVisit.title')}
          </h2>
          <p className="mt-1 text-sm">{t('firstVisit.text')}</p>
        </div>
        <button
          type="button"
          className="btn-primary shrink-0"
          onClick={() => {
            markFirstVisitNoteRead();
            setRead(true);
          }}
        >
          {t('firstVisit.ok')}
        </button>
      </div>
    </aside>
  );
}
