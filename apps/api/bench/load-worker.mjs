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

/** `concurrency` clients send `list` back to back; the latency of each request, in order of completion. */
async function drive(list) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (next < list.length) {
      const url = list[next++];
      const t0 = performance.now();
      const status = await send(url);
      latencies.push(performance.now() - t0);
      if (status >= 400) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, errors };
}

// Untimed first: the scenario's first `warmup` requests, so the figures are those of a server that has been
// running (the database's buffer cache, prepared statements and caches warm), not of its first minute.
await drive(urls.slice(0, warmup));
const started = performance.now();
const { latencies, errors } = await drive(urls);
parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
