/** A bounded closed-loop load generator: `concurrency` clients each send requests back to back. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

export async function runLoad(
  name: string,
  send: (i: number) => Promise<number>,
  { requests, concurrency, warmup }: { requests: number; concurrency: number; warmup: number },
): Promise<LoadResult> {
  for (let i = 0; i < warmup; i++) await send(i);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      const status = await send(i);
      latencies.push(performance.now() - t0);
      if (status >= 400) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { name, requests, errors, p50: pct(50), p95: pct(95), p99: pct(99), rps: requests / seconds };
}

export function formatResults(results: LoadResult[]): string {
  const head = ['scenario', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    String(r.errors),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.rps.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
