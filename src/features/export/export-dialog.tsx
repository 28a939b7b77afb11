import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast-store';
import { totalWithMulligans } from '../../../domain/mulligans';
import { formatToPar } from '../../../domain/scoring';
import { displayTeamName, type ScorecardImageCard } from './draw-scorecard';
import { FailedImageActions, ImageDialog, ImageStatus, shareImage } from './image-dialog-parts';
import { renderScorecardPng } from './render-scorecard';
import { canShareFile, download, scorecardFileName, shareText, whatsAppUrl } from './share-scorecard';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { useImageWords } from './use-image-words';

/** The dialog shows itself before the drawing starts, so opening it never feels stuck. */
const EXPORT_START_DELAY_MS = 100;

type ExportState =
  { step: 'preparing' } | { step: 'creating' } | { step: 'done'; file: File; url: string } | { step: 'failed' };

const STEP_TEXT = {
  preparing: 'export.dialog.preparing',
  creating: 'export.dialog.creating',
  done: 'export.dialog.done',
  failed: 'export.dialog.failed',
} as const satisfies Record<ExportState['step'], MessageId<'export'>>;

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
  const { t, words } = useImageWords();

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | undefined;
    const timer = setTimeout(() => {
      setState({ step: 'creating' });
      renderScorecardPng(canvasRef.current, openedWith, { siteUrl: siteHost, words }).then(
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
  }, [attempt, openedWith, siteHost, words]);

  const total = totalWithMulligans(openedWith.holes, openedWith.penalties, openedWith.mulliganHoles ?? []);
  const message = shareText(t, openedWith.teamName, total);
  const file = state.step === 'done' ? state.file : null;

  async function share() {
    if (!file) {
      toast({ title: t('export.dialog.noImage'), description: t('export.dialog.noImageText') });
      return;
    }
    await shareImage(t, file, message, siteUrl, t('export.share.title'));
  }

  return (
    <ImageDialog title={t('export.dialog.title')} description={t('export.dialog.description')} onClose={onClose}>
      <canvas ref={canvasRef} hidden aria-hidden="true" />
      <ImageStatus
        busy={state.step === 'preparing' || state.step === 'creating'}
        failed={state.step === 'failed'}
        text={t(STEP_TEXT[state.step])}
      />

      {state.step === 'done' ? (
        <>
          <img
            src={state.url}
            alt={t('export.dialog.alt', {
              team: displayTeamName(openedWith.teamName, words.player),
              total: formatToPar(total),
            })}
            width={1080}
            height={1350}
            className="mx-auto mt-3 h-auto max-h-[40dvh] w-auto rounded-lg border border-stone-200 shadow-sm"
          />
          <div className="mt-4 grid grid-cols-2 gap-2">
            {canShareFile(state.file) ? (
              <button type="button" className="btn-primary col-span-2" onClick={() => void share()}>
                {t('export.dialog.share')}
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
                  description: t('export.dialog.facebookText'),
                })
              }
            >
              Facebook
            </button>
            <a className="btn-secondary text-center" href={state.url} download={state.file.name}>
              {t('export.dialog.downloadAgain')}
            </a>
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('export.dialog.close')}
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
