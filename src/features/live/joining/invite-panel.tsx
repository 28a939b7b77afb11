import { lazy, Suspense, useRef, useState } from 'react';
import { useJoinText } from '../../../lib/i18n/join-text';
import { paintedQr, QrSvg, type QrDrawing } from './qr-svg';
import { joinUrl, shareLink, tvUrl, watchUrl } from './share-link';

const QrCode = lazy(() => import('./qr-code'));

/**
 * How other teams get in: the join code, large enough to read across a table, a QR code of the
 * join link, Share, and the spectator link for a TV or friends at home.
 */
export function InvitePanel({
  code,
  watchId,
  gameName,
  origin = window.location.origin,
  painted = false,
  qr,
}: {
  code: string;
  watchId: string;
  gameName: string;
  /** The site's origin, which the Worker's render of the page names (it has no window). */
  origin?: string;
  /** Rendered by the Worker into the page's HTML: Share waits, disabled, until the app takes over (a tap before would be lost). */
  painted?: boolean;
  /** The QR code as the Worker draws it into the page's HTML. */
  qr?: QrDrawing;
}) {
  const url = joinUrl(code, origin);
  const t = useJoinText();
  // The app takes over the QR code the page came with; where none came, it draws one.
  const [drawing] = useState(() => qr ?? paintedQr(url));
  // A second tap while the share sheet is open would be refused by the browser: ignore it here.
  const sharing = useRef(false);
  const share = async () => {
    if (sharing.current) return;
    sharing.current = true;
    try {
      await shareLink(t, { url, title: gameName, text: t('live.invite.shareText', { name: gameName, code }) });
    } finally {
      sharing.current = false;
    }
  };
  return (
    <section aria-labelledby="invite-heading" className="grid gap-3 rounded-2xl bg-white p-4 text-center shadow-sm">
      <h2 id="invite-heading" className="text-sm font-extrabold tracking-[0.15em]">
        {t('live.invite.title')}
      </h2>
      <dl>
        <dt className="text-sm text-stone-600">{t('live.invite.joinCode')}</dt>
        <dd className="font-mono text-5xl font-extrabold tracking-[0.2em] break-all text-felt">{code}</dd>
      </dl>
      {drawing ? (
        <QrSvg text={url} drawing={drawing} label={t('live.invite.qr', { url })} className="mx-auto size-48" />
      ) : (
        <Suspense fallback={<div className="mx-auto size-48 rounded bg-stone-100" />}>
          <QrCode text={url} label={t('live.invite.qr', { url })} className="mx-auto size-48" />
        </Suspense>
      )}
      <p className="text-sm break-all text-stone-600">{url}</p>
      <button type="button" className="btn-primary" disabled={painted} onClick={() => void share()}>
        {t('live.invite.share')}
      </button>
      <p className="text-sm text-stone-700">
        {t('live.invite.spectators')}{' '}
        <a
          href={watchUrl(watchId, origin)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-felt underline"
        >
          {t('live.invite.openSpectator')}
        </a>{' '}
        ·{' '}
        <a
          href={tvUrl(watchId, code, origin)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-felt underline"
        >
          {t('live.invite.openTv')}
        </a>
      </p>
    </section>
  );
}
