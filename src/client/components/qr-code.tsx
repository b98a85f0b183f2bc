// A QR code drawn as one SVG path, sharp at any size (loaded only with the screens that show one).
import { encodeQR } from '@paulmillr/qr';

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
  const size = modules.length;
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
