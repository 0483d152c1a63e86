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

coloraudit audit "${paths[@]}" "${options[@]}" --format sarif --output "$sarif" --fail-on never
status=$?
if [ "$status" -eq 0 ]; then
  coloraudit audit "${paths[@]}" "${options[@]}" --format github --fail-on "${COLORAUDIT_FAIL_ON:-error}"
  status=$?
else
  sarif=""
fi
{
  echo "exit-code=$status"
  echo "sarif-file=$sarif"
} >>"${GITHUB_OUTPUT:-/dev/null}"
# The step itself succeeds on findings (the action's last step fails the job), so SARIF is uploaded.
[ "$status" -le 1 ]
