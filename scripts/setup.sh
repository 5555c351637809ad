#!/usr/bin/env bash
# `npm run setup`: everything Folio needs on a fresh Debian machine with Node.js, idempotently:
# Debian packages, npm packages (from the lock file), the web app build and the database schema.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-system-packages.sh

# npm ci only when the lock file changed since the last install (it wipes node_modules).
stamp=node_modules/.folio-lock-sha
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "npm packages: up to date"
else
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi

npm run build
npm run -s admin -- migrate
echo "Folio is set up. Start it with: npm start  (then open http://localhost:${PORT:-3000})"
