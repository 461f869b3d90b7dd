"""Prints the modules TARGET needs from this package, dependencies first, one a line:
`swift NAME PATH` for Swift library targets and `system NAME PATH` for system libraries, read
from `swift package describe --type json` on standard input. Macro targets are left out: their
expansions come from the built macro tool."""
import json
import sys

targets = {target["name"]: target for target in json.load(sys.stdin)["targets"]}
ordered, seen = [], set()


def visit(name):
    if name in seen or name not in targets:
        return
    seen.add(name)
    target = targets[name]
    for dependency in target.get("target_dependencies", []):
        visit(dependency)
    if target["type"] == "system-target":
        ordered.append("system %s %s" % (name, target["path"]))
    elif target["type"] == "library" and target["module_type"] == "SwiftTarget":
        ordered.append("swift %s %s" % (name, target["path"]))


visit(sys.argv[1])
print("\n".join(ordered))
