// The load generator's clients, run on their own thread so that sending requests and reading replies does
// not compete with the server for its event loop (real clients are other machines). Plain JavaScript: the
// worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ urls: string[]; headers: Record<string, string>; concurrency: number; warmup: number }} */
const { urls, headers, concurrency, warmup } = workerData;

async function send(url) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer(); // read the whole reply: latency includes the body
  return res.status;
}

for (let i = 0; i < warmup; i++) await send(urls[i % urls.length]);
const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
const client = async () => {
  while (next < urls.length) {
    const url = urls[next++];
    const t0 = performance.now();
    const status = await send(url);
    latencies.push(performance.now() - t0);
    if (status >= 400) errors++;
  }
};
await Promise.all(Array.from({ length: concurrency }, client));
parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
