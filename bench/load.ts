/** A small closed-loop HTTP load generator: `connections` workers, each sending back to back. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export async function runLoad(options: {
  url: () => string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Statuses that count as answered besides 2xx (304 for conditional requests). */
  okStatuses?: number[];
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function worker() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const response = await fetch(options.url(), { headers: options.headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok && !options.okStatuses?.includes(response.status)) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));

  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export function formatResult(name: string, result: LoadResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(result.p50).padStart(9)}  p95 ${ms(result.p95).padStart(9)}  p99 ${ms(result.p99).padStart(9)}  errors ${result.errors}`;
}
