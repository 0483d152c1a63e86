#!/usr/bin/env python3
"""Runs the README's example workflow as written, with the GitHub environment simulated.

The workflow block (after `<!-- example-workflow -->` in README.md) is parsed; `actions/checkout` is
replaced by a scratch sample repository, the `…/coloraudit@…` step runs this checkout's action.yml
(composite steps, `${{ }}` expressions, `if:` conditions, GITHUB_OUTPUT / GITHUB_PATH /
GITHUB_STEP_SUMMARY files), and `github/codeql-action/upload-sarif` is replaced by validating the SARIF
file against the OASIS SARIF 2.1.0 schema (Tests/ColorAuditTests/Fixtures/reference). Three cases: a clean
palette (exit 0), a palette whose findings are all in the baseline (exit 0), and a change that adds a
failing pair (exit 1, an ::error annotation for it).

The three cases also take the three ways the action gets coloraudit, each timed: a build from source on
a cold cache (`actions/cache` simulated by a folder: restored when its key is there, saved after the
job), the same sources on the warm cache (no build; the action referenced by a tag that has no release
archive, so it falls back), and the release archive of its tag (`make dist`'s archive served from a
local folder through COLORAUDIT_RELEASE_BASE, as github.com/…/releases/download/TAG/ serves it).
Not part of `make test`: it builds in release mode (`make dist`, then the action's own build).
Needs PyYAML and jsonschema. Usage: scripts/test-action.py [ARCHIVE]   (default: run make dist)
"""
import glob, json, os, re, shutil, subprocess, sys, tempfile, time

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
    if parts[0] in ("github", "runner"):
        return context[parts[0]][parts[1]]
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


def run_action(inputs, workspace, env, ref, timings, post_steps):
    action = yaml.safe_load(open(os.path.join(HERE, "action.yml")))
    values = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    values.update({k: str(v) for k, v in (inputs or {}).items()})
    context = {"inputs": values, "steps": {},
               "github": {"action_path": HERE, "workspace": workspace, "action_ref": ref,
                          "action_repository": "OWNER/coloraudit"},
               "runner": {"os": "Linux", "arch": "X64", "temp": env["RUNNER_TEMP"]}}
    failed = False
    log = ""
    for step in action["runs"]["steps"]:
        if not condition(step.get("if"), context, failed):
            continue
        started = time.monotonic()
        if "uses" in step and step["uses"].startswith("actions/cache@"):
            # Restored when the key's folder is there; otherwise saved after the job (the post step).
            path = substitute(step["with"]["path"], context)
            key = substitute(step["with"]["key"], context)
            stored = os.path.join(env["COLORAUDIT_TEST_CACHE"], key)
            hit = os.path.isdir(stored)
            if hit:
                shutil.rmtree(path, ignore_errors=True)
                shutil.copytree(stored, path)
            else:
                post_steps.append(lambda path=path, stored=stored: os.path.isdir(path) and not os.path.isdir(stored)
                                  and shutil.copytree(path, stored))
            if "id" in step:
                context["steps"][step["id"]] = {"cache-hit": "true" if hit else "false"}
            timings.append((step["name"], time.monotonic() - started))
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
        timings.append((step["name"], time.monotonic() - started))
        if "id" in step:
            context["steps"][step["id"]] = outputs
        path_file = env["GITHUB_PATH"]
        for entry in reversed(open(path_file).read().splitlines()):
            if entry not in env["PATH"].split(":"):
                env["PATH"] = entry + ":" + env["PATH"]
    return (1 if failed else 0), log


def run_workflow(workflow, workspace, home, ref, extra_env):
    summary = os.path.join(workspace, ".step-summary.md")
    path_file = os.path.join(workspace, ".github-path")
    open(summary, "w").close()
    open(path_file, "w").close()
    runner_temp = tempfile.mkdtemp(prefix="runner-temp-", dir=home)
    env = dict(os.environ, GITHUB_ACTIONS="true", GITHUB_WORKSPACE=workspace, GITHUB_STEP_SUMMARY=summary,
               GITHUB_PATH=path_file, CI="true", HOME=home, RUNNER_TEMP=runner_temp, ImageOS="ubuntu22",
               **extra_env)
    status, log = 0, ""
    timings, post_steps = [], []
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout@"):
                continue  # the sample repository is the checkout
            if re.search(r"/coloraudit@", uses):
                status, log = run_action(step.get("with"), workspace, env, ref, timings, post_steps)
            elif "run" in step:
                status = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=workspace, env=env).returncode
            else:
                raise SystemExit(f"test-action: cannot simulate {uses}")
            if status != 0:
                break
    for post in post_steps:
        post()
    return status, log, open(summary).read(), timings, env["PATH"]


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


def dist_archive():
    """The archive to serve as the release's: the one named on the command line, else `make dist`'s."""
    if len(sys.argv) > 1:
        return os.path.abspath(sys.argv[1])
    built = subprocess.run(["make", "--no-print-directory", "-C", HERE, "dist"], check=True,
                           stdout=subprocess.PIPE, text=True).stdout.strip().splitlines()[-1]
    return os.path.join(HERE, built)


def main():
    workflow = example_workflow()
    archive = dist_archive()
    name = os.path.basename(archive)[: -len(".tar.gz")]
    version = re.fullmatch(r"coloraudit-(.+)-[a-z]+-[A-Za-z0-9_]+", name).group(1)
    scratch = tempfile.mkdtemp(prefix="coloraudit-action-test-")
    # The release as github.com/OWNER/coloraudit/releases/download/vVERSION/ would serve it.
    releases = os.path.join(scratch, "releases", "v" + version)
    os.makedirs(releases)
    for file in glob.glob(archive + "*"):
        shutil.copy(file, releases)
    cache = os.path.join(scratch, "cache")
    os.makedirs(cache)
    # The baselines are written before the workflow runs, with the archive's binary (on a fresh clone
    # there is none yet).
    subprocess.run(["tar", "-C", scratch, "-xzf", archive], check=True)
    coloraudit = os.path.join(scratch, name, "bin", "coloraudit")
    inputs = next(s.get("with", {}) for j in workflow["jobs"].values() for s in j["steps"]
                  if re.search(r"/coloraudit@", s.get("uses", "")))
    paths = inputs.get("paths", "palettes/")
    baseline = inputs.get("baseline")
    failures = []
    home = os.path.join(scratch, "home")  # one runner: ~/.cache persists between the cases like the cache
    os.makedirs(home)
    release_env = {"COLORAUDIT_RELEASE_BASE": "file://" + os.path.join(scratch, "releases"),
                   "COLORAUDIT_TEST_CACHE": cache}
    for name_, palette, make_baseline_from, expected, ref, install in [
        ("clean palette", CLEAN, CLEAN, 0, "main", "build"),
        ("findings in the baseline", KNOWN, KNOWN, 0, "v0.0.0-no-archive", "cache"),
        ("a new failing pair", NEW, KNOWN, 1, "v" + version, "release"),
    ]:
        workspace = tempfile.mkdtemp(prefix="coloraudit-action-")
        # A fresh runner each time: only the cache folder carries over.
        shutil.rmtree(home)
        os.makedirs(home)
        try:
            os.makedirs(os.path.join(workspace, ".git"))
            os.makedirs(os.path.join(workspace, paths.split()[0]), exist_ok=True)
            target = os.path.join(workspace, paths.split()[0], "app.yaml")
            if baseline:
                open(target, "w").write(make_baseline_from)
                subprocess.run([coloraudit, "audit", paths, "--write-baseline", baseline], cwd=workspace,
                               capture_output=True, check=True)
            open(target, "w").write(palette)
            status, log, summary, timings, path = run_workflow(workflow, workspace, home, ref, release_env)
            annotations = [l for l in log.splitlines() if l.startswith("::error ")]
            install_steps = [(n, t) for n, t in timings if n != "Audit"]
            install_time = sum(t for _, t in install_steps)
            print(f"== {name_} (action @{ref}, coloraudit by {install}): exit {status}, "
                  f"{len(annotations)} error annotation(s), step summary {len(summary)} bytes; "
                  f"getting coloraudit took {install_time:.1f} s")
            for step, seconds in timings:
                print(f"   {seconds:7.1f} s  {step}")
            for line in annotations:
                print("   " + line)
            ran = [n for n, _ in timings]
            found = shutil.which("coloraudit", path=path) or ""
            if install == "build" and "Build coloraudit" not in ran:
                failures.append(f"{name_}: a cold cache did not build")
            if install == "cache" and ("Build coloraudit" in ran or "Restore coloraudit from the cache" not in ran):
                failures.append(f"{name_}: the warm cache was not used (steps: {', '.join(ran)})")
            if install == "release":
                if "Restore coloraudit from the cache" in ran or "Build coloraudit" in ran:
                    failures.append(f"{name_}: the release archive was not used (steps: {', '.join(ran)})")
                if not found.startswith(os.path.join(home, "")):
                    failures.append(f"{name_}: coloraudit on PATH is {found}, not the unpacked archive")
            elif not found.startswith(os.path.join(home, ".cache", "")):
                failures.append(f"{name_}: coloraudit on PATH is {found}, not the cached build")
            if status != expected:
                failures.append(f"{name_}: exit {status}, expected {expected}")
            if expected == 1 and not any("hint on page" in a for a in annotations):
                failures.append(f"{name_}: no annotation for the new pair")
            if expected == 0 and annotations:
                failures.append(f"{name_}: unexpected annotations")
            if "## " not in summary:
                failures.append(f"{name_}: no step summary")
        finally:
            shutil.rmtree(workspace)
    shutil.rmtree(scratch)
    if failures:
        sys.exit("test-action: FAILED:\n  " + "\n  ".join(failures))
    print("test-action: all passed")


if __name__ == "__main__":
    main()
