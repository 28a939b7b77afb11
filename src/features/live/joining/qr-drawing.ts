import encodeQR from 'qr';
import type { QrDrawing } from './qr-svg';

/** The QR code of `text`, medium error correction, with its quiet zone of four modules. */
export function drawQr(text: string): QrDrawing {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size: modules.length, path };
}
