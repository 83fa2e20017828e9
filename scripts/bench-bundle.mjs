// Bundle report of the web app: builds it with a Vite manifest and prints the gzip size of the
// JavaScript two first visits load against their budgets, whether moment is in the signed-in shell's
// first load, and whether every page is a lazy chunk of its own outside the shell.
//   node scripts/bench-bundle.mjs            (npm run bench:bundle)
//   node scripts/bench-bundle.mjs --no-build (report on the current apps/web/dist)
//   node scripts/bench-bundle.mjs --files    (also list the shell's 40 largest source files; --files=N for N)
//   node scripts/bench-bundle.mjs --check    (exit 1 when a budget is not met)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
// First-load budgets (KB of gzip; docs/first-load.md).
const BUDGET_KB = { login: 120, shell: 135 };

// Route modules as the manifest names them (their source paths below apps/web).
const ENTRY = 'index.html';
const LOGIN_PAGE = 'src/pages/login/LoginPage.tsx';
// The shell's menu, a lazy chunk every signed-in page loads (the frame is in the entry; MUI comes with the pages).
const SHELL_LAZY = ['src/nav/SideNav.tsx'];
const DASHBOARD_PAGE = 'src/pages/dashboard/DashboardPage.tsx';
const REVIEWS_PAGE = 'src/pages/reviews/ReviewsPage.tsx';
// The lazy MUI theme every page outside route-styles.ts' STATIC_ROUTES loads with it.
const THEMED_PAGE = 'src/app/ThemedPage.tsx';
const staticRoutes = () => {
  const source = readFileSync(path.join(root, 'apps/web/src/app/route-styles.ts'), 'utf8');
  const set = /STATIC_ROUTES[^=]*=\s*new Set\(\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return new Set([...set.matchAll(/'([^']+)'/g)].map((match) => match[1]));
};

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A module's chunk and every chunk it imports statically, transitively (what loading it fetches). */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// moment's code carries its version constant and its parse-deprecation message.
const hasMoment = (file) => {
  const text = readFileSync(path.join(dist, file), 'utf8');
  return (
    text.includes('value provided is not in a recognized RFC2822 or ISO format') ||
    /\bmomentProperties\b/.test(text)
  );
};

// Which packages the bytes come from: each minified segment of a file is charged to the source its
// source map names (sizes before gzip; the build writes source maps).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0)
    return source.includes('/libs/') ? `@locus/${source.split('/libs/')[1]?.split('/')[0]}` : 'apps/web';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
}

const sourceFile = (source) => {
  const at = source.lastIndexOf('node_modules/');
  return at < 0 ? source.replace(/^(\.\.\/)+/, '') : source.slice(at + 'node_modules/'.length);
};

/** Minified bytes per source, charged to what `nameOf` makes of the source's path. */
function bytesBy(nameOf, files) {
  const totals = new Map();
  for (const file of files) {
    // The bundler's tiny runtime chunk has no source map.
    if (!existsSync(path.join(dist, `${file}.map`))) continue;
    const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
    let sourceIndex = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      let column = 0;
      const segments = line
        .split(',')
        .filter(Boolean)
        .map((segment) => {
          const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
          column += columnDelta;
          if (sourceDelta !== undefined) sourceIndex += sourceDelta;
          return { column, source: sourceDelta === undefined ? null : sourceIndex };
        });
      segments.forEach((segment, i) => {
        if (segment.source === null) return;
        const end = segments[i + 1]?.column ?? lines[lineIndex]?.length ?? segment.column;
        const name = nameOf(map.sources[segment.source] ?? '');
        totals.set(name, (totals.get(name) ?? 0) + end - segment.column);
      });
    });
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function report(label, keys) {
  const files = [...closure(keys)];
  const sizes = files.map((file) => ({ file, gzip: gzipBytes(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\n${label}: ${kb(total)} gzip in ${files.length} files`);
  for (const s of sizes.slice(0, 6)) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.file}`);
  if (sizes.length > 6) console.log(`  ... and ${sizes.length - 6} smaller files`);
  return { total, files };
}

const login = report('Login route first load (entry + static imports + login page)', [ENTRY, LOGIN_PAGE]);
const shell = report('Signed-in shell first load (entry + static imports + menu + /dashboard)', [
  ENTRY,
  ...SHELL_LAZY,
  DASHBOARD_PAGE,
]);
const momentFiles = shell.files.filter(hasMoment);
// The page the Lighthouse goal is measured on: what a phone fetches for it (files count: each is a
// request, and a slow network queues them).
report(`/reviews first load (entry + menu + the page${staticRoutes().has('reviews') ? ', a static page' : ' + the MUI theme'})`, [
  ENTRY,
  ...SHELL_LAZY,
  REVIEWS_PAGE,
  ...(staticRoutes().has('reviews') ? [] : [THEMED_PAGE]),
]);

console.log('\nSigned-in shell by package (minified bytes, from the source maps):');
for (const [name, bytes] of bytesBy(packageOf, shell.files).slice(0, 12))
  console.log(`  ${kb(bytes).padStart(9)}  ${name}`);

const filesFlag = process.argv.find((arg) => arg === '--files' || arg.startsWith('--files='));
if (filesFlag) {
  const count = Number(filesFlag.split('=')[1] ?? 40);
  console.log(`\nSigned-in shell by source file (minified bytes, the largest ${count}):`);
  for (const [name, bytes] of bytesBy(sourceFile, shell.files).slice(0, count))
    console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
}

// Every page module (src/pages/**/...Page.tsx) must be loaded lazily and be none of the shell's files.
const shellFiles = new Set(shell.files);
const pages = Object.entries(manifest).filter(([key]) => /^src\/pages\/.+Page\.tsx$/.test(key));
const pagesInShell = pages.filter(
  ([key, chunk]) => !chunk.isDynamicEntry || (key !== DASHBOARD_PAGE && shellFiles.has(chunk.file)),
);

const met = (ok) => (ok ? 'MET' : 'NOT MET');
const budgets = [
  ['login route', login.total <= BUDGET_KB.login * 1024, `${kb(login.total)} gzip (budget: ${BUDGET_KB.login} KB)`],
  ['signed-in shell', shell.total <= BUDGET_KB.shell * 1024, `${kb(shell.total)} gzip (budget: ${BUDGET_KB.shell} KB)`],
  ['moment in the shell', momentFiles.length === 0, `${momentFiles.length ? `yes (${momentFiles.join(', ')})` : 'no'} (budget: no)`],
  [
    'pages as lazy chunks',
    pagesInShell.length === 0,
    `${pages.length - pagesInShell.length} of ${pages.length}${pagesInShell.length ? ` (not: ${pagesInShell.map(([key]) => key).join(', ')})` : ''} (budget: all)`,
  ],
];
console.log('\nBudgets');
for (const [name, ok, text] of budgets) console.log(`  ${`${name}:`.padEnd(22)}${text} ${met(ok)}`);
if (process.argv.includes('--check') && budgets.some(([, ok]) => !ok)) process.exit(1);
