#!/usr/bin/env bash
# `npm test`: everything CI proves, in order of cost. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-false}
PG_URL=${LOCUS_TEST_PG_URL:-postgres://root@127.0.0.1:5432/test}

# Each step says how long the run has taken so far (CI must stay well under its 90 minutes).
step() { printf '\n=== %s (at %d s) ===\n' "$*" "$SECONDS"; }

step "lint (ESLint with module boundaries, contract lint)"
npx nx show projects >/dev/null # computes the project graph the module-boundaries rule reads
npx eslint . --max-warnings=0
npm run lint -w @locus/openapi --silent

step "contract freshness (the generated types, which the client and the server share, must match openapi/)"
npm run check -w @locus/api-client --silent

step "typecheck"
npx nx run-many -t typecheck --outputStyle=static

# The server's HTTP tests run once: on PostgreSQL when one answers (CI's machine has one), else on PGlite.
# PGlite, the default database, still carries the whole end-to-end suite below.
if node scripts/pg-ready.mjs "$PG_URL"; then
  step "unit, hook and component tests"
  npx vitest run --project '!api'
  step "server tests against PostgreSQL"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
else
  step "unit, hook, component and server tests (no PostgreSQL answered at $PG_URL: the server runs on PGlite)"
  npx vitest run
fi

step "build (libraries, web app, static Storybook catalogue)"
npx nx run-many -t build --outputStyle=static
npm run build-storybook --silent

step "libraries from their packages (npm pack, install in a fresh app, typecheck, bundle, import)"
node scripts/pack-smoke.mjs

step "end to end (Playwright, Debian Chromium, real server on a fresh database)"
npx playwright test -c apps/web-e2e/playwright.config.ts
echo "npm test passed in $SECONDS s"
