import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { formatToPar, totalScore } from '../../domain/scoring';
import { displayTeamName, type ScorecardImageCard } from './draw-scorecard';
import { FailedImageActions, ImageDialog, ImageStatus, shareImage } from './image-dialog-parts';
import { renderScorecardPng } from './render-scorecard';
import { canShareFile, download, scorecardFileName, shareText, whatsAppUrl } from './share-scorecard';

/** The dialog shows itself before the drawing starts, so opening it never feels stuck. */
const EXPORT_START_DELAY_MS = 100;

type ExportState =
  { step: 'preparing' } | { step: 'creating' } | { step: 'done'; file: File; url: string } | { step: 'failed' };

const STEP_TEXT: Record<ExportState['step'], string> = {
  preparing: 'Preparing…',
  creating: 'Creating your scorecard...',
  done: 'Scorecard downloaded!',
  failed: 'Unable to export scorecard. Please try again.',
};

/**
 * Export PNG: draws the card as a 1080x1350 image on a hidden canvas, downloads it, and offers
 * the ways to pass it on. The card is taken as it was when the dialog opened.
 */
export default function ExportDialog({ card, onClose }: { card: ScorecardImageCard; onClose: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [openedWith] = useState(card);
  const [state, setState] = useState<ExportState>({ step: 'preparing' });
  const [attempt, setAttempt] = useState(0);
  const siteHost = window.location.host;
  const siteUrl = window.location.origin;

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | undefined;
    const timer = setTimeout(() => {
      setState({ step: 'creating' });
      renderScorecardPng(canvasRef.current, openedWith, { siteUrl: siteHost }).then(
        (png) => {
          if (cancelled) return;
          const file = new File([png], scorecardFileName(), { type: 'image/png' });
          objectUrl = URL.createObjectURL(file);
          download(objectUrl, file.name);
          setState({ step: 'done', file, url: objectUrl });
        },
        () => {
          if (!cancelled) setState({ step: 'failed' });
        },
      );
    }, EXPORT_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attempt, openedWith, siteHost]);

  const total = totalScore(openedWith.holes, openedWith.penalties);
  const message = shareText(openedWith.teamName, total);
  const file = state.step === 'done' ? state.file : null;

  async function share() {
    if (!file) {
      toast({ title: 'No image to share', description: 'Please wait for the export to complete.' });
      return;
    }
    await shareImage(file, message, siteUrl);
  }

  return (
    <ImageDialog
      title="Export Scorecard"
      description="Your scorecard as an image, ready to post or send to the group."
      onClose={onClose}
    >
      <canvas ref={canvasRef} hidden aria-hidden="true" />
      <ImageStatus
        busy={state.step === 'preparing' || state.step === 'creating'}
        failed={state.step === 'failed'}
        text={STEP_TEXT[state.step]}
      />

      {state.step === 'done' ? (
        <>
          <img
            src={state.url}
            alt={`Scorecard image: ${displayTeamName(openedWith.teamName)}, total ${formatToPar(total)}`}
            width={1080}
            height={1350}
            className="mx-auto mt-3 h-auto max-h-[40dvh] w-auto rounded-lg border border-stone-200 shadow-sm"
          />
          <div className="mt-4 grid grid-cols-2 gap-2">
            {canShareFile(state.file) ? (
              <button type="button" className="btn-primary col-span-2" onClick={() => void share()}>
                Share
              </button>
            ) : null}
            <a className="btn-secondary" href={whatsAppUrl(message, siteUrl)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                toast({
                  title: 'Facebook',
                  description:
                    'Facebook does not support sharing images directly. Download the image, then upload it to Facebook yourself.',
                })
              }
            >
              Facebook
            </button>
            <a className="btn-secondary text-center" href={state.url} download={state.file.name}>
              Download again
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
            setState({ step: 'preparing' });
            setAttempt((count) => count + 1);
          }}
          onClose={onClose}
        />
      ) : null}
    </ImageDialog>
  );
}
