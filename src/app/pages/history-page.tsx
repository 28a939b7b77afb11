import { lazy, Suspense, useState } from 'react';
import type { SavedRound } from '../../../domain/rounds';
import { startFromPaintedHistory } from '../../features/rounds/painted-history';
import { RoundHistory } from '../../features/rounds/round-history';

const ExportDialog = lazy(() => import('../../features/export/export-dialog'));

/**
 * What the start does before the page first renders (SHELLED_PAGES): take the member, their status
 * and the first page of rounds from the HTML when the Worker painted them, and load the page's
 * words. A first render waiting for either would put the loading state over the painted rounds.
 */
export const beforeFirstRender = startFromPaintedHistory;

/** /history: the member's saved rounds, each one exportable as the scorecard image. */
export default function HistoryPage() {
  const [exporting, setExporting] = useState<SavedRound | null>(null);
  return (
    <>
      <RoundHistory onExport={setExporting} />
      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog
            card={{
              ...exporting,
              mulliganHoles: exporting.liveGame?.mulliganHoles,
              alcoholFree: exporting.liveGame?.alcoholFree,
            }}
            onClose={() => setExporting(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
