/*
 * The libical side of Benchmarks/compare.sh: the same two jobs as glance-bench, on the same
 * files, one file at a time.
 *
 *   libical-bench read <dir>                  parse every .ics file, count VEVENTs
 *   libical-bench expand <dir> <from> <to>    also expand every VEVENT over [from, to)
 *                                             with icalcomponent_foreach_recurrence
 *   libical-bench list <dir> <from> <to>      print "uid start end" per occurrence (to explain
 *                                             differences)
 *
 * <dir> holds .ics files, or folders of them (the people of `glance-bench sources`, one folder
 * each): the files of <dir> come first, then each folder's, in name order.
 *
 * Prints key=value counts. Built by compare.sh with: cc -O2 libical-bench.c -lical
 */
#include <dirent.h>
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long occurrences = 0;
static int listing = 0;

static void count(icalcomponent *component, struct icaltime_span *span, void *data) {
  (void)data;
  occurrences++;
  if (listing) printf("%s %ld %ld\n", icalcomponent_get_uid(component), (long)span->start, (long)span->end);
}

static char *slurp(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *bytes = malloc((size_t)size + 1);
  size_t got = fread(bytes, 1, (size_t)size, file);
  bytes[got] = 0;
  fclose(file);
  return bytes;
}

static int by_name(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

static int is_calendar(const struct dirent *entry) {
  size_t length = strlen(entry->d_name);
  return length > 4 && strcmp(entry->d_name + length - 4, ".ics") == 0;
}

static int is_folder(const struct dirent *entry) {
  return entry->d_type == DT_DIR && entry->d_name[0] != '.';
}

/* Parses one file and counts (and, when expanding, expands) its VEVENTs. */
static void read_file(const char *path, int expand, icaltimetype from, icaltimetype to, long *events) {
  char *bytes = slurp(path);
  if (!bytes) return;
  icalcomponent *root = icalparser_parse_string(bytes);
  free(bytes);
  if (!root) return;
  /* A file with several VCALENDARs parses to an XROOT holding them. */
  icalcomponent *calendar = icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT
                                ? root
                                : icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT);
  for (; calendar; calendar = calendar == root ? NULL
                                               : icalcomponent_get_next_component(root, ICAL_VCALENDAR_COMPONENT)) {
    for (icalcomponent *event = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT); event;
         event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
      (*events)++;
      if (expand) icalcomponent_foreach_recurrence(event, from, to, count, NULL);
    }
  }
  icalcomponent_free(root);
}

/* The .ics files of a folder, then those of its subfolders (one level down). */
static int read_folder(const char *folder, int expand, icaltimetype from, icaltimetype to, long *events) {
  struct dirent **names;
  int files = scandir(folder, &names, is_calendar, by_name);
  if (files < 0) return -1;
  char path[4096];
  for (int index = 0; index < files; index++) {
    snprintf(path, sizeof path, "%s/%s", folder, names[index]->d_name);
    read_file(path, expand, from, to, events);
    free(names[index]);
  }
  free(names);
  int folders = scandir(folder, &names, is_folder, by_name);
  if (folders < 0) return -1;
  for (int index = 0; index < folders; index++) {
    snprintf(path, sizeof path, "%s/%s", folder, names[index]->d_name);
    struct dirent **inner;
    int count = scandir(path, &inner, is_calendar, by_name);
    for (int file = 0; file < count; file++) {
      char inner_path[8192];
      snprintf(inner_path, sizeof inner_path, "%s/%s", path, inner[file]->d_name);
      read_file(inner_path, expand, from, to, events);
      free(inner[file]);
    }
    if (count >= 0) free(inner);
    free(names[index]);
  }
  free(names);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: libical-bench read|expand|list <dir> [<from> <to>]\n");
    return 64;
  }
  int expand = strcmp(argv[1], "read") != 0;
  listing = strcmp(argv[1], "list") == 0;
  icaltimetype from = icaltime_null_time(), to = icaltime_null_time();
  if (expand) {
    if (argc < 5) return 64;
    from = icaltime_from_string(argv[3]);
    to = icaltime_from_string(argv[4]);
  }
  long events = 0;
  if (read_folder(argv[2], expand, from, to, &events) < 0) {
    perror(argv[2]);
    return 66;
  }
  if (!listing) {
    if (expand) printf("events=%ld occurrences=%ld\n", events, occurrences);
    else printf("events=%ld\n", events);
  }
  return 0;
}
