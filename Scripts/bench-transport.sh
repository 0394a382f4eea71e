#!/usr/bin/env bash
# Measures URLSessionTransport memory and throughput against the loopback test server.
# Usage: Scripts/bench-transport.sh [megabytes]   (default 1024)
set -euo pipefail
cd "$(dirname "$0")"
MB="${1:-1024}"
swift build -c release --package-path bench-transport 2>&1 | tail -1
BIN="$(swift build -c release --package-path bench-transport --show-bin-path)/bench-transport"
exec 3< <(sleep 3600)  # the server exits when this stdin closes
python3 test-server.py < /dev/fd/3 > /tmp/bench-transport-port.txt &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -s /tmp/bench-transport-port.txt ] && break; sleep 0.1; done
PORT="$(head -1 /tmp/bench-transport-port.txt)"
for mode in download download-slow upload naive-download; do
  "$BIN" "$PORT" "$mode" "$MB"
done
