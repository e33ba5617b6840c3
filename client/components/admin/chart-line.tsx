/** A line chart of shares (0..1) drawn as inline SVG; categories without a value leave a gap instead of a false 0 %. */
import { CHART, ChartAxes, xOf, yOf } from './chart-frame.tsx';

export interface LinePoint {
  label: string;
  value: number | null;
}

/** Path segments through consecutive points that have a value. */
function segments(points: LinePoint[]): string[] {
  const paths: string[] = [];
  let current = '';
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) paths.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${xOf(index, points.length).toFixed(1)} ${yOf(point.value, 1).toFixed(1)}`;
  });
  if (current) paths.push(current);
  return paths;
}

export function ChartLine({ points, summary, formatValue, labelEvery }: { points: LinePoint[]; summary: string; formatValue: (value: number) => string; labelEvery: number }) {
  return (
    <svg className="console-chart chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={summary}>
      <ChartAxes max={1} formatTick={formatValue} labels={points.map((point) => point.label)} labelEvery={labelEvery} />
      <g aria-hidden="true">
        {segments(points).map((path) => (
          <path key={path} className="chart__line" d={path} />
        ))}
        {points.map((point, index) =>
          point.value === null ? null : (
            <circle key={point.label} className="chart__point" cx={xOf(index, points.length)} cy={yOf(point.value, 1)} r={4}>
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </circle>
          ),
        )}
      </g>
    </svg>
  );
}
