/**
 * `npm run bench:photo`: upload-to-thumbnail time of a 4 MB JPEG, the way the browser does it: POST /upload
 * (sharp reads the pixels), POST /webhooks/rtx-images, then the rtx_images-{id} event stream until
 * IMAGE_PROCESSING_COMPLETE. The worker polls as the server's does (500 ms when idle). Prints the median of 5.
 */
import { basicAuthHeader } from '../src/http/basic-credentials.js';
import { createJobWorker } from '../src/jobs/index.js';
import { startTestServer } from '../src/testing/http-harness.js';
import { noisyJpeg } from '../src/testing/test-images.js';
import { HAL_JSON } from '../src/http/media-type.js';

const RUNS = 5;
const server = await startTestServer();
const worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
worker.start();
try {
  const token = await server.login('admin@harbor.test');
  const auth = basicAuthHeader(token, '');
  const file = await noisyJpeg(2000, 1900, 97);
  const timings: { upload: number; process: number; total: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const form = new FormData();
    form.append('file_upload', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'bench.jpg');
    const uploaded = await fetch(`${server.baseUrl}/api/upload?purpose=photo`, { method: 'POST', body: form, headers: { authorization: auth } });
    const body = (await uploaded.json()) as { id: number; s3_path: string };
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(body)}`);
    const afterUpload = performance.now();
    const started = await fetch(`${server.baseUrl}/api/webhooks/rtx-images`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': HAL_JSON, accept: HAL_JSON },
      body: JSON.stringify({ event: 'process', resource_id: body.id, s3_path: body.s3_path }),
    });
    if (started.status !== 202) throw new Error(`process: ${started.status}`);
    const stream = await fetch(`${server.baseUrl}/api/realtime/rtx_images-${body.id}`, { headers: { authorization: auth } });
    if (!(await stream.text()).includes('IMAGE_PROCESSING_COMPLETE')) throw new Error('no IMAGE_PROCESSING_COMPLETE');
    const end = performance.now();
    timings.push({ upload: afterUpload - start, process: end - afterUpload, total: end - start });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`4 MB JPEG (${(file.length / 1024 / 1024).toFixed(2)} MB, 2000x1900), median of ${RUNS}:`);
  console.log(`  upload with checks ${ms(median(timings.map((t) => t.upload)))}, processing to IMAGE_PROCESSING_COMPLETE ${ms(median(timings.map((t) => t.process)))}, total ${ms(median(timings.map((t) => t.total)))}`);
} finally {
  await worker.stop();
  await server.close();
}
