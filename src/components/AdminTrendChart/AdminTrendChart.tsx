import { alias, palette, spacing } from '../../theme';

export interface TrendSeries {
  /** Legend text (Chinese). */
  name: string;
  /** One value per label. */
  values: number[];
  /** Line colour; must read on white (≥ 3:1 for graphics). */
  color: string;
}

export interface AdminTrendChartProps {
  /** Chart title, also the accessible name of the figure. */
  title: string;
  /** X axis labels (e.g. dates as MM-DD). */
  labels: string[];
  series: TrendSeries[];
  /** Drawing height in px (width follows the container). */
  height?: number;
}

const W = 600;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** The top of the Y axis: 4 × a "nice" integer step (1, 2, 5 × 10^k) covering n. */
function niceMax(n: number): number {
  const raw = Math.max(1, n / 4);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  const step = Math.max(1, (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p);
  return step * 4;
}

/**
 * A small dependency-free line chart for the admin dashboard: one polyline per series over
 * shared labels, 0-based Y axis with 4 grid lines, a legend and a visually hidden data table
 * so screen readers get the numbers.
 */
export function AdminTrendChart({ title, labels, series, height = 220 }: AdminTrendChartProps) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? innerW / 2 : (i * innerW) / (labels.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max / 4) * i);
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <figcaption style={{ fontWeight: 600, marginBottom: spacing.xs, color: alias.text }}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${height}`} width="100%" role="img" aria-label={`${title}折线图`} style={{ display: 'block' }}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="13" fill={palette.inkSecondary}>
              {t}
            </text>
          </g>
        ))}
        {labels.map((l, i) => {
          const last = i === labels.length - 1;
          // every n-th label and the last one; one too close to the last gives way to it
          if (!last && (i % every !== 0 || (labels.length - 1 - i < every && i !== 0))) return null;
          // the first and last labels align inwards so they are never cut at the edge (issue 16)
          const anchor = labels.length > 1 && last ? 'end' : labels.length > 1 && i === 0 ? 'start' : 'middle';
          return (
            <text key={l} x={x(i)} y={height - 8} textAnchor={anchor} fontSize="13" fill={palette.inkSecondary}>
              {l}
            </text>
          );
        })}
        {series.map((s) => (
          <g key={s.name}>
            <polyline fill="none" stroke={s.color} strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={s.color} />
            ))}
          </g>
        ))}
      </svg>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, listStyle: 'none', padding: 0, margin: `${spacing.xs}px 0 0` }}>
        {series.map((s) => (
          <li key={s.name} style={{ display: 'flex', alignItems: 'center', gap: spacing.xxs, color: alias.text }}>
            <span aria-hidden style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }} />
            {s.name}（合计 {s.values.reduce((a, b) => a + b, 0)}）
          </li>
        ))}
      </ul>
      <table style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        <caption>{title}数据</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              {series.map((s) => (
                <td key={s.name}>{s.values[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
