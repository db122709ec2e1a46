#!/usr/bin/env python3
"""The independent Cassowary for ListConstraintKit's differential test: replays seeded random systems with
kiwisolver (PyPI; scripts/setup.sh installs it) and prints what kiwi found, as JSON.

Input (a file named on the command line): {"systems": [{"variables": N, "calls": [call, ...]}, ...]} with calls
  {"op": "add", "terms": [[variable, coefficient], ...], "constant": c, "relation": "==" | ">=" | "<=",
   "priority": p}                                    expression relation 0 at priority p (1000 = required)
  {"op": "remove", "add": i}                          removes the constraint of call i, if it was accepted
  {"op": "edit", "variable": v, "priority": p}        an edit variable
  {"op": "suggest", "variable": v, "value": x}

Output: {"results": [{"accepted": [[call index, true | false], ...], "values": [...], "ranges": [[lo, hi], ...]}]}
(or {"kiwiFailed": message} for a system kiwi aborted on), where "ranges" is, for each variable, how far it can move without worsening kiwi's objective (probes pulling it
to +-1e6 at a strength far below weak): lo == hi means kiwi's optimum fixes the variable.

Priorities map to kiwi's strengths: 1000 required, 750 strong, 500 medium, 250 weak. Kiwi weighs levels by 1000x
(strong = 1e6, medium = 1e3, weak = 1), our solver orders them strictly; the test's systems keep the two equal.

Usage: kiwi-oracle.py SYSTEMS.json > RESULTS.json
"""
import json
import os
import sys

import kiwisolver

STRENGTHS = {1000: kiwisolver.strength.required, 750: kiwisolver.strength.strong,
             500: kiwisolver.strength.medium, 250: kiwisolver.strength.weak}
PROBE = 1e-4          # far below weak (1): moves a variable only where kiwi's objective does not care
PROBE_TARGET = 1e6


def constraint(call, variables):
    expression = sum((coefficient * variables[int(index)] for index, coefficient in call["terms"]),
                     kiwisolver.Expression([], call["constant"]))
    relation = call["relation"]
    made = (expression == 0) if relation == "==" else (expression >= 0) if relation == ">=" else (expression <= 0)
    return made | STRENGTHS[int(call["priority"])]


def replay(system):
    variables = [kiwisolver.Variable(f"x{index}") for index in range(system["variables"])]
    accepted, active = [], {}
    # Kiwi leaves a refused constraint's row in its tableau (its UnsatisfiableConstraint does not roll back), so
    # after a refusal the solver is rebuilt from the calls that succeeded: the state the refused call should
    # have left. Our solver rolls back by itself; the two then describe the same system.
    applied = []

    def apply(solver, entry):
        kind, payload = entry
        if kind == "add":
            solver.addConstraint(payload)
        elif kind == "remove":
            solver.removeConstraint(payload)
        elif kind == "edit":
            solver.addEditVariable(*payload)
        else:
            solver.suggestValue(*payload)

    solver = kiwisolver.Solver()
    for index, call in enumerate(system["calls"]):
        op = call["op"]
        if op == "add":
            entry = ("add", constraint(call, variables))
        elif op == "remove":
            made = active.pop(call["add"], None)
            if made is None:
                continue
            entry = ("remove", made)
        elif op == "edit":
            entry = ("edit", (variables[call["variable"]], STRENGTHS[int(call["priority"])]))
        else:
            entry = ("suggest", (variables[call["variable"]], call["value"]))
        try:
            apply(solver, entry)
        except kiwisolver.UnsatisfiableConstraint:
            accepted.append([index, False])
            solver = kiwisolver.Solver()
            for earlier in applied:
                apply(solver, earlier)
            continue
        applied.append(entry)
        if op == "add":
            active[index] = entry[1]
            accepted.append([index, True])
    solver.updateVariables()
    values = [variable.value() for variable in variables]
    ranges = []
    for variable in variables:
        ends = []
        for target in (-PROBE_TARGET, PROBE_TARGET):
            probe = (variable == target) | PROBE
            solver.addConstraint(probe)
            solver.updateVariables()
            ends.append(variable.value())
            solver.removeConstraint(probe)
        ranges.append(ends)
    return {"accepted": accepted, "values": values, "ranges": ranges}


def replay_isolated(systems):
    """Replays every system in forked children: kiwi's C++ core aborts the whole process on an internal error
    (nucleic/kiwi issue 15: a redundant required row whose constant rounds below zero makes "Dual optimize failed"
    escape as std::terminate), so a child that dies costs one system, recorded as {"kiwiFailed": ...}, and the
    next child goes on after it."""
    results = [None] * len(systems)
    start = 0
    while start < len(systems):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            os.dup2(os.open(os.devnull, os.O_WRONLY), 2)   # the abort's "terminate called…" is recorded below
            with os.fdopen(write_end, "w") as out:
                for index in range(start, len(systems)):
                    out.write(json.dumps([index, replay(systems[index])]) + "\n")
                    out.flush()
            os._exit(0)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            for line in pipe:
                index, result = json.loads(line)
                results[index] = result
                start = index + 1
        _, status = os.waitpid(pid, 0)
        if status != 0 and start < len(systems):
            results[start] = {"kiwiFailed": f"kiwi aborted (wait status {status}): InternalSolverError"}
            start += 1
    return results


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        systems = json.load(handle)["systems"]
    json.dump({"results": replay_isolated(systems)}, sys.stdout)


if __name__ == "__main__":
    main()
