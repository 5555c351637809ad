#!/usr/bin/env bash
# The integration tests need the PostgreSQL server every development and CI machine runs on
# 127.0.0.1:5432. Start the local cluster if it is installed but stopped; fail clearly otherwise.
set -euo pipefail
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  for version in /etc/postgresql/*; do
    pg_ctlcluster --skip-systemctl-redirect "$(basename "$version")" main start || true
  done
  for _ in $(seq 1 20); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 0.5; done
fi
echo "PostgreSQL is not reachable on 127.0.0.1:5432; the integration tests need it (trust auth, database test)." >&2
exit 1
