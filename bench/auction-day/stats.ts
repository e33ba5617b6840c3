/** Percentiles, counters by reason and the row format every figure is printed in. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Counts by a reason, printed largest first. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string, by = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + by);
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  total(): number {
    let sum = 0;
    for (const value of this.counts.values()) sum += value;
    return sum;
  }

  toString(): string {
    if (this.counts.size === 0) return 'none';
    return [...this.counts].sort((a, b) => b[1] - a[1]).map(([key, value]) => `${key} ${value}`).join(', ');
  }
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : 'n/a');

export function ratio(figure: number, baseline: number): string {
  if (!Number.isFinite(figure) || !Number.isFinite(baseline) || baseline <= 0) return 'n/a';
  return `${(figure / baseline).toFixed(2)}x`;
}

/** One printed row: the figure, its target, the baseline of the same run and their ratio. */
export function row(label: string, figure: string, target: string, baseline: string, ratioText: string, note = ''): string {
  return `  ${label.padEnd(34)} ${figure.padEnd(30)} target ${target.padEnd(26)} baseline ${baseline.padEnd(24)} ratio ${ratioText}${note ? `\n${' '.repeat(38)}${note}` : ''}`;
}

export const sleep = (waitMs: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, waitMs)));

/** An exponentially distributed wait with this mean: bids arrive as a Poisson process. */
export function exponential(meanMs: number, next: () => number): number {
  return -Math.log(1 - next()) * meanMs;
}
