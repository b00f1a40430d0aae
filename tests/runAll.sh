#!/usr/bin/env bash
# `npm test`: every check and every suite, in the order of their cost. The type check (one core) runs beside the
# other checks and the console build (mostly one core), which the end-to-end suite needs; the three suites then
# run one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck &
typecheck=$!
npm run lint:boundary
npm run lint:words
npm run lint
npm run lint:sql
npm run schemas:check
npm run rating:check
npm run build
wait "$typecheck"

npm run test:unit
npm run test:server
npx vitest run --project e2e --maxWorkers=2 --minWorkers=1
