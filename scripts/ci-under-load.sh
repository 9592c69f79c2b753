#!/usr/bin/env bash
# Everything CI runs (.ci/run), N times in a row on one commit, with every core kept busy by another
# process the whole time: the suite must pass on a busy machine (issue 36). Each run clones the
# commit into a temporary folder; the load average is sampled every minute. Stops at the first
# failure. Usage: bash scripts/ci-under-load.sh [commit=HEAD] [runs=3]
set -uo pipefail
repo=$(git rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse "${1:-HEAD}")
runs=${2:-3}
out=$(mktemp -d -t ci-under-load.XXXXXX)
echo "commit $commit, $runs runs, logs in $out"
for i in $(seq 1 "$runs"); do
  dir="$out/clone-$i"
  git clone -q "$repo" "$dir" && git -C "$dir" checkout -q "$commit"
  busy=()
  for _ in $(seq 1 "$(nproc)"); do node -e 'for (;;) {}' & busy+=($!); done
  (while true; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 60; done) > "$out/load-$i.txt" &
  sampler=$!
  start=$(date +%s)
  (cd "$dir" && CI=true bash .ci/run < /dev/null > "$out/run-$i.log" 2>&1)
  rc=$?
  kill "${busy[@]}" "$sampler" 2>/dev/null
  load=$(awk '{print $2}' "$out/load-$i.txt" | sort -n | sed -n '1p;$p' | paste -sd- -)
  echo "run $i: exit $rc, $(( $(date +%s) - start )) s, load average (1 min) $load"
  rm -rf "$dir"
  [ "$rc" -ne 0 ] && exit "$rc"
done
