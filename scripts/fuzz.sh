#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for a while, starting from its seed corpus.
#
#   scripts/fuzz.sh [-t SECONDS] [-T SECONDS] [-j JOBS] [-n NICE] [-c debug|release] [--build-only] [TARGET…]
#
#   -t SECONDS    how long each target runs (default 600)
#   -T SECONDS    wall-clock limit per input before libFuzzer reports a timeout (default 30; raise it
#                 on a loaded machine, where a process at nice 19 can wait that long for the CPU)
#   -j JOBS       parallel libFuzzer workers per target (default 1)
#   -n NICE       scheduling priority of the fuzzer (default 19, the lowest; 0 to compete on equal terms
#                 with other work, so that a shared machine still runs a useful number of inputs)
#   -c CONFIG     build configuration (default debug: quicker to build; release runs faster)
#   --build-only  build, list the targets and stop
#   TARGET…       targets to run (default: every Fuzz/Sources/Fuzz* folder)
#
# Each target runs at low priority (nice 19 unless -n) with a timeout of 30 s per input (-T) and a memory
# limit of 2 GB. Inputs that add coverage are kept in Fuzz/.build/corpus/TARGET (kept between runs);
# crashes, timeouts and out-of-memory inputs are written to Fuzz/.build/findings/TARGET/ (slow inputs
# too, which are not counted as findings). Seeds come from Fuzz/Seeds/TARGET/ and the directives in
# Fuzz/Seeds/TARGET.options (see Fuzz/README.md).
# Exit status: 0 when no target found anything, 1 when one did, 2 for a build or usage error.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=600
input_timeout=30
jobs=1
niceness=19
config=debug
build_only=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    -t) seconds="$2"; shift 2 ;;
    -T) input_timeout="$2"; shift 2 ;;
    -j) jobs="$2"; shift 2 ;;
    -n) niceness="$2"; shift 2 ;;
    -c) config="$2"; shift 2 ;;
    --build-only) build_only=1; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if [ ${#targets[@]} -eq 0 ]; then
  for dir in Fuzz/Sources/Fuzz*/; do targets+=("$(basename "$dir")"); done
fi

echo "fuzz.sh: building ${targets[*]} ($config, --sanitize fuzzer)" >&2
log=$(mktemp)
build() { nice swift build --package-path Fuzz -c "$config" --sanitize fuzzer >"$log" 2>&1; }
if ! build; then
  # A module of the package itself (Sources/M) kept from an earlier build can miss a type added since:
  # its files fail with "cannot find 'T' in scope" although the package builds, or the build names a
  # removed file among its missing inputs. Such a module's
  # Fuzz/.build/<triple>/$config/M.build is removed and the build tried once more.
  stale=$(grep -E "/Sources/[A-Za-z0-9_]+/[^:]*:[0-9]+:[0-9]+: error: cannot find (type )?'[^']+' in scope" "$log" |
    grep -v "/Fuzz/Sources/" | sed -E "s|^.*/Sources/([A-Za-z0-9_]+)/[^:]*:[0-9]+:[0-9]+: error: .*|\1|" | sort -u)
  # A source file removed since the module was built: "couldn't build …/M.build/sources because of
  # missing inputs: …/Sources/M/F.swift".
  stale="$stale $(grep -oE "/[0-9A-Za-z_.-]+/([A-Za-z0-9_]+)\.build/sources because of missing inputs: [^ ]*/Sources/" "$log" |
    sed -E "s|^/[^/]*/([A-Za-z0-9_]+)\.build/sources.*|\1|" | sort -u)"
  removed=0
  for module in $stale; do
    for dir in Fuzz/.build/*/"$config/$module.build"; do
      [ -d "$dir" ] || continue
      echo "fuzz.sh: $module in Fuzz/.build is stale (a type or file changed since it was built); removing $dir" >&2
      rm -rf "$dir"
      removed=1
    done
  done
  # The build's description still lists the removed file or module folder (its output file map):
  # SwiftPM plans it again without them.
  if [ "$removed" -eq 1 ] || grep -q "because of missing inputs" "$log"; then
    rm -f "Fuzz/.build/$config.yaml" Fuzz/.build/build.db Fuzz/.build/*/"$config"/description.json
    removed=1
  fi
  if [ "$removed" -eq 0 ] || ! build; then
    cat "$log" >&2
    exit 2
  fi
fi
grep -E "warning:" "$log" >&2
rm -f "$log"
bin="Fuzz/.build/$config"
for target in "${targets[@]}"; do
  if [ ! -x "$bin/$target" ]; then
    echo "fuzz.sh: $target was not built (is there a folder Fuzz/Sources/$target?)" >&2
    exit 2
  fi
done
[ "$build_only" -eq 1 ] && { printf '%s\n' "${targets[@]}"; exit 0; }

# Writes one seed file per distinct double-quoted string found in the YAML files under $1.
quoted_strings() {
  local out="$2"
  find "$root/$1" -name '*.yaml' -print0 | xargs -0 grep -ohE '"[^"]{1,200}"' | sort -u |
    while IFS= read -r quoted; do
      text="${quoted:1:${#quoted}-2}"
      printf '%s' "$text" >"$root/$out/$(printf '%s' "$text" | md5sum | cut -c1-16)"
    done
}

status=0
for target in "${targets[@]}"; do
  corpus="Fuzz/.build/corpus/$target"
  findings="Fuzz/.build/findings/$target"
  generated="Fuzz/.build/seeds/$target"
  mkdir -p "$corpus" "$findings" "$generated"
  seeds=()
  [ -d "Fuzz/Seeds/$target" ] && seeds+=("$root/Fuzz/Seeds/$target")
  flags=()
  options="Fuzz/Seeds/$target.options"
  if [ -f "$options" ]; then
    while read -r directive argument; do
      case "$directive" in
        ''|'#'*) ;;
        corpus) seeds+=("$root/$argument") ;;
        quoted-strings) quoted_strings "$argument" "$generated"; seeds+=("$root/$generated") ;;
        -dict=*) flags+=("-dict=$root/${directive#-dict=}") ;;
        -*) flags+=("$directive") ;;
        *) echo "fuzz.sh: $options: unknown directive '$directive'" >&2; exit 2 ;;
      esac
    done <"$options"
  fi
  echo "== $target: ${seconds}s, seeds ${seeds[*]:-none}, flags ${flags[*]:-none}" >&2
  before=$(find "$findings" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  marker=$(mktemp)
  [ "$jobs" -gt 1 ] && flags+=("-jobs=$jobs" "-workers=$jobs")
  # libFuzzer writes fuzz-N.log files of parallel jobs into the working folder: run it in Fuzz/.build.
  # Swift's own backtracer would take the crash signal before libFuzzer writes the crashing input.
  (cd Fuzz/.build && SWIFT_BACKTRACE=enable=no nice -n "$niceness" "$root/$bin/$target" "$root/$corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout="$input_timeout" -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$root/$findings/" "${flags[@]}") >"Fuzz/.build/$target.log" 2>&1
  code=$?
  after=$(find "$findings" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done )" "Fuzz/.build/$target.log" >&2
  # libFuzzer's -timeout is wall-clock time: on a loaded machine at nice 19 a slow input passes it
  # without hanging. Each new timeout input is run again alone, and its CPU time printed, to tell a
  # hang from a starved process (it still counts as a finding: look at it).
  while IFS= read -r input; do
    [ -n "$input" ] || continue
    cpu=$( { TIMEFORMAT=%U; time SWIFT_BACKTRACE=enable=no timeout 600 "$root/$bin/$target" "$input" -timeout=600 \
      >/dev/null 2>&1; } 2>&1 | tail -1)
    echo "fuzz.sh: $target: $(basename "$input") run alone: ${cpu}s of CPU (the limit is $input_timeout s of wall-clock time)" >&2
  done < <(find "$findings" -type f -name 'timeout-*' -newer "$marker")
  rm -f "$marker"
  if [ "$code" -ne 0 ] || [ "$after" -gt "$before" ]; then
    echo "fuzz.sh: $target FOUND something (exit $code); see Fuzz/.build/$target.log and $findings/" >&2
    status=1
  else
    echo "fuzz.sh: $target: nothing found" >&2
  fi
done
exit $status
