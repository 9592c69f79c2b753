#!/usr/bin/env bash
# Proves a production install runs without development tools: prune dev dependencies, start the
# compiled server with `npm start`, and check /healthz answers with no tsx or vite process running.
# Run after `npm ci && npm run build` (CI's last step: it changes node_modules in place).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${CHECK_PORT:-3290}
DATA=$(mktemp -d)
npm prune --omit=dev --no-audit --no-fund --loglevel=error >/dev/null
# npm keeps dev tools that a production package names as optional peers (better-auth names vitest
# and drizzle-kit); remove them too, so the check proves the server does not need them.
rm -rf node_modules/tsx node_modules/vite node_modules/vitest node_modules/esbuild node_modules/drizzle-kit
PORT=$PORT DATA_DIR="$DATA" LOG_LEVEL=warn npm start >"$DATA/start.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; pkill -f "$PWD/dist/server/main.js" 2>/dev/null || true' EXIT
for _ in $(seq 1 90); do
  if curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null; then break; fi
  sleep 1
done
health=$(curl -sf "http://127.0.0.1:$PORT/healthz") || { cat "$DATA/start.log"; echo "production server did not answer /healthz"; exit 1; }
echo "/healthz: $health"
if pgrep -af "$PWD/node_modules/(tsx|vite)" >/dev/null; then
  pgrep -af "$PWD/node_modules/(tsx|vite)"
  echo "a development tool is running"
  exit 1
fi
echo "server process: $(pgrep -af "$PWD/dist/server/main.js" | head -1)"
echo "production install: the compiled server serves with no development tool installed or running"
