import { useMemo } from 'react';
import { drawQr } from './qr-drawing';
import { QrSvg } from './qr-svg';

/** A QR code of `text`, drawn here: loaded only when one shows that the page did not come with. */
export default function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const drawing = useMemo(() => drawQr(text), [text]);
  return <QrSvg text={text} drawing={drawing} label={label} className={className} />;
}
