/** A QR code drawn: its side in modules, and its dark modules as one SVG path, one unit square each. */
export interface QrDrawing {
  size: number;
  path: string;
}

/**
 * A QR code of `text`, black on white with its quiet zone, scaled to its box. Marked with its text,
 * so the app's first render can take over the one the Worker painted without drawing it again.
 */
export function QrSvg({
  text,
  drawing,
  label,
  className,
}: {
  text: string;
  drawing: QrDrawing;
  label: string;
  className?: string;
}) {
  const { size, path } = drawing;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The QR code of `text` the Worker painted into the page, read before the app's render replaces it. */
export function paintedQr(text: string): QrDrawing | undefined {
  if (typeof document === 'undefined') return undefined;
  const painted = Array.from(document.querySelectorAll('svg[data-qr]')).find(
    (svg) => svg.getAttribute('data-qr') === text,
  );
  const size = Number(painted?.getAttribute('viewBox')?.split(' ')[2]);
  const path = painted?.querySelector('path')?.getAttribute('d');
  return Number.isInteger(size) && size > 0 && path ? { size, path } : undefined;
}
