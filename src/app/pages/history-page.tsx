import { lazy, Suspense, useState } from 'react';
import type { SavedRound } from '../../../domain/rounds';
import { RoundHistory } from '../../features/rounds/round-history';

const ExportDialog = lazy(() => import('../../features/export/export-dialog'));

/** /history: the member's saved rounds, each one exportable as the scorecard image. */
export default function HistoryPage() {
  const [exporting, setExporting] = useState<SavedRound | null>(null);
  return (
    <>
      <RoundHistory onExport={setExporting} />
      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog
            card={{ ...exporting, mulliganHoles: exporting.liveGame?.mulliganHoles }}
            onClose={() => setExporting(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
