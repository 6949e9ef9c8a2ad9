"""What every scenario generator shares: writing a replay, running paiju-cli on it, and keeping
the expected report (or refusal) once the generator's own checks of it have passed."""
import json, os, subprocess

def save(cli, out, name, replay, check=None, error=None, full=False, indent=1):
    path = os.path.join(out, name + ".replay.json")
    with open(path, "w") as f:
        json.dump(replay, f, indent=indent, ensure_ascii=False)
        f.write("\n")
    p = subprocess.run([cli, "replay", path] + (["--full"] if full else []),
                       capture_output=True, text=True)
    if error:
        assert p.returncode == 2 and error in p.stderr, (name, p.stderr)
        open(os.path.join(out, name + ".error.txt"), "w").write(error + "\n")
    else:
        assert p.returncode == 0, (name, p.stderr)
        check(json.loads(p.stdout))
        open(os.path.join(out, name + ".expected.json"), "w").write(p.stdout)
    print("ok", name)

def events(report, kind):
    return [e for e in report["events"] if e["type"] == kind]
