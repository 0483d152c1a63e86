#!/usr/bin/env bash
# The audit step of action.yml: writes the SARIF log, then prints annotations and appends the step
# summary (--format github), and records the exit status and the SARIF path as step outputs.
# Inputs come from COLORAUDIT_* environment variables (see action.yml).
set -uo pipefail
read -r -a paths <<<"${COLORAUDIT_PATHS:-palettes/}"
read -r -a extra <<<"${COLORAUDIT_ARGS:-}"
options=("${extra[@]}")
if [ -n "${COLORAUDIT_BASELINE:-}" ]; then options+=(--baseline "$COLORAUDIT_BASELINE"); fi
sarif="${COLORAUDIT_SARIF:-coloraudit.sarif}"

# --fail-on, --strict and --max-warnings in args only decide the exit status: the SARIF pass never
# fails on findings (so the log is always written), and a --fail-on in args wins over the fail-on input.
report_options=()
user_fail_on=()
skip=0
for option in "${options[@]}"; do
  if [ "$skip" -eq 1 ]; then user_fail_on+=("$option"); skip=0; continue; fi
  case "$option" in
    --strict) user_fail_on+=("$option") ;;
    --fail-on|--max-warnings) user_fail_on+=("$option"); skip=1 ;;
    --fail-on=*|--max-warnings=*) user_fail_on+=("$option") ;;
    *) report_options+=("$option") ;;
  esac
done
fail_on=(--fail-on "${COLORAUDIT_FAIL_ON:-error}")
for option in "${user_fail_on[@]}"; do
  case "$option" in --fail-on|--fail-on=*) fail_on=() ;; esac
done

coloraudit audit "${paths[@]}" "${report_options[@]}" --format sarif --output "$sarif" --fail-on never
sarif_status=$?
if [ "$sarif_status" -ge 2 ] || [ ! -s "$sarif" ]; then sarif=""; fi
# The annotations and the step summary are written even when the SARIF pass could not be (exit 2 on a
# file that cannot be read: each input error becomes an ::error annotation); the worse status wins.
coloraudit audit "${paths[@]}" "${report_options[@]}" "${user_fail_on[@]}" --format github "${fail_on[@]}"
status=$?
if [ "$sarif_status" -gt "$status" ]; then status=$sarif_status; fi
{
  echo "exit-code=$status"
  echo "sarif-file=$sarif"
} >>"${GITHUB_OUTPUT:-/dev/null}"
# The step itself succeeds on findings (the action's last step fails the job), so SARIF is uploaded.
[ "$status" -le 1 ]
