import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import { drawResults, type ResultsImage } from './draw-results';
import { renderPng } from './render-scorecard';
import { resultsImageHeight } from './results-layout';
import { canShareFile, download, resultsFileName, shareFile } from './share-scorecard';

type ResultsState =
  { step: 'creating' } | { step: 'done'; file: File; url: string; shareable: boolean } | { step: 'failed' };

const FAILED_TEXT = 'Unable to create the results image. Please try again.';

/**
 * Share results: draws the final standings as an image on a canvas off the page. A device with a
 * share sheet that takes files offers it; any other downloads the image at once. The standings
 * are taken as they were when the dialog opened.
 */
export default function ResultsDialog({ results, onClose }: { results: ResultsImage; onClose: () => void }) {
  const [openedWith] = useState(results);
  // Radix gives focus back only to its own trigger: this dialog is opened from several pages' buttons.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [state, setState] = useState<ResultsState>({ step: 'creating' });
  const [attempt, setAttempt] = useState(0);
  const siteHost = window.location.host;
  const siteUrl = window.location.origin;

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | undefined;
    // A canvas of its own, off the page: the dialog's content mounts a moment after the dialog.
    renderPng(document.createElement('canvas'), resultsImageHeight(openedWith.teams.length), (ctx) =>
      drawResults(ctx, openedWith, { siteUrl: siteHost }),
    ).then(
      (png) => {
        if (cancelled) return;
        const file = new File([png], resultsFileName(), { type: 'image/png' });
        objectUrl = URL.createObjectURL(file);
        const shareable = canShareFile(file);
        if (!shareable) download(objectUrl, file.name);
        setState({ step: 'done', file, url: objectUrl, shareable });
      },
      () => {
        if (!cancelled) setState({ step: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attempt, openedWith, siteHost]);

  async function share(file: File) {
    const message = `Final standings of ${openedWith.gameName} at Pub Golf! Score your own bar crawl:`;
    if ((await shareFile(file, message, siteUrl, `${openedWith.gameName}: final standings`)) === 'failed') {
      toast({
        title: 'Share failed',
        description: 'Unable to share. Try downloading instead.',
        variant: 'destructive',
      });
    }
  }

  const statusText =
    state.step === 'creating'
      ? 'Creating the results image…'
      : state.step === 'failed'
        ? FAILED_TEXT
        : state.shareable
          ? 'Results image ready to share.'
          : 'Results image downloaded!';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
      title="Share results"
      description="The final standings as an image, ready to post or send to the group."
    >
      <p
        role={state.step === 'failed' ? 'alert' : 'status'}
        className={`flex items-center justify-center gap-2 text-center font-semibold ${
          state.step === 'failed' ? 'text-red-700' : 'text-stone-800'
        }`}
      >
        {state.step === 'creating' ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-felt border-t-transparent"
          />
        ) : null}
        {statusText}
      </p>

      {state.step === 'done' ? (
        <>
          <img
            src={state.url}
            alt={`Final standings of ${openedWith.gameName}: ${openedWith.teams.length} teams`}
            width={1080}
            height={resultsImageHeight(openedWith.teams.length)}
            className="mx-auto mt-3 h-auto max-h-[40dvh] w-auto rounded-lg border border-stone-200 shadow-sm"
          />
          <div className="mt-4 grid grid-cols-2 gap-2">
            {state.shareable ? (
              <button type="button" className="btn-primary col-span-2" onClick={() => void share(state.file)}>
                Share
              </button>
            ) : null}
            <a className="btn-secondary text-center" href={state.url} download={state.file.name}>
              {state.shareable ? 'Download' : 'Download again'}
            </a>
            <button type="button" className="btn-secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : null}

      {state.step === 'failed' ? (
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setState({ step: 'creating' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
