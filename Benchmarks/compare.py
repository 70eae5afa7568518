"""Times Glance and its peers on the same jobs and prints the comparison table.

Run by Benchmarks/compare.sh, which installs the peers, builds the tools and generates the
corpora first. Every command runs as its own process under peers/measure.c, which reports its
wall time and peak resident memory; tools are interleaved run by run so that a slow moment of
the machine does not favour one of them, and the median is reported. Counts are explained
after all timing is done.
"""

import argparse
import collections
import json
import os
import shutil
import statistics
import subprocess
import sys

MEASURE = os.environ.get("GLANCE_MEASURE", "measure")


def run_interleaved(jobs, after_run=None):
    """jobs: {name: (command, runs)}; returns ({name: [(seconds, peak MB, CPU seconds)]}, {name: last stdout}).
    after_run(name, run), when given, is called after each measured run."""
    results = {name: [] for name in jobs}
    outputs = {}
    for run in range(max(count for _, count in jobs.values())):
        for name, (command, count) in jobs.items():
            if run >= count:
                continue
            command = [MEASURE] + [part.replace("{run}", str(run)) for part in command]
            process = subprocess.run(command, capture_output=True)
            err = process.stderr.decode(errors="replace")
            if process.returncode != 0:
                sys.exit(f"failed: {' '.join(command)}\n{err}")
            measured = counts(err.strip().splitlines()[-1])
            seconds = float(measured["seconds"])
            results[name].append((seconds, int(measured["peak_kb"]) / 1024, float(measured.get("cpu_seconds", "nan"))))
            outputs[name] = process.stdout.decode()
            print(f"  {name:>8} run {run + 1}: {seconds:7.3f} s, {results[name][-1][1]:7.1f} MB", file=sys.stderr)
            if after_run:
                after_run(name, run)
    return results, outputs


def counts(text):
    return dict(part.split("=", 1) for part in text.split() if "=" in part)


def median(samples, index):
    return statistics.median(sample[index] for sample in samples)


def table(rows, header):
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "| " + " | ".join(str(cell).rjust(widths[i]) if i else str(cell).ljust(widths[i]) for i, cell in enumerate(row)) + " |"
    return "\n".join([line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"] + [line(row) for row in rows])


def corpus_job(args, tools, size, corpus, job):
    """Times one job (read or expand) on one corpus; returns table rows and the counts."""
    megabytes = sum(os.path.getsize(os.path.join(corpus, name)) for name in os.listdir(corpus) if name.endswith(".ics")) / 1e6
    window = ("2026-06-01", "2026-06-15")
    commands = {
        "glance": [tools["glance-bench"], job, corpus, "--once"] + (["--from", window[0], "--days", "14"] if job == "expand" else []),
        "libical": [tools["libical-bench"], job, corpus] + (["20260601T000000Z", "20260615T000000Z"] if job == "expand" else []),
        "python": [tools["python"], tools["python-bench"], job, corpus] + (list(window) if job == "expand" else []),
    }
    runs = {"glance": args.runs, "libical": args.runs, "python": args.python_runs if size != "large" else 0}
    jobs = {name: (commands[name], runs[name]) for name in commands if runs[name] > 0}
    print(f"== {job} {size} ({megabytes:.1f} MB)", file=sys.stderr)
    results, outputs = run_interleaved(jobs)
    found = {name: counts(outputs[name]) for name in outputs}
    glance_time = median(results["glance"], 0)
    rows = []
    for name in jobs:
        seconds = median(results[name], 0)
        events = int(found[name]["events"])
        occurrences = int(found[name].get("occurrences", 0))
        rows.append([
            f"{job} {size}", name, len(results[name]), f"{seconds:.3f}", f"{median(results[name], 1):.0f}",
            f"{megabytes / seconds:.1f}", f"{events / seconds:,.0f}",
            f"{occurrences / seconds:,.0f}" if job == "expand" else "",
            "1.0×" if name == "glance" else f"{seconds / glance_time:.1f}×",
        ])
    return rows, found


def explain_counts(tools, corpus, found):
    """Checks that the tools agree and explains each difference from the occurrence lists."""
    notes = []
    events = {name: int(value["events"]) for name, value in found.items()}
    if len(set(events.values())) == 1:
        notes.append(f"events: all tools count {events['glance']:,}")
    else:
        notes.append(f"events DIFFER: {events}")
    if "occurrences" not in found["glance"]:
        return notes, len(set(events.values())) == 1
    glance = int(found["glance"]["occurrences"])
    ok = len(set(events.values())) == 1
    explained = subprocess.run([tools["glance-bench"], "expand", corpus, "--once", "--explain", "--from", "2026-06-01", "--days", "14"], capture_output=True, text=True, check=True).stdout
    compatible = int(counts(explained)["libical_compatible"])
    if "python" in found:
        python = int(found["python"]["occurrences"])
        notes.append(f"occurrences: Glance {glance:,}, python recurring-ical-events {python:,}" + (" (equal)" if python == glance else " DIFFER"))
        ok = ok and python == glance
    if "libical" in found:
        libical = int(found["libical"]["occurrences"])
        def instances(command):
            lines = subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()
            return collections.Counter(tuple(line.split()[:2]) for line in lines)

        # Instances by (uid, start): libical's span ends differ in form (a DATE end is the last
        # second of the day before), so ends are not compared.
        glance_list = instances([tools["glance-bench"], "expand", corpus, "--list"])
        libical_list = instances([tools["libical-bench"], "list", corpus, "20260601T000000Z", "20260615T000000Z"])
        window_start = 1780272000
        only_libical = libical_list - glance_list
        before = sum(count for key, count in only_libical.items() if int(key[1]) < window_start)
        other = sum(only_libical.values()) - before + sum((glance_list - libical_list).values())
        overrides = compatible - glance
        notes.append(
            f"occurrences: libical {libical:,} = Glance {glance:,} + {overrides:,} overridden instances "
            f"(libical's icalcomponent_foreach_recurrence does not apply RECURRENCE-ID, so a moved instance is "
            f"counted at its old and its new time) + {before:,} all-day instances that end when the window "
            f"starts (RFC 5545's DTEND is exclusive, and Glance follows it; libical takes a DATE end as the end of "
            f"that day, so they overlap the window by one day)"
            + (f"; {other} other differences" if other else "")
        )
        ok = ok and libical == glance + overrides + before and other == 0
    return notes, ok


def pipeline_job(args, tools, work):
    """The nightly job in its default shape over N generated people, beside libical's parse.

    Each person is a folder of `glance-bench sources`; the pipeline is Pipelines/nightly.json
    (six families, two text sizes, each person's own locales) pointed at those folders. In the
    same interleaved rounds libical-bench parses the same calendars on one thread, so the
    ratio of the two is measured under the same load. --jobs bounds the people processed at
    once; a person's files are parsed concurrently, the rest of a person is one thread's work,
    so the single-core run (taskset) and --jobs 1 should take about the same time and are
    both baselines for scaling. Snapshots are
    written to --pipeline-output (tmpfs when the machine has /dev/shm), so the disk's fsync
    latency does not hide the work.
    """
    rows = []
    memory = {}
    seconds_by = {}
    cpu_by = {}
    bytes_by = {}
    variants = {"--jobs 1": ["--jobs", "1"], "--jobs 2": ["--jobs", "2"]}
    single = ["taskset", "-c", "0"] if shutil.which("taskset") else None
    with open("Pipelines/nightly.json") as file:
        nightly = json.load(file)
    for sources in args.pipeline_sources:
        folder = os.path.join(work, f"sources-{sources}")
        pipeline = os.path.join(work, f"pipeline-{sources}.json")
        out = os.path.join(args.pipeline_output, f"glance-bench-out-{sources}")
        with open(pipeline, "w") as file:
            json.dump(dict(nightly, sources=folder, output=out), file, indent=2)
        # Where each variant's run writes its snapshots.
        folders = {"1 core": out + "-core-{run}", "--jobs 1": out + "1-{run}", "--jobs 2": out + "2-{run}"}
        jobs = {"libical parse": ([tools["libical-bench"], "read", folder], args.pipeline_runs)}
        if single:
            jobs["1 core"] = (single + [tools["glance"], "run", pipeline, "--quiet", "--jobs", "1", "--output", folders["1 core"]], args.pipeline_runs)
        for name, flags in variants.items():
            jobs[name] = ([tools["glance"], "run", pipeline, "--quiet", *flags, "--output", folders[name]], args.pipeline_runs)
        print(f"== pipeline {sources} people", file=sys.stderr)

        def discard(name, run):
            # Every run starts from the same machine: snapshots left in tmpfs by the runs before
            # hold memory that a later run's writes then have to reclaim, which slowed the last
            # runs of a series by a quarter. The first --jobs 2 run's are kept to be counted.
            if name in folders and (name, run) != ("--jobs 2", 0):
                shutil.rmtree(folders[name].replace("{run}", str(run)), ignore_errors=True)

        results, _ = run_interleaved(jobs, after_run=discard)
        written = folders["--jobs 2"].replace("{run}", "0")
        bytes_by[sources] = sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(written) for name in names)
        shutil.rmtree(written, ignore_errors=True)
        for name, samples in results.items():
            seconds = median(samples, 0)
            seconds_by[(sources, name)] = seconds
            memory[(sources, name)] = median(samples, 1)
            cpu_by[(sources, name)] = median(samples, 2)
            tool = name if name.startswith("libical") else f"glance {name}"
            rows.append([f"nightly {sources} people", tool, len(samples), f"{seconds:.3f}", f"{median(samples, 2):.3f}", f"{median(samples, 1):.0f}", f"{sources / seconds:.1f}"])
    notes = []
    for sources in args.pipeline_sources:
        base = "1 core" if single else "--jobs 1"
        libical = seconds_by[(sources, "libical parse")]
        notes.append(
            f"nightly at {sources} people: glance --jobs 2 takes {seconds_by[(sources, '--jobs 2')] / libical:.2f}× the time libical "
            f"takes to parse the same calendars on one thread ({sources / seconds_by[(sources, '--jobs 2')]:.1f} people/s); "
            f"{bytes_by[sources] / sources / 1000:.0f} KB of snapshots per person; in CPU time (user and system, the figure "
            f"that stays put on a shared machine) glance takes {cpu_by[(sources, '--jobs 2')] / cpu_by[(sources, 'libical parse')]:.2f}× "
            f"libical's, so on two idle cores that scale perfectly the ratio would be {cpu_by[(sources, '--jobs 2')] / 2 / cpu_by[(sources, 'libical parse')]:.2f}")
        notes.append(
            f"scaling at {sources} people: --jobs 2 on two cores is {seconds_by[(sources, base)] / seconds_by[(sources, '--jobs 2')]:.2f}× "
            f"as fast as {base} ({seconds_by[(sources, '--jobs 1')] / seconds_by[(sources, '--jobs 2')]:.2f}× --jobs 1)")
    small, large = args.pipeline_sources[0], args.pipeline_sources[-1]
    for name in variants:
        notes.append(
            f"peak memory {name}: {memory[(small, name)]:.0f} MB at {small} people, {memory[(large, name)]:.0f} MB at "
            f"{large} people ({memory[(large, name)] / memory[(small, name)]:.2f}× for {large / small:.0f}× the people)")
    return rows, notes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", required=True)
    parser.add_argument("--sizes", nargs="+", default=["small", "medium"])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--python-runs", type=int, default=3)
    parser.add_argument("--pipeline-sources", type=int, nargs="+", default=[100, 400])
    parser.add_argument("--pipeline-runs", type=int, default=3)
    parser.add_argument("--pipeline-only", action="store_true")
    parser.add_argument("--pipeline-output", default="/dev/shm" if os.path.isdir("/dev/shm") else None)
    parser.add_argument("--tool", action="append", default=[], help="name=path")
    args = parser.parse_args()
    tools = dict(item.split("=", 1) for item in args.tool)
    args.pipeline_output = args.pipeline_output or args.work

    rows = []
    notes = []
    agree = True
    measured = []
    for size in [] if args.pipeline_only else args.sizes:
        corpus = os.path.join(args.work, f"corpus-{size}")
        for job in ("read", "expand"):
            job_rows, found = corpus_job(args, tools, size, corpus, job)
            rows += job_rows
            measured.append((size, corpus, job, found))
    pipeline_rows, pipeline_notes = pipeline_job(args, tools, args.work)
    for size, corpus, job, found in measured:
        job_notes, ok = explain_counts(tools, corpus, found)
        notes += [f"{job} {size}: {note}" for note in job_notes]
        agree = agree and ok
    header = ["job", "tool", "runs", "median s", "peak MB", "MB/s", "events/s", "occurrences/s", "Glance faster"]
    if rows:
        print(table(rows, header))
        print()
    print(table(pipeline_rows, ["job", "tool", "runs", "median s", "CPU s", "peak MB", "people/s"]))
    print()
    for note in notes + pipeline_notes:
        print(f"- {note}")
    if not agree:
        print("\nCOUNTS DISAGREE beyond the explained differences", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
