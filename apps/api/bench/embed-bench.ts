/** `npm run bench:embed`: the embed loader's size, raw and gzip, against the 10 KB gzip budget. */
import { buildLoader, LOADER_GZIP_BUDGET } from '../src/embed/loader-build.js';

const { rawBytes, gzipBytes } = await buildLoader();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(`embed loader /embed/v1/widget.js: raw ${kb(rawBytes)} (${rawBytes} B), gzip ${kb(gzipBytes)} (${gzipBytes} B), budget ${kb(LOADER_GZIP_BUDGET)} gzip`);
if (gzipBytes > LOADER_GZIP_BUDGET) {
  console.error('over budget');
  process.exitCode = 1;
}
