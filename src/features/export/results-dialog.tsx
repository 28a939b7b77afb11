import { useEffect, useState } from 'react';
import { drawResults, type ResultsImage } from './draw-results';
import { FailedImageActions, ImageDialog, ImageStatus, shareImage } from './image-dialog-parts';
import { renderPng } from './render-scorecard';
import { resultsImageHeight } from './results-layout';
import { canShareFile, download, resultsFileName } from './share-scorecard';

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

  function share(file: File) {
    const message = `Final standings of ${openedWith.gameName} at Pub Golf! Score your own bar crawl:`;
    return shareImage(file, message, siteUrl, `${openedWith.gameName}: final standings`);
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
    <ImageDialog
      title="Share results"
      description="The final standings as an image, ready to post or send to the group."
      onClose={onClose}
    >
      <ImageStatus busy={state.step === 'creating'} failed={state.step === 'failed'} text={statusText} />

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
        <FailedImageActions
          onRetry={() => {
            setState({ step: 'creating' });
            setAttempt((count) => count + 1);
          }}
          onClose={onClose}
        />
      ) : null}
    </ImageDialog>
  );
}
