/** A bar chart drawn as inline SVG: one bar per category, announced by its summary (the numbers are in a table beside it). */
import { CHART, ChartAxes, niceCeiling, PLOT_WIDTH, xOf, yOf } from './chart-frame.tsx';

export interface BarPoint {
  label: string;
  value: number;
}

export function ChartBars({ points, summary, formatValue, labelEvery }: { points: BarPoint[]; summary: string; formatValue: (value: number) => string; labelEvery: number }) {
  // Even, so the middle grid line of a count chart stays a whole number.
  const rounded = niceCeiling(Math.max(2, ...points.map((point) => point.value)));
  const max = Math.ceil(rounded / 2) * 2;
  const barWidth = (PLOT_WIDTH / Math.max(1, points.length)) * 0.7;
  return (
    <svg className="console-chart chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={summary}>
      <ChartAxes max={max} formatTick={formatValue} labels={points.map((point) => point.label)} labelEvery={labelEvery} />
      <g aria-hidden="true">
        {points.map((point, index) => (
          <rect key={point.label} className="chart__bar" x={xOf(index, points.length) - barWidth / 2} y={yOf(point.value, max)} width={barWidth} height={yOf(0, max) - yOf(point.value, max)}>
            <title>{`${point.label}: ${formatValue(point.value)}`}</title>
          </rect>
        ))}
      </g>
    </svg>
  );
}
