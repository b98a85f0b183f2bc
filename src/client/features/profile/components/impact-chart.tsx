// Eaten and thrown-away kilos per week or month as paired bars, drawn in SVG. Screen readers get the same
// figures as a table; the picture itself is described by its caption.
import { useTranslation } from '@/client/lib/use-translation';
import type { ImpactPeriod } from '@/shared/responses/impact';

interface ImpactChartProps {
  periods: ImpactPeriod[];
  label: (start: string) => string;
  caption: string;
  kilos: (kg: number) => string;
}

const HEIGHT = 140;
const BAR = 12;
const GAP = 4;

export function ImpactChart({ periods, label, caption, kilos }: ImpactChartProps) {
  const { t } = useTranslation('profile');
  const max = Math.max(0.001, ...periods.flatMap((p) => [p.eatenKg, p.wastedKg]));
  const slot = BAR * 2 + GAP + 16;
  const width = periods.length * slot;
  const height = (kg: number) => Math.round((kg / max) * HEIGHT);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        className="h-auto max-h-60 w-full"
        role="img"
        aria-label={caption}
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" strokeWidth={1} />
        {periods.map((p, i) => {
          const x = i * slot + 8;
          return (
            <g key={p.start}>
              <rect
                x={x}
                y={HEIGHT - height(p.eatenKg)}
                width={BAR}
                height={height(p.eatenKg)}
                rx={2}
                className="fill-brand-600"
              />
              <rect
                x={x + BAR + GAP}
                y={HEIGHT - height(p.wastedKg)}
                width={BAR}
                height={height(p.wastedKg)}
                rx={2}
                className="fill-orange-500"
              />
              <text x={x + BAR} y={HEIGHT + 14} textAnchor="middle" className="fill-slate-700 text-[9px]">
                {label(p.start)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-800">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          {t('impact.eaten')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-orange-500" />
          {t('impact.wasted')}
        </span>
      </figcaption>
      {/* A table ignores the 1px box of sr-only, so the box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('impact.period')}</th>
              <th scope="col">{t('impact.eaten')}</th>
              <th scope="col">{t('impact.wasted')}</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.start}>
                <th scope="row">{label(p.start)}</th>
                <td>{kilos(p.eatenKg)}</td>
                <td>{kilos(p.wastedKg)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
