#!/usr/bin/env python3
"""Runs the README's example workflow as written, with the GitHub environment simulated.

The workflow block (after `<!-- example-workflow -->` in README.md) is parsed; `actions/checkout` is
replaced by a scratch sample repository, the `…/coloraudit@…` step runs this checkout's action.yml
(composite steps, `${{ }}` expressions, `if:` conditions, GITHUB_OUTPUT / GITHUB_PATH /
GITHUB_STEP_SUMMARY files), and `github/codeql-action/upload-sarif` is replaced by validating the SARIF
file against the OASIS SARIF 2.1.0 schema (Tests/ColorAuditTests/Fixtures/reference). Three cases: a clean
palette (exit 0), a palette whose findings are all in the baseline (exit 0), and a change that adds a
failing pair (exit 1, an ::error annotation for it). Not part of `make test`: it builds in release mode.
Needs PyYAML and jsonschema. Usage: scripts/test-action.py
"""
import json, os, re, shutil, subprocess, sys, tempfile

import jsonschema
import yaml

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = json.load(open(os.path.join(HERE, "Tests/ColorAuditTests/Fixtures/reference/sarif-schema-2.1.0.json")))


def example_workflow():
    readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
    match = re.search(r"<!-- example-workflow -->\s*```yaml\n(.*?)```", readme, re.S)
    if not match:
        sys.exit("test-action: no example workflow in README.md")
    return yaml.safe_load(match.group(1))


def substitute(text, context):
    def value(match):
        expression = match.group(1).strip()
        return str(lookup(expression, context))
    return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))


def lookup(expression, context):
    parts = expression.split(".")
    if parts[0] == "inputs":
        return context["inputs"].get(parts[1], "")
    if parts[0] == "steps":
        return context["steps"].get(parts[1], {}).get(parts[3], "")
    if parts[0] == "github":
        return context["github"][parts[1]]
    raise SystemExit(f"test-action: unsupported expression {expression}")


def condition(text, context, failed):
    """`a && b` of always(), success(), `X == 'v'`, `X != 'v'`."""
    if text is None:
        return not failed
    result = True
    uses_always = False
    for term in [t.strip() for t in str(text).split("&&")]:
        if term == "always()":
            uses_always = True
        elif term == "success()":
            result = result and not failed
        else:
            m = re.fullmatch(r"([\w.-]+)\s*(==|!=)\s*'([^']*)'", term)
            if not m:
                raise SystemExit(f"test-action: unsupported condition {term}")
            left = str(lookup(m.group(1), context))
            result = result and ((left == m.group(3)) == (m.group(2) == "=="))
    return result and (uses_always or not failed)


def run_action(inputs, workspace, env):
    action = yaml.safe_load(open(os.path.join(HERE, "action.yml")))
    values = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    values.update({k: str(v) for k, v in (inputs or {}).items()})
    context = {"inputs": values, "steps": {}, "github": {"action_path": HERE, "workspace": workspace}}
    failed = False
    log = ""
    for step in action["runs"]["steps"]:
        if not condition(step.get("if"), context, failed):
            continue
        if "uses" in step:
            if not step["uses"].startswith("github/codeql-action/upload-sarif@"):
                raise SystemExit(f"test-action: cannot simulate {step['uses']}")
            sarif = os.path.join(workspace, substitute(step["with"]["sarif_file"], context))
            jsonschema.Draft4Validator(SCHEMA).validate(json.load(open(sarif)))
            print(f"   (upload-sarif simulated: {os.path.relpath(sarif, workspace)} validates against SARIF 2.1.0)")
            continue
        output = tempfile.mktemp(dir=workspace, prefix=".output-")
        open(output, "w").close()
        step_env = dict(env, GITHUB_OUTPUT=output)
        step_env.update({k: substitute(v, context) for k, v in (step.get("env") or {}).items()})
        script = substitute(step["run"], context)
        done = subprocess.run(["bash", "-e", "-c", script], cwd=workspace, env=step_env,
                              capture_output=True, text=True)
        log += done.stdout
        if done.returncode != 0:
            failed = True
            sys.stderr.write(done.stderr)
        outputs = dict(line.split("=", 1) for line in open(output).read().splitlines() if "=" in line)
        os.remove(output)
        if "id" in step:
            context["steps"][step["id"]] = outputs
        path_file = env["GITHUB_PATH"]
        for entry in reversed(open(path_file).read().splitlines()):
            if entry not in env["PATH"].split(":"):
                env["PATH"] = entry + ":" + env["PATH"]
    return (1 if failed else 0), log


def run_workflow(workflow, workspace):
    summary = os.path.join(workspace, ".step-summary.md")
    path_file = os.path.join(workspace, ".github-path")
    open(summary, "w").close()
    open(path_file, "w").close()
    env = dict(os.environ, GITHUB_ACTIONS="true", GITHUB_WORKSPACE=workspace, GITHUB_STEP_SUMMARY=summary,
               GITHUB_PATH=path_file, CI="true")
    status, log = 0, ""
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout@"):
                continue  # the sample repository is the checkout
            if re.search(r"/coloraudit@", uses):
                status, log = run_action(step.get("with"), workspace, env)
            elif "run" in step:
                status = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=workspace, env=env).returncode
            else:
                raise SystemExit(f"test-action: cannot simulate {uses}")
            if status != 0:
                break
    return status, log, open(summary).read()


CLEAN = """name: Sample
colors:
  page: { value: "#ffffff", role: background }
  ink: { value: "#000000", role: text }
pairs:
  - { foreground: ink, background: page }
"""
# #777777 on white: 4.4781:1, below 4.5:1 (hand-derived; see Tests/ColorAuditTests/Fixtures/Gate).
KNOWN = CLEAN.replace("role: text }\n", "role: text }\n  muted: { value: \"#777777\", role: text }\n") \
    + "  - { foreground: muted, background: page }\n"
# #aaaaaa on white: 2.3231:1.
NEW = KNOWN.replace("role: text }\n  muted", "role: text }\n  hint: { value: \"#aaaaaa\", role: text }\n  muted") \
    + "  - { foreground: hint, background: page }\n"


def main():
    workflow = example_workflow()
    # The baselines are written before the workflow runs, with the same release build the action makes
    # (on a fresh clone there is none yet).
    subprocess.run(["swift", "build", "-c", "release", "--product", "coloraudit", "--package-path", HERE],
                   check=True)
    inputs = next(s.get("with", {}) for j in workflow["jobs"].values() for s in j["steps"]
                  if re.search(r"/coloraudit@", s.get("uses", "")))
    paths = inputs.get("paths", "palettes/")
    baseline = inputs.get("baseline")
    failures = []
    for name, palette, make_baseline_from, expected in [
        ("clean palette", CLEAN, CLEAN, 0),
        ("findings in the baseline", KNOWN, KNOWN, 0),
        ("a new failing pair", NEW, KNOWN, 1),
    ]:
        workspace = tempfile.mkdtemp(prefix="coloraudit-action-")
        try:
            os.makedirs(os.path.join(workspace, ".git"))
            os.makedirs(os.path.join(workspace, paths.split()[0]), exist_ok=True)
            target = os.path.join(workspace, paths.split()[0], "app.yaml")
            if baseline:
                open(target, "w").write(make_baseline_from)
                subprocess.run([os.path.join(HERE, ".build/release/coloraudit"), "audit", paths,
                                "--write-baseline", baseline], cwd=workspace, capture_output=True, check=True)
            open(target, "w").write(palette)
            status, log, summary = run_workflow(workflow, workspace)
            annotations = [l for l in log.splitlines() if l.startswith("::error ")]
            print(f"== {name}: exit {status}, {len(annotations)} error annotation(s), "
                  f"step summary {len(summary)} bytes")
            for line in annotations:
                print("   " + line)
            if status != expected:
                failures.append(f"{name}: exit {status}, expected {expected}")
            if expected == 1 and not any("hint on page" in a for a in annotations):
                failures.append(f"{name}: no annotation for the new pair")
            if expected == 0 and annotations:
                failures.append(f"{name}: unexpected annotations")
            if "## " not in summary:
                failures.append(f"{name}: no step summary")
        finally:
            shutil.rmtree(workspace)
    if failures:
        sys.exit("test-action: FAILED:\n  " + "\n  ".join(failures))
    print("test-action: all passed")


if __name__ == "__main__":
    main()
