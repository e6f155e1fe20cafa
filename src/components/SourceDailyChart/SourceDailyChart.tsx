import { useEffect, useRef, useState } from 'react';
import { alias, palette, spacing } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SourceDailySeries {
  /** the source's name (legend) */
  name: string;
  /** new resources per day, one per label */
  counts: number[];
}

export interface SourceDailyChartProps {
  /** chart title, also the accessible name of the figure */
  title: string;
  /** X axis labels (dates as MM-DD) */
  labels: string[];
  series: SourceDailySeries[];
  /** drawing height in px (width follows the container) */
  height?: number;
}

/** Bar colours that read on white (≥ 3:1 for graphics), in legend order. */
export const SOURCE_CHART_COLORS = ['#0958d9', '#237804', '#ad4e00', '#722ed1', '#c41d7f', '#006d75', '#614700', '#434343'];

/**
 * New resources per day per source (资源来源, issue 29): stacked bars drawn by Chart.js, which
 * is loaded with this component only (a chunk of its own inside the admin chunk). The numbers
 * are also in a visually hidden table for screen readers, and in the legend's totals.
 */
export function SourceDailyChart({ title, labels, series, height = 240 }: SourceDailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js')
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels,
            datasets: series.map((s, i) => ({ label: s.name, data: s.counts, backgroundColor: SOURCE_CHART_COLORS[i % SOURCE_CHART_COLORS.length], borderWidth: 0 })),
          },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            devicePixelRatio: 1,
            plugins: { legend: { display: false }, tooltip: { enabled: true } },
            scales: {
              x: { stacked: true, ticks: { color: palette.inkSecondary, font: { size: 12 }, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
              y: { stacked: true, beginAtZero: true, ticks: { color: palette.inkSecondary, font: { size: 12 }, precision: 0 }, grid: { color: '#e5e7eb' } },
            },
          },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series]);

  const total = (s: SourceDailySeries) => s.counts.reduce((a, b) => a + b, 0);
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <figcaption style={{ fontWeight: 600, marginBottom: spacing.xs, color: alias.text }}>{title}</figcaption>
      {series.length === 0 ? (
        <p style={{ color: palette.inkSecondary, margin: 0 }}>还没有来源，添加来源并运行后这里会显示每天新增的资源数。</p>
      ) : failed ? (
        <p role="alert" style={{ color: palette.inkSecondary, margin: 0 }}>图表加载失败，请刷新页面重试；数据见下方合计。</p>
      ) : (
        <div style={{ position: 'relative', height }}>
          <canvas ref={canvas} role="img" aria-label={`${title}柱状图`} />
        </div>
      )}
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, listStyle: 'none', padding: 0, margin: `${spacing.xs}px 0 0` }}>
        {series.map((s, i) => (
          <li key={`${s.name}-${i}`} style={{ display: 'flex', alignItems: 'center', gap: spacing.xxs, color: alias.text }}>
            <span aria-hidden style={{ width: 12, height: 12, background: SOURCE_CHART_COLORS[i % SOURCE_CHART_COLORS.length], display: 'inline-block' }} />
            {s.name}（合计 {total(s)}）
          </li>
        ))}
      </ul>
      <VisuallyHidden as="div">
      <table>
        <caption>{title}数据</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            {series.map((s, i) => (
              <th key={`${s.name}-${i}`} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, d) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              {series.map((s, i) => (
                <td key={`${s.name}-${i}`}>{s.counts[d] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </VisuallyHidden>
    </figure>
  );
}
