/** The shared frame of the console's inline SVG charts: plot geometry, a rounded scale, horizontal grid lines with value labels and the category labels. */

export const CHART = { width: 640, height: 240, left: 72, right: 28, top: 14, bottom: 34 } as const;
export const PLOT_WIDTH = CHART.width - CHART.left - CHART.right;
export const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom;

/** The smallest 1, 2 or 5 times a power of ten at or above the value (at least 1), so grid labels stay round. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** The y coordinate of a value on a scale from 0 to `max`. */
export const yOf = (value: number, max: number) => CHART.top + PLOT_HEIGHT - (value / max) * PLOT_HEIGHT;

/** The centre x of the index-th of `count` equal slots. */
export const xOf = (index: number, count: number) => CHART.left + (index + 0.5) * (PLOT_WIDTH / count);

export function ChartAxes({ max, formatTick, labels, labelEvery }: { max: number; formatTick: (value: number) => string; labels: string[]; labelEvery: number }) {
  const ticks = [0, max / 2, max];
  return (
    <g className="chart__axes" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={CHART.left} x2={CHART.width - CHART.right} y1={yOf(tick, max)} y2={yOf(tick, max)} />
          <text className="chart__tick" x={CHART.left - 8} y={yOf(tick, max)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        // Every n-th label counted back from the latest one, which is always shown: readable without overlapping text.
        (labels.length - 1 - index) % labelEvery === 0 ? (
          <text key={label} className="chart__tick" x={xOf(index, labels.length)} y={CHART.height - 10} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
