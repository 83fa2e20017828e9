// A lib's `build` (run from its folder): dist/ holds what its package.json `exports` point at.
// - tsc over tsconfig.lib.json (its excludes keep tests, stories and story data out). src/testing/
//   holds test helpers, some for the lib's own tests only: of it, only the `./testing` entry
//   (src/testing/index.ts, when the lib has one) and what that imports get compiled.
// - the stylesheets the views import (and baseline.css), copied beside the JavaScript that imports them.
// dist/ is emptied first so files that left src/ do not ship.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const libDir = process.cwd();
const src = path.join(libDir, 'src');
const dist = path.join(libDir, 'dist');
rmSync(dist, { recursive: true, force: true });

const configPath = path.join(libDir, 'tsconfig.lib.json');
const parsed = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
);
if (!parsed) throw new Error(`cannot read ${configPath}`);
const testing = path.join(src, 'testing') + path.sep;
const testingEntry = path.join(testing, 'index.ts');
const rootNames = parsed.fileNames.filter((file) => !path.resolve(file).startsWith(testing));
if (existsSync(testingEntry)) rootNames.push(testingEntry);

const program = ts.createProgram({
  rootNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
});
const emitted = program.emit();
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
if (diagnostics.length > 0) fail(...diagnostics);

for (const file of readdirSync(src, { recursive: true })) {
  if (file.endsWith('.css')) cpSync(path.join(src, file), path.join(dist, file));
}

function fail(...diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => libDir, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
