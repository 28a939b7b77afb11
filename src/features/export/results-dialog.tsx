import { useEffect, useMemo, useState } from 'react';
import type { Award } from '../../../domain/awards';
import { awardLines } from '../../lib/i18n/award-words';
import { drawResults, type ResultsImage } from './draw-results';
import { FailedImageActions, ImageDialog, ImageStatus, shareImage } from './image-dialog-parts';
import { renderPng } from './render-scorecard';
import { resultsImageHeight } from './results-layout';
import { canShareFile, download, resultsFileName } from './share-scorecard';
import { useImageWords } from './use-image-words';

type ResultsState =
  { step: 'creating' } | { step: 'done'; file: File; url: string; shareable: boolean } | { step: 'failed' };

/**
 * Share results: draws the final standings as an image on a canvas off the page. A device with a
 * share sheet that takes files offers it; any other downloads the image at once. The standings
 * are taken as they were when the dialog opened.
 */
export default function ResultsDialog({
  results,
  onClose,
}: {
  /** The standings, and the ended game's awards as the board carries them. */
  results: Omit<ResultsImage, 'awards'> & { awards?: readonly Award[] };
  onClose: () => void;
}) {
  const { t, words } = useImageWords();
  const [openedWith] = useState(results);
  // The awards in the image's words, naming the teams as the standings do.
  const image = useMemo<ResultsImage>(
    () => ({
      ...openedWith,
      awards: awardLines(t, openedWith, words.locale),
    }),
    [openedWith, t, words.locale],
  );
  const [state, setState] = useState<ResultsState>({ step: 'creating' });
  const [attempt, setAttempt] = useState(0);
  const siteHost = window.location.host;
  const siteUrl = window.location.origin;

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | undefined;
    // A canvas of its own, off the page: the dialog's content mounts a moment after the dialog.
    renderPng(
      document.createElement('canvas'),
      resultsImageHeight(image.teams.length, image.awards?.length ?? 0),
      (ctx) => drawResults(ctx, image, { siteUrl: siteHost, words }),
      [image.gameName, ...image.teams.map((team) => team.name)],
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
  }, [attempt, image, siteHost, words]);

  function share(file: File) {
    const game = openedWith.gameName;
    return shareImage(t, file, t('export.share.results', { game }), siteUrl, t('export.share.resultsTitle', { game }));
  }

  const statusText =
    state.step === 'creating'
      ? t('export.results.creating')
      : state.step === 'failed'
        ? t('export.results.failed')
        : state.shareable
          ? t('export.results.ready')
          : t('export.results.downloaded');

  return (
    <ImageDialog title={t('export.results.title')} description={t('export.results.description')} onClose={onClose}>
      <ImageStatus busy={state.step === 'creating'} failed={state.step === 'failed'} text={statusText} />

      {state.step === 'done' ? (
        <>
          <img
            src={state.url}
            alt={t('export.results.alt', { game: openedWith.gameName, count: openedWith.teams.length })}
            width={1080}
            height={resultsImageHeight(image.teams.length, image.awards?.length ?? 0)}
            className="mx-auto mt-3 h-auto max-h-[40dvh] w-auto rounded-lg border border-stone-200 shadow-sm"
          />
          <div className="mt-4 grid grid-cols-2 gap-2">
            {state.shareable ? (
              <button type="button" className="btn-primary col-span-2" onClick={() => void share(state.file)}>
                {t('export.dialog.share')}
              </button>
            ) : null}
            <a className="btn-secondary text-center" href={state.url} download={state.file.name}>
              {state.shareable ? t('export.dialog.download') : t('export.dialog.downloadAgain')}
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
            setState({ step: 'creating' });
            setAttempt((count) => count + 1);
          }}
          onClose={onClose}
        />
      ) : null}
    </ImageDialog>
  );
}
