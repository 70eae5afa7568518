"""The python icalendar side of Benchmarks/compare.sh: the same two jobs as glance-bench.

    python-bench.py read <dir>                 parse every .ics file, count VEVENTs
    python-bench.py expand <dir> <from> <to>   also expand over [from, to) with
                                               recurring-ical-events (overrides applied)
    python-bench.py list <dir> <from> <to>     print "uid start end" per occurrence

Files are read one at a time. Dates are YYYY-MM-DD, the window's bounds in UTC.
"""

import datetime
import os
import sys

import icalendar
import recurring_ical_events


def calendars(directory):
    for name in sorted(os.listdir(directory)):
        if name.endswith(".ics"):
            with open(os.path.join(directory, name), "rb") as file:
                yield icalendar.Calendar.from_ical(file.read(), multiple=True)


def epoch(value):
    """Seconds since 1970 of a date or date-time; dates and floating times read as UTC."""
    if not isinstance(value, datetime.datetime):
        value = datetime.datetime(value.year, value.month, value.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=datetime.timezone.utc)
    return int(value.timestamp())


def main():
    mode, directory = sys.argv[1], sys.argv[2]
    events = 0
    occurrences = 0
    if mode != "read":
        start, end = (
            datetime.datetime.fromisoformat(text).replace(tzinfo=datetime.timezone.utc)
            for text in sys.argv[3:5]
        )
    for parsed in calendars(directory):
        for calendar in parsed:
            events += len(calendar.walk("VEVENT"))
            if mode == "read":
                continue
            for occurrence in recurring_ical_events.of(calendar).between(start, end):
                occurrences += 1
                if mode == "list":
                    begin = occurrence.get("DTSTART").dt
                    finish = occurrence.get("DTEND")
                    finish = finish.dt if finish is not None else begin
                    print(occurrence.get("UID"), epoch(begin), epoch(finish))
    if mode == "read":
        print(f"events={events}")
    elif mode == "expand":
        print(f"events={events} occurrences={occurrences}")


if __name__ == "__main__":
    main()
