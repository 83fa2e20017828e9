#!/usr/bin/env bash
# `npm test`: everything CI proves, in order of cost. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-false}
PG_URL=${LOCUS_TEST_PG_URL:-postgres://root@127.0.0.1:5432/test}

step() { printf '\n=== %s ===\n' "$*"; }

step "lint (ESLint with module boundaries, contract lint)"
npx nx show projects >/dev/null # computes the project graph the module-boundaries rule reads
npx eslint . --max-warnings=0
npm run lint -w @locus/openapi --silent

step "contract freshness (generated types must match openapi/)"
npm run check -w @locus/api-client --silent
npm run check -w @locus/api --silent

step "typecheck"
npx nx run-many -t typecheck --outputStyle=static

step "unit, hook, component and server tests (PGlite)"
npx vitest run

step "server tests against PostgreSQL"
if node scripts/pg-ready.mjs "$PG_URL"; then
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
else
  echo "No PostgreSQL answered at $PG_URL: the server was tested on PGlite only."
fi

step "build (libraries, web app, static Storybook catalogue)"
npx nx run-many -t build --outputStyle=static
npm run build-storybook --silent

step "libraries from their packages (npm pack, install in a fresh app, typecheck, bundle, import)"
node scripts/pack-smoke.mjs

step "end to end (Playwright, Debian Chromium, real server on a fresh database)"
npx playwright test -c apps/web-e2e/playwright.config.ts
