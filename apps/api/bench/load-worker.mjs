// The load generator's clients, run on their own thread so that sending requests and reading replies does
// not compete with the server for its event loop (real clients are other machines). Plain JavaScript: the
// worker starts without the TypeScript loader.
import { Agent, get } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ urls: string[]; headers: Record<string, string>; concurrency: number; warmup: number }} */
const { urls, headers, concurrency, warmup } = workerData;

// node:http with one kept-alive connection per client: the lightest client Node has, so the load generator
// takes as little as it can of the CPU the server is measured on.
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent }, (res) => {
      res.resume(); // read the whole reply: latency includes the body
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject);
  });
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
