import encodeQR from 'qr';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path, one unit square each. */
function modulesPath(modules: boolean[][]): string {
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/** A QR code of `text`, black on white with its quiet zone, scaled to its box. Loaded only when shown. */
export default function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const modules = useMemo(() => encodeQR(text, 'raw', { ecc: 'medium', border: 4 }), [text]);
  const size = modules.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(modules)} fill="#000" />
    </svg>
  );
}
