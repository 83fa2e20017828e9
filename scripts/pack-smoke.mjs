// The libs as another internal app gets them: `npm pack` every lib (after the build), install the
// tarballs into a fresh app in a temp dir, then typecheck an import of every public entry, bundle the
// design system with its stylesheets with Vite, and import every entry in Node.
// Fails with the reason when an export points at a missing file, built code imports a package its
// package.json does not declare or a file the package does not hold (a stylesheet), or story and test
// helpers ship. Usage: node scripts/pack-smoke.mjs [--keep] (keeps the temp dir for a look).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'locus-pack-smoke-'));
const app = path.join(work, 'app');
const problems = [];
const libs = readdirSync(path.join(root, 'libs')).map((dir) => ({
  dir: path.join(root, 'libs', dir),
  pkg: JSON.parse(readFileSync(path.join(root, 'libs', dir, 'package.json'), 'utf8')),
}));

try {
  await step('pack', pack);
  if (problems.length === 0) await step('install', install);
  if (problems.length === 0) {
    await step('typecheck', typecheck);
    await step('vite bundle', bundle);
    await step('node import', nodeImport);
  }
} finally {
  if (process.argv.includes('--keep')) console.log(`  kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\npack smoke FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`pack smoke: ${libs.length} libs, ${entries().length} entries ok in ${seconds(started)} s`);

async function step(name, run) {
  const at = performance.now();
  await run();
  console.log(`  ${name}: ${seconds(at)} s`);
}

/** Packs every lib and checks each tarball's file list against its exports and its built imports. */
function pack() {
  const args = ['pack', '--json', '--pack-destination', work, ...libs.flatMap(({ dir }) => ['-w', dir])];
  const packed = JSON.parse(
    execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  for (const { name, filename, files } of packed) {
    const lib = libs.find(({ pkg }) => pkg.name === name);
    lib.tarball = path.join(work, filename);
    const shipped = new Set(files.map((file) => file.path));
    for (const [key, target] of exportTargets(lib.pkg)) {
      if (!shipped.has(target.replace(/^\.\//, ''))) {
        problems.push(
          `${name}: export '${key}' points at ${target}, which the package does not hold (built? in "files"?)`,
        );
      }
    }
    for (const file of shipped) {
      if (/\.(test|stories)\.|-story-|(^|\/)fixtures\//.test(file))
        problems.push(`${name}: ships story or test helper ${file}`);
      if (/\.(js|d\.ts)$/.test(file)) checkImports(lib, file, shipped);
    }
  }
}

/** Every file an export points at for consumers (the '@locus/source' condition is the monorepo's). */
function exportTargets(pkg) {
  const targets = [];
  const walk = (key, value) => {
    if (typeof value === 'string') targets.push([key, value]);
    else
      for (const [condition, nested] of Object.entries(value))
        if (condition !== '@locus/source') walk(key, nested);
  };
  for (const [key, value] of Object.entries(pkg.exports)) walk(key, value);
  return targets;
}

function checkImports({ dir, pkg }, file, shipped) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const statements =
    /^(?:import|export)\b[^;]*?\sfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  const specifiers = [...text.matchAll(statements)].map((match) => match[1] ?? match[2] ?? match[3]);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      const target = path.posix.join(path.posix.dirname(file), specifier);
      // A .d.ts names its siblings by their .js: only the JavaScript's relative imports must exist.
      if (file.endsWith('.js') && !shipped.has(target))
        problems.push(`${pkg.name}: ${file} imports ${specifier}, which the package does not hold`);
      continue;
    }
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    const declared = { ...pkg.dependencies, ...pkg.peerDependencies };
    if (!builtinModules.includes(name) && !name.startsWith('node:') && !(name in declared)) {
      problems.push(
        `${pkg.name}: ${file} imports ${specifier}, but ${name} is not in its dependencies or peerDependencies`,
      );
    }
  }
}

/** A fresh app with the tarballs and the libs' peers at the versions the repo uses (so npm's cache has them). */
function install() {
  mkdirSync(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'locus-pack-smoke', private: true, type: 'module' }),
  );
  const installed = (name) =>
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const peers = [...new Set(libs.flatMap(({ pkg }) => Object.keys(pkg.peerDependencies ?? {})))];
  // @mui/icons-material is 43,000 files: linked from the repo's install (npm installs nothing of a
  // folder outside the app, and resolution below preserves the link) it costs no unpacking.
  const linked = ['@mui/icons-material'];
  const specs = [
    ...libs.map(({ tarball }) => tarball),
    ...peers.filter((name) => !linked.includes(name)).map((name) => `${name}@${installed(name)}`),
    ...['@types/react', '@types/react-dom'].map((name) => `${name}@${installed(name)}`),
    ...linked.map((name) => path.join(root, 'node_modules', name)),
  ];
  const args = [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--loglevel=error',
    ...specs,
  ];
  run('npm install', 'npm', args);
}

/** Every public entry a consumer can import, CSS aside. */
function entries() {
  return libs.flatMap(({ pkg }) =>
    Object.keys(pkg.exports)
      .filter((key) => !key.endsWith('.css'))
      .map((key) => path.posix.join(pkg.name, key)),
  );
}

function typecheck() {
  const lines = entries().map((entry, i) => `import * as entry${i} from '${entry}';`);
  lines.push(
    `export const entries = [${entries()
      .map((_, i) => `entry${i}`)
      .join(', ')}];`,
  );
  writeFileSync(path.join(app, 'entries.ts'), `${lines.join('\n')}\n`);
  const compilerOptions = {
    target: 'ES2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    jsx: 'react-jsx',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    skipLibCheck: true,
    preserveSymlinks: true,
  };
  writeFileSync(path.join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['entries.ts'] }));
  run('tsc', process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', app]);
}

/** The design system as an app's bundler sees it: the JavaScript and every stylesheet it imports. */
async function bundle() {
  writeFileSync(path.join(app, 'index.html'), '<script type="module" src="./main.js"></script>\n');
  writeFileSync(
    path.join(app, 'main.js'),
    "import '@locus/design-system/baseline.css';\nimport * as designSystem from '@locus/design-system';\nconsole.log(Object.keys(designSystem));\n",
  );
  const outDir = path.join(app, 'dist');
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      resolve: { preserveSymlinks: true },
      build: { outDir, minify: false, reportCompressedSize: false },
    });
  } catch (error) {
    problems.push(`vite build of the design system failed: ${error.message}`);
    return;
  }
  const css = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
  if (css.length === 0) problems.push('vite build of the design system emitted no stylesheet');
}

function nodeImport() {
  // Node cannot load stylesheets: a hook answers them with an empty module once Node found the file.
  writeFileSync(
    path.join(app, 'css-hook.mjs'),
    "export async function load(url, context, next) {\n  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);\n}\n",
  );
  writeFileSync(
    path.join(app, 'register.mjs'),
    "import { register } from 'node:module';\nregister('./css-hook.mjs', import.meta.url);\n",
  );
  const script = `let failed = 0;
for (const entry of ${JSON.stringify(entries())}) {
  await import(entry).catch((error) => { failed += 1; console.error(\`\${entry}: \${error.message}\`); });
}
process.exitCode = failed ? 1 : 0;
`;
  writeFileSync(path.join(app, 'import-all.mjs'), script);
  run('node import', process.execPath, [
    '--preserve-symlinks',
    '--import',
    './register.mjs',
    'import-all.mjs',
  ]);
}

function run(what, command, args) {
  const result = spawnSync(command, args, { cwd: app, encoding: 'utf8' });
  if (result.status !== 0)
    problems.push(`${what} failed:\n${`${result.stdout}${result.stderr}`.trim().replace(/^/gm, '      ')}`);
}

function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}
