import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in all. */
  total: number;
}

/** Runs autocannon against one URL; figures only, never a verdict. */
export async function load(
  label: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    headers: options.headers ?? {},
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function printTable(rows: LoadResult[], baseline?: LoadResult) {
  const lines = rows.map((r) => {
    const ratio = baseline
      ? ` | ${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`
      : '';
    return `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx}${ratio} |`;
  });
  const head = baseline
    ? '| endpoint | req/s | p50 ms | p99 ms | errors | vs. baseline |\n|---|---|---|---|---|---|'
    : '| endpoint | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|';
  console.log([head, ...lines].join('\n'));
}
