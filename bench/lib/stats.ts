/** Median, 95th percentile and mean of timings in ms. */
export interface Figures {
  p50: number;
  p95: number;
  mean: number;
}

export function figures(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** Milliseconds as printed in the tables. */
export const ms = (n: number, digits = 1) => n.toFixed(digits);
