// `npm start`: build the web app, then serve it and the API from one process on PORT (default 3000).
// `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server with hot reload on PORT, proxying /api.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The server imports the score formula and the reply rules from the libs' TypeScript source (their `@locus/source` exports).
const fromSource = '--conditions=@locus/source';

function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}

const children = [];
if (dev) {
  const apiPort = process.env.API_PORT ?? '3001';
  children.push(run(bin('tsx'), ['watch', fromSource, 'apps/api/src/main.ts'], { PORT: apiPort }));
  children.push(run(bin('vite'), ['--config', 'apps/web/vite.config.ts', '--port', port, '--strictPort'], { API_PORT: apiPort }));
} else {
  const build = spawnSync(bin('vite'), ['build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  children.push(run(bin('tsx'), [fromSource, 'apps/api/src/main.ts'], { PORT: port }));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((c) => c.kill(signal)));
}
