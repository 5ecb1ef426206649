#!/usr/bin/env python3
"""What got worse since the last recorded results, beyond each figure's noise.

    compare_results.py LAST.md NEW.md        # prints the table (markdown) of what got worse
    compare_results.py --self-test           # checks the comparison on made-up tables

Every markdown table of RESULTS.md is read as figures: a row is named by its section, the
table's header and its label cells (those that are not numbers), and each numeric cell of a
column that measures a cost (time, memory, bytes, instructions, a ratio of costs) is one
figure. A figure is worse when it grew by more than its noise: the spread recorded beside it
in either run (p90 less the median, or half a ratio's range), and never less than
`FLOOR` (5 %) of the last value, the run-to-run spread of the steadiest figures on this
machine. Figures that are not costs (counts of iterations, draw ops, the budget and result
columns) and rows present in one run only are left out. Never fails on timing: exits 0
whatever it finds (1 only when a file cannot be read).
"""
import re
import sys

FLOOR = 0.05
NUMBER = re.compile(r"^\*{0,2}(-?[\d,]+(?:\.\d+)?)\*{0,2}$")
RANGE = re.compile(r"^(-?[\d.]+)\s*[–-]\s*(-?[\d.]+)$")
# Header words of columns that are costs: bigger is worse.
COST = re.compile(r"\b(ms|µs|us|MiB|bytes|instructions|median|p90|max|ratio|per step|start-up)\b|×", re.I)
# Header words of columns that are not costs, or are the spread itself.
NOT_COST = re.compile(r"\b(iterations|draw ops|budget|result|lines|todos|linked|rounds|keys|range|file MiB|idle ticks|idle bytes)\b", re.I)
# Columns that are neither costs nor part of a row's name (they vary from run to run).
NOT_LABEL = re.compile(r"\b(iterations|draw ops|budget|result|idle ticks|idle bytes|keys)\b", re.I)


def number(cell):
    match = NUMBER.match(cell.strip())
    return float(match.group(1).replace(",", "")) if match else None


def tables(text):
    """Yields (section, header cells, rows of cells) for each table."""
    section, header, rows = "", None, []
    lines = text.splitlines() + [""]
    for index, line in enumerate(lines):
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if header is None:
                header = cells
            elif all(re.fullmatch(r":?-+:?", cell) for cell in cells if cell):
                continue
            else:
                rows.append(cells)
        elif header is not None:
            yield section, header, rows
            header, rows = None, []


def is_cost(name):
    """Whether a column holds a cost: bigger is worse. A maximum is one sample, too noisy to
    compare."""
    return bool(COST.search(name)) and not NOT_COST.search(name) and not name.lower().startswith("max")


def figures(text):
    """{(section, header, label): {column: (value, noise)}}: a row's label is its cells in
    the columns that are not costs (the operation, the size); the noise of a figure is the
    spread recorded in its row, as a share of the row's median when it is another column's."""
    found = {}
    for section, header, rows in tables(text):
        columns = list(header)
        median = next((i for i, name in enumerate(columns) if name.lower().startswith("median")), None)
        p90 = next((i for i, name in enumerate(columns) if name.lower().startswith("p90")), None)
        spread = next((i for i, name in enumerate(columns) if "range" in name.lower()), None)
        for row in rows:
            if len(row) != len(columns):
                continue
            label = tuple(
                cell for name, cell in zip(columns, row)
                if not COST.search(name) and not NOT_LABEL.search(name) and "range" not in name.lower())
            # The row's spread as a share of its median: p90 less the median, or half the range.
            share = 0.0
            if median is not None and p90 is not None and number(row[median]) and number(row[p90]) is not None:
                share = max(number(row[p90]) - number(row[median]), 0.0) / number(row[median])
            values = {}
            for name, cell in zip(columns, row):
                value = number(cell)
                if value is None or not is_cost(name):
                    continue
                noise = share * abs(value)
                if spread is not None and RANGE.match(row[spread]):
                    low, high = (float(part) for part in RANGE.match(row[spread]).groups())
                    noise = max(noise, (high - low) / 2)
                values[name] = (value, noise)
            if values:
                found[(section, " | ".join(columns), " · ".join(label))] = values
    return found


def worse(last_text, new_text):
    """[(section, label, column, last, new, noise)] of the figures that grew beyond noise."""
    last, new = figures(last_text), figures(new_text)
    found = []
    for key, columns in new.items():
        if key not in last:
            continue
        for column, (value, noise) in columns.items():
            if column not in last[key]:
                continue
            before, before_noise = last[key][column]
            allowed = max(noise, before_noise, FLOOR * abs(before))
            if value - before > allowed:
                found.append((key[0], key[2], column, before, value, allowed))
    return found


def report(found, compared):
    lines = ["", "## What got worse since the last recorded results", ""]
    if not found:
        lines.append(f"Nothing beyond its noise ({compared} figures compared; noise: the spread recorded beside a figure, at least {FLOOR:.0%}).")
        return "\n".join(lines)
    lines.append(f"{len(found)} of {compared} figures grew by more than their noise (the spread recorded beside them in either run, at least {FLOOR:.0%}):")
    lines += ["", "| section | row | figure | last | now | × | noise |", "| --- | --- | --- | ---: | ---: | ---: | ---: |"]
    for section, label, column, before, value, allowed in found:
        ratio = value / before if before else float("inf")
        lines.append(f"| {section} | {label} | {column} | {before:,.2f} | {value:,.2f} | {ratio:.2f} | {allowed:,.2f} |")
    return "\n".join(lines)


def self_test():
    last = """## Keys
| operation | todos | iterations | median µs | p90 µs |
| --- | ---: | ---: | ---: | ---: |
| type a character | 10 | 20,000 | 1.00 | 1.50 |
| move | 10 | 20,000 | 2.00 | 2.05 |
| add | 10 | 9,000 | 10.00 | 10.10 |

"""
    new = """## Keys
| operation | todos | iterations | median µs | p90 µs |
| --- | ---: | ---: | ---: | ---: |
| type a character | 10 | 10,000 | 1.40 | 1.55 |
| move | 10 | 20,000 | 2.30 | 2.40 |
| add | 10 | 9,000 | 10.40 | 10.50 |
| new row | 10 | 1 | 99.00 | 99.00 |

"""
    found = worse(last, new)
    names = [(label, column) for _, label, column, *_ in found]
    # 1.00 → 1.40 is within the noise (p90 − median: 0.5); 2.00 → 2.30 is not (noise 0.1);
    # its p90 grew too; 10.00 → 10.40 is within 5 %; iterations are no cost; a new row has
    # nothing to compare with.
    expected = [("move · 10", "median µs"), ("move · 10", "p90 µs")]
    assert names == expected, names
    assert "Nothing beyond" in report([], 3)
    print("compare_results.py: self-test passed")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        last_text = open(sys.argv[1], encoding="utf-8").read()
        new_text = open(sys.argv[2], encoding="utf-8").read()
    except OSError as error:
        sys.exit(f"compare_results.py: {error}")
    compared = sum(len(columns) for key, columns in figures(new_text).items() if key in figures(last_text))
    print(report(worse(last_text, new_text), compared))


if __name__ == "__main__":
    main()
