import { Worker } from 'node:worker_threads';

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

export interface LoadOptions {
  /** One URL per request, in order. */
  urls: string[];
  headers: Record<string, string>;
  concurrency: number;
  /** How many of the scenario's first requests are sent, untimed, before timing starts (warms caches and JIT). */
  warmup: number;
}

/** Runs the clients on a worker thread (load-worker.mjs) and summarises their latencies. */
export async function runLoad(name: string, options: LoadOptions): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options });
  const { latencies, errors, seconds } = await new Promise<{ latencies: number[]; errors: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { name, requests: latencies.length, errors, p50: pct(50), p95: pct(95), p99: pct(99), rps: latencies.length / seconds };
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
