#!/usr/bin/env python3
# bench/run.py: `make bench` (issue 8): runs every workload of bench/programs under cudak with all
# checks and with none, its plain-C twin of bench/native (gcc -O2, the native limit) and, when
# Oclgrind is installed, its OpenCL twin of bench/opencl with and without --data-races; checks that
# every run prints the native checksum, and writes bench/results.md and bench/results.csv.
# SPDX-License-Identifier: MIT
"""Usage: run.py --cudak PATH [--srcdir DIR] [--runs N] [--only NAME,...]

Environment: BENCH_RUNS (runs per measurement, default 5), BENCH_ONLY (comma-separated workload
names), BENCH_NO_OCLGRIND=1 (skip the peer even when installed)."""

import argparse
import csv
import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CHECKS_OFF = ("--racecheck=no --memcheck=no --initcheck=no --synccheck=no --leakcheck=no "
              "--apicheck=no")

# One row per workload: name, the source basename in programs/, native/ and opencl/, the macro
# that sets its size and its value, the size as the table shows it, and a note (every reduction
# from the size the issue asks for is said here). `peer`: also run under Oclgrind.
WORKLOADS = [
    dict(name="startup", src="startup", macro="UNUSED", value=0, size="1 thread",
         note="empty kernel: the fixed cost of every run", peer=False),
    dict(name="fig1-18", src="fig1", macro="N", value=18, size="18 threads",
         note="Figure 1 of [K] as printed", peer=True),
    dict(name="fig1-512", src="fig1", macro="N", value=512, size="512 threads",
         note="Figure 1 of [K], N=512 (27 h in [K])", peer=True),
    dict(name="vecadd", src="vecadd", macro="N", value=1 << 20, size="2^20 floats",
         note="blocks of 256", peer=True),
    dict(name="reduce", src="reduce", macro="N", value=1 << 18, size="2^18 ints",
         note="shared-memory tree, blocks of 256", peer=True),
    dict(name="matmul", src="matmul", macro="N", value=128, size="128x128",
         note="naive, 16x16 blocks", peer=True),
    dict(name="matmul-tiled", src="matmul-tiled", native="matmul", macro="N", value=128,
         size="128x128", note="16x16 shared tiles", peer=True),
    dict(name="histogram", src="histogram", macro="N", value=1 << 18, size="2^18 bytes",
         note="256 bins, shared + global atomics", peer=True),
    dict(name="transpose", src="transpose", macro="N", value=256, size="256x256",
         note="16x17 shared tiles", peer=True),
    dict(name="divergence", src="divergence", macro="N", value=1 << 14, size="2^14 threads",
         note="lane-dependent trip counts 0..63", peer=True),
    dict(name="grid-64k", src="grid", macro="BLOCKS", value=256, size="2^16 threads",
         note="linearity probe", peer=False),
    dict(name="grid-256k", src="grid", macro="BLOCKS", value=1024, size="2^18 threads",
         note="linearity probe", peer=False),
    dict(name="grid-1M", src="grid", macro="BLOCKS", value=4096, size="2^20 threads",
         note="4096 blocks x 256", peer=True),
    dict(name="matmul-512", src="matmul", macro="N", value=512, size="512x512",
         note="naive, 16x16 blocks: the big workload of issue 22 (native about 60 ms)",
         peer=False),
    dict(name="hostmm", src="hostmm", macro="N", value=256, size="256x256",
         note="the reference product in main() (issue 22 asks 512x512: 8x the work; measured "
              "apart in bench/README)", peer=False),
    dict(name="memcpy", src="memcpy", macro="MIB", value=64, size="64 MiB",
         note="cudaMemcpy host to device and back, one int per page touched by the kernel",
         peer=False),
    dict(name="struct-store", src="struct-store", macro="BLOCKS", value=256, size="2^16 threads",
         note="a 12-byte struct stored per thread, --memory=sc", peer=False),
    dict(name="struct-store-fermi", src="struct-store", macro="BLOCKS", value=256,
         size="2^16 threads", opts="--memory=fermi",
         note="the same under --memory=fermi (issue 26: linear in the accesses)", peer=False),
]

MODES = [
    ("cudak", "cudak, all checks"),
    ("cudak_off", "cudak, no checks"),
    ("native", "gcc -O2"),
    ("ocl", "Oclgrind"),
    ("ocl_races", "Oclgrind --data-races"),
]


TIME = "/usr/bin/time"
HAVE_TIME = os.access(TIME, os.X_OK)


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run_once(argv, env=None):
    """Runs [argv] under `/usr/bin/time -f %M` with stdout to a file; returns (wall seconds, peak
    RSS in KiB, exit status, stdout). Wall time is taken here around the whole spawn (time(1)'s own
    figure has 10 ms steps); time(1) adds about a millisecond of fork and exec to it. Without
    time(1), the peak is wait4's ru_maxrss, which also counts this Python process's memory."""
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile("r") as mem, \
            open(os.devnull, "wb") as null:
        fa = [(os.POSIX_SPAWN_DUP2, out.fileno(), 1), (os.POSIX_SPAWN_DUP2, null.fileno(), 2)]
        full = argv
        if HAVE_TIME:
            full = [TIME, "-f", "%M", "-o", mem.name] + argv
        exe = shutil.which(full[0]) or full[0]
        t0 = time.perf_counter()
        pid = os.posix_spawn(exe, full, env if env is not None else os.environ,
                             file_actions=fa)
        _, status, ru = os.wait4(pid, 0)
        wall = time.perf_counter() - t0
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
        peak = ru.ru_maxrss
        if HAVE_TIME:
            m = re.search(r"(\d+)\s*$", mem.read())
            peak = int(m.group(1)) if m else 0
    return wall, peak, os.waitstatus_to_exitcode(status), text


def measure(cmds, runs, expect):
    """Runs each of [cmds] ({mode: (argv, env)}) [runs] times, interleaved round by round so
    that a change of the machine's load hits every mode alike; returns {mode: {time: median wall
    time, mem: peak memory, ok: every run exited 0 and printed [expect], walls}}."""
    walls = {m: [] for m in cmds}
    mems = {m: [] for m in cmds}
    bad = {}
    for _ in range(runs):
        for m, (argv, env) in cmds.items():
            wall, mem, rc, text = run_once(argv, env)
            walls[m].append(wall)
            mems[m].append(mem)
            if (rc != 0 or text != expect) and m not in bad:
                bad[m] = "exit %d, stdout %r" % (rc, text[-200:])
                log("  WRONG: %s: %s" % (" ".join(argv), bad[m]))
    return {m: dict(time=statistics.median(walls[m]), mem=max(mems[m]), ok=m not in bad,
                    walls=walls[m]) for m in cmds}


STATS_LINE = re.compile(r"^cudak: stats: (.*)$", re.M)


def run_stats(exe, env, opts=""):
    """The counters and times of one run with all checks and `--stats` (cudak prints one line of
    key=value pairs on stderr): warp steps and lane-statements of device code (a step counts
    the lanes active before it), host statements, lane accesses the checker saw, the peak of
    its race shadow, and the wall time of start-up, host code, device rounds and the checker."""
    env = dict(env)
    env["CUDAK_OPTIONS"] = (opts + " --stats").strip()
    proc = subprocess.run([exe], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                          text=True, errors="replace")
    m = STATS_LINE.search(proc.stderr)
    if not m:
        return {}
    out = {}
    for kv in m.group(1).split():
        k, _, v = kv.partition("=")
        out[k] = float(v) if "." in v else int(v)
    return out


def build(args, tmp, have_ocl):
    """Builds every workload's a.out with cudak, its native twin with gcc -O2, and the OpenCL
    host; returns {name: {mode: argv}}."""
    cmds = {}
    host = None
    if have_ocl:
        host = os.path.join(tmp, "ocl-host")
        subprocess.run(["gcc", "-O2", "-o", host, os.path.join(args.srcdir, "opencl", "host.c"),
                        "-lOpenCL"], check=True)
    for w in WORKLOADS:
        d = "-D%s=%d" % (w["macro"], w["value"])
        aout = os.path.join(tmp, w["name"] + ".out")
        t0 = time.perf_counter()
        subprocess.run([args.cudak, "-D", d[2:], "-o", aout,
                        os.path.join(args.srcdir, "programs", w["src"] + ".cu")], check=True)
        w["build"] = time.perf_counter() - t0
        nat = os.path.join(tmp, w["name"] + ".native")
        subprocess.run(["gcc", "-O2", d, "-o", nat,
                        os.path.join(args.srcdir, "native", w.get("native", w["src"]) + ".c")],
                       check=True)
        c = {"cudak": [aout], "cudak_off": [aout], "native": [nat]}
        if have_ocl and w["peer"]:
            hargs = [host, w["src"], os.path.join(args.srcdir, "opencl"), str(w["value"])]
            c["ocl"] = ["oclgrind"] + hargs
            c["ocl_races"] = ["oclgrind", "--data-races"] + hargs
        cmds[w["name"]] = c
    return cmds


def fmt_time(t):
    if t is None:
        return "-"
    return "%.1f ms" % (t * 1e3) if t < 1 else "%.2f s" % t


def fmt_ratio(a, b):
    if a is None or b is None or b == 0:
        return "-"
    r = a / b
    return "%.0f" % r if r >= 100 else "%.1f" % r if r >= 1 else "%.2f" % r


def fmt_rate(r):
    return "-" if not r else "%.2f M" % (r / 1e6)


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d CPUs" % (model, os.cpu_count() or 0)


def git_rev(srcdir):
    try:
        return subprocess.run(["git", "-C", srcdir, "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def targets(res, have_ocl):
    """The issue's targets, each as (target, measured, verdict)."""
    rows = []
    r = res.get("fig1-512")
    if r:
        t = r["cudak"]["time"]
        rows.append(("Figure 1, 512 threads, all checks, whole ./a.out < 30 ms",
                     "%s (best run %s)" % (fmt_time(t), fmt_time(min(r["cudak"]["walls"]))),
                     "met" if t < 0.030 else "NOT met (%.1fx over)" % (t / 0.030)))
    for name in ("reduce", "matmul"):
        r = res.get(name)
        if not r:
            continue
        if not have_ocl:
            rows.append(("%s: all checks >= 30x faster than Oclgrind --data-races" % name,
                         "Oclgrind not installed", "not measured"))
            continue
        s = r["ocl_races"]["time"] / r["cudak"]["time"]
        best = min(r["ocl_races"]["walls"]) / min(r["cudak"]["walls"])
        rows.append(("%s: all checks >= 30x faster than Oclgrind --data-races" % name,
                     "%.1fx faster (best runs: %.1fx)" % (s, best) if s >= 1
                     else "%.1fx slower" % (1 / s),
                     "met" if s >= 30 else "NOT met (%.0fx short)" % (30 / s)))
    worst = max(((r["cudak"]["time"] / r["cudak_off"]["time"], n) for n, r in res.items()),
                default=None)
    if worst:
        over = [n for n, r in res.items() if r["cudak"]["time"] > 2 * r["cudak_off"]["time"]]
        rows.append(("all checks cost <= 2x over checks off (every workload)",
                     "worst %.1fx (%s)" % worst,
                     "met" if not over else "NOT met on %d of %d: %s"
                     % (len(over), len(res), ", ".join(over))))
    sc, fermi = res.get("struct-store"), res.get("struct-store-fermi")
    if sc and fermi:
        t = fermi["cudak"]["time"]
        rows.append(("--memory=fermi, 2^16 threads storing a struct each: seconds, not minutes",
                     "%s, %.1fx the default memory (%s)" % (fmt_time(t), t / sc["cudak"]["time"],
                                                            fmt_time(sc["cudak"]["time"])),
                     "met" if t < 10 else "NOT met (%.0f s)" % t))
    g = [res.get(n) for n in ("grid-64k", "grid-256k", "grid-1M")]
    if all(g):
        sizes = [1 << 16, 1 << 18, 1 << 20]
        t = [x["cudak"]["time"] for x in g]
        m = [x["cudak"]["mem"] for x in g]
        # the marginal cost per thread, 64k->256k against 256k->1M: equal when linear, lower
        # when fixed costs (start-up, the first wave of resident blocks) still weigh at the
        # small sizes; time grows faster than linearly only if the later cost is higher.
        # (Callgrind counts the same 1734 instructions per thread on both intervals at 9d7c9e1:
        # a ratio below 1 is the wall clock's, not more work per thread at 2^16.)
        s1 = (t[1] - t[0]) / (sizes[1] - sizes[0])
        s2 = (t[2] - t[1]) / (sizes[2] - sizes[1])
        lin = s1 > 0 and s2 / s1 <= 1.33
        rows.append(("grid of 2^20 threads: time linear in the grid",
                     "%s / %s / %s for 2^16 / 2^18 / 2^20 threads; %.2f us per thread, "
                     "marginal cost ratio %.2f" % (fmt_time(t[0]), fmt_time(t[1]),
                                                   fmt_time(t[2]), s2 * 1e6,
                                                   s2 / s1 if s1 else float("nan")),
                     "met (at most linear)" if lin else "NOT met (marginal cost ratio over 1.33: superlinear)"))
        growth = m[2] / m[0]
        rows.append(("grid of 2^20 threads: memory bounded by the live blocks",
                     "%d / %d / %d KiB peak" % tuple(m),
                     "met (x%.2f from 2^16 to 2^20 threads)" % growth if growth <= 1.25
                     else "NOT met (x%.2f from 2^16 to 2^20 threads)" % growth))
    rows += targets_issue22(res)
    return rows


def targets_issue22(res):
    """Issue 22's targets that issue 8's rows above do not already state."""
    rows = []
    if res:
        over = sorted(((r["cudak"]["time"] / r["cudak_off"]["time"], n) for n, r in res.items()
                       if r["cudak"]["time"] > 1.5 * r["cudak_off"]["time"]), reverse=True)
        rows.append(("issue 22: all checks / no checks <= 1.5x (every workload)",
                     "over 1.5x: " + (", ".join("%s %.1fx" % (n, q) for q, n in over) or "none"),
                     "met" if not over else "NOT met on %d of %d" % (len(over), len(res))))
    for name, lim, what in (("matmul-512", 25, "no checks"), ("hostmm", 30, "all checks (256x256)")):
        r = res.get(name)
        if not r:
            continue
        mode = "cudak_off" if what == "no checks" else "cudak"
        q = r[mode]["time"] / r["native"]["time"]
        rows.append(("issue 22: %s %s, cudak / gcc -O2 <= %dx" % (name, what, lim),
                     "%.0fx (%s against %s)" % (q, fmt_time(r[mode]["time"]),
                                                fmt_time(r["native"]["time"])),
                     "met" if q <= lim else "NOT met (%.1fx over)" % (q / lim)))
    r = res.get("memcpy")
    st = (r or {}).get("stats") or {}
    if r and st.get("device-ms"):
        # both copies move the whole buffer once; the device rounds of the --stats run are the
        # two copies and a kernel of one int per 4 KiB page
        moved = 2 * (64 << 20)
        rate = moved / (st["device-ms"] / 1e3) / 1e9
        whole = moved / r["cudak"]["time"] / 1e9
        rows.append(("issue 22: cudaMemcpy of 64 MiB there and back, all checks >= 2 GB/s",
                     "%.2f GB/s in the device rounds (%.1f ms, the kernel included); whole "
                     "program %.2f GB/s (gcc -O2's whole program %.2f GB/s)"
                     % (rate, st["device-ms"], whole, moved / r["native"]["time"] / 1e9),
                     "met" if rate >= 2 else "NOT met (%.1fx short)" % (2 / rate)))
    for name, lim in (("startup", 0.015), ("fig1-512", 0.020)):
        r = res.get(name)
        if r:
            t = r["cudak"]["time"]
            rows.append(("issue 22: %s, all checks, whole ./a.out <= %d ms" % (name, lim * 1e3),
                         fmt_time(t), "met" if t <= lim else "NOT met (%.1fx over)" % (t / lim)))
    return rows


def write_results(args, res, have_ocl, info):
    csv_path = os.path.join(args.srcdir, "results.csv")
    md_path = os.path.join(args.srcdir, "results.md")
    cols = ["workload", "size", "note", "verified", "warp_steps", "lane_statements"]
    for m, _ in MODES:
        cols += [m + "_s", m + "_min_s", m + "_peak_kib"]
    cols += ["lane_stmts_per_s_checks", "lane_stmts_per_s_nochecks", "checks_over_nochecks",
             "cudak_over_native", "cudak_over_oclgrind_races", "cudak_nochecks_over_oclgrind"]
    with open(csv_path, "w", newline="") as f:
        wr = csv.writer(f)
        wr.writerow(cols)
        for w in WORKLOADS:
            r = res.get(w["name"])
            if not r:
                continue
            row = [w["name"], w["size"], w["note"], "yes" if r["ok"] else "NO",
                   r.get("steps", ""), r.get("lanes", "")]
            for m, _ in MODES:
                x = r.get(m)
                row += ["%.6f" % x["time"] if x else "", "%.6f" % min(x["walls"]) if x else "",
                        x["mem"] if x else ""]
            def ratio(a, b):
                return "%.4f" % (r[a]["time"] / r[b]["time"]) if a in r and b in r else ""
            lanes = r.get("lanes")
            row += ["%.0f" % (lanes / r["cudak"]["time"]) if lanes else "",
                    "%.0f" % (lanes / r["cudak_off"]["time"]) if lanes else "",
                    ratio("cudak", "cudak_off"), ratio("cudak", "native"),
                    ratio("cudak", "ocl_races"), ratio("cudak_off", "ocl")]
            wr.writerow(row)

    L = []
    L.append("# cudak benchmarks")
    L.append("")
    L.append("Written by `make bench` (bench/run.py); do not edit by hand.")
    L.append("")
    L.append("- date: %s; commit %s" % (info["date"], info["rev"]))
    L.append("- machine: %s; load average %s at the start, %s at the end; bench run at "
             "nice %d" % (info["machine"], info["load0"], info["load1"], os.nice(0)))
    L.append("- each figure: median wall time of %d runs of the whole program, the modes run "
             "round by round (`./a.out`: cudak's a.out parses and lowers its program at "
             "start-up, so that is included, as Oclgrind's time includes compiling the OpenCL "
             "kernel); "
             "peak memory: the largest of those runs' %s"
             % (args.runs, "`/usr/bin/time -f %M`" if HAVE_TIME
                else "ru_maxrss (no /usr/bin/time: includes the bench script's own memory)"))
    L.append("- Oclgrind: %s" % info["ocl"])
    L.append("- every run's stdout is compared with the native program's; verified = all equal")
    L.append("- total bench time %.0f s" % info["elapsed"])
    L.append("")
    L.append("## Targets of issues 8 and 22")
    L.append("")
    L.append("| target | measured | verdict |")
    L.append("|---|---|---|")
    for t in targets(res, have_ocl):
        L.append("| %s | %s | %s |" % t)
    L.append("")
    L.append("## Wall time (median of %d) and ratios" % args.runs)
    L.append("")
    L.append("cudak/native and cudak/Oclgrind: >1 means cudak is slower. All checks are compared "
             "with Oclgrind --data-races, no checks with plain Oclgrind.")
    L.append("")
    L.append("| workload | size | cudak all checks | cudak no checks | gcc -O2 | Oclgrind | "
             "Oclgrind --data-races | checks/no checks | cudak/native | cudak/Oclgrind races | "
             "no checks/Oclgrind | verified | note |")
    L.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|")
    for w in WORKLOADS:
        r = res.get(w["name"])
        if not r:
            continue
        def t(m):
            return fmt_time(r[m]["time"]) if m in r else "-"
        def rt(a, b):
            return fmt_ratio(r[a]["time"], r[b]["time"]) if a in r and b in r else "-"
        L.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            w["name"], w["size"], t("cudak"), t("cudak_off"), t("native"), t("ocl"),
            t("ocl_races"), rt("cudak", "cudak_off"), rt("cudak", "native"),
            rt("cudak", "ocl_races"), rt("cudak_off", "ocl"), "yes" if r["ok"] else "NO",
            w["note"]))
    L.append("")
    L.append("## Throughput and peak memory")
    L.append("")
    L.append("Warp steps and lane-statements come from a separate run with all checks and "
             "`--stats` (a step counts the lanes active before it); they cover kernel statements "
             "only, and the rates divide them by the whole program's wall time, host code and "
             "start-up included.")
    L.append("")
    L.append("| workload | warp steps | lane-statements | lane-stmts/s all checks | "
             "lane-stmts/s no checks | peak cudak all checks | peak cudak no checks | "
             "peak gcc -O2 | peak Oclgrind | peak Oclgrind --data-races |")
    L.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for w in WORKLOADS:
        r = res.get(w["name"])
        if not r:
            continue
        lanes = r.get("lanes")
        def mem(m):
            return "%.1f MiB" % (r[m]["mem"] / 1024) if m in r else "-"
        L.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            w["name"], r.get("steps", "-"), lanes or "-",
            fmt_rate(lanes / r["cudak"]["time"] if lanes else None),
            fmt_rate(lanes / r["cudak_off"]["time"] if lanes else None),
            mem("cudak"), mem("cudak_off"), mem("native"), mem("ocl"), mem("ocl_races")))
    L.append("")
    L.append("## Where the time goes (`--stats`, one run with all checks)")
    L.append("")
    L.append("Wall times of that one run: start-up (parsing, lowering, loading), host code (the "
             "run less the device rounds), device rounds (kernels and copies), and the checker's "
             "callbacks (part of both); accesses checked counts lane accesses the checker saw; "
             "peak shadow is the race checker's (race tuples and read sets).")
    L.append("")
    L.append("| workload | host statements | accesses checked | peak shadow | start-up | host code "
             "| device | checker | total | cpu |")
    L.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for w in WORKLOADS:
        st = res.get(w["name"], {}).get("stats") or {}
        if not st:
            continue
        def ms(k):
            return fmt_time(st[k] / 1000.0) if k in st else "-"
        L.append("| %s | %s | %s | %.1f MiB | %s | %s | %s | %s | %s | %s |" % (
            w["name"], st.get("host-statements", "-"), st.get("accesses-checked", "-"),
            st.get("peak-shadow-bytes", 0) / 1048576.0, ms("startup-ms"), ms("host-ms"),
            ms("device-ms"), ms("checker-ms"), ms("total-ms"), ms("cpu-ms")))
    L.append("")
    with open(md_path, "w") as f:
        f.write("\n".join(L))
    return md_path, csv_path


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cudak", required=True, help="the cudak executable")
    ap.add_argument("--srcdir", default=os.path.dirname(os.path.abspath(__file__)),
                    help="the bench folder (programs/, native/, opencl/; results go here)")
    ap.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_RUNS", "5")))
    ap.add_argument("--only", default=os.environ.get("BENCH_ONLY", ""))
    args = ap.parse_args()
    args.cudak = os.path.abspath(args.cudak)
    if args.only:
        keep = set(args.only.split(","))
        WORKLOADS[:] = [w for w in WORKLOADS if w["name"] in keep]

    start = time.perf_counter()
    info = {"date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
            "rev": git_rev(args.srcdir), "machine": machine(),
            "load0": "%.2f %.2f %.2f" % os.getloadavg()}
    have_ocl = False
    if os.environ.get("BENCH_NO_OCLGRIND"):
        info["ocl"] = "skipped (BENCH_NO_OCLGRIND is set)"
    elif not shutil.which("oclgrind"):
        info["ocl"] = ("not installed: the Oclgrind columns are empty (Debian: apt-get install "
                       "oclgrind ocl-icd-opencl-dev opencl-headers)")
    elif subprocess.run(["sh", "-c", "printf '#include <CL/cl.h>\\nint main(void){return "
                         "clGetPlatformIDs(0,0,0);}' | gcc -x c - -o /dev/null -lOpenCL"],
                        capture_output=True).returncode != 0:
        info["ocl"] = ("installed, but the OpenCL headers or libOpenCL are missing (Debian: "
                       "ocl-icd-opencl-dev opencl-headers): the Oclgrind columns are empty")
    else:
        have_ocl = True
        v = subprocess.run(["oclgrind", "--version"], capture_output=True, text=True).stdout
        m = re.search(r"Oclgrind [\d.]+", v)
        info["ocl"] = m.group(0) if m else "installed"
    log("bench: Oclgrind: " + info["ocl"])

    res = {}
    with tempfile.TemporaryDirectory(prefix="cudak-bench-") as tmp:
        cmds = build(args, tmp, have_ocl)
        env_off = dict(os.environ, CUDAK_OPTIONS=CHECKS_OFF)
        env_on = dict(os.environ)
        env_on.pop("CUDAK_OPTIONS", None)
        for w in WORKLOADS:
            c = cmds[w["name"]]
            log("bench: %s (%s)" % (w["name"], w["size"]))
            # the native program's stdout is the reference every other run must print
            _, _, rc, ref = run_once(c["native"])
            if rc != 0:
                log("  native run failed (exit %d)" % rc)
            on, off = env_on, env_off
            if w.get("opts"):
                # the workload's own options come first in both modes
                on = dict(env_on, CUDAK_OPTIONS=w["opts"])
                off = dict(env_off, CUDAK_OPTIONS=w["opts"] + " " + CHECKS_OFF)
            runs = {"native": (c["native"], None), "cudak": (c["cudak"], on),
                    "cudak_off": (c["cudak_off"], off)}
            if "ocl" in c:
                runs["ocl"] = (c["ocl"], None)
                runs["ocl_races"] = (c["ocl_races"], None)
            r = measure(runs, args.runs, ref)
            r["stats"] = run_stats(c["cudak"][0], env_on, w.get("opts", ""))
            r["steps"] = r["stats"].get("warp-steps", "")
            r["lanes"] = r["stats"].get("lane-statements", "")
            r["ok"] = all(x["ok"] for k, x in r.items() if isinstance(x, dict) and k != "stats")
            log("  " + "  ".join("%s %s" % (m, fmt_time(r[m]["time"])) for m, _ in MODES
                                 if m in r))
            res[w["name"]] = r
    info["load1"] = "%.2f %.2f %.2f" % os.getloadavg()
    info["elapsed"] = time.perf_counter() - start
    md, cs = write_results(args, res, have_ocl, info)
    with open(md) as f:
        print(f.read())
    log("bench: wrote %s and %s in %.0f s" % (md, cs, info["elapsed"]))
    return 0 if all(r["ok"] for r in res.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
