/*
 * measure <command> [args...]: runs the command and prints, as the last line of standard
 * error, "measure seconds=<wall> cpu_seconds=<user + system> peak_kb=<maximum resident set>".
 *
 * CPU time is the repeatable figure on a shared machine: wall time grows with the other
 * processes' load, the work done does not.
 *
 * Peak memory is read with wait4 from a process this small wrapper forks, because Linux
 * carries a parent's resident size into its child's maximum across fork and exec: measured
 * from the Python driver, every tool would seem at least as large as the driver.
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: measure <command> [args...]\n");
    return 64;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t child = fork();
  if (child == 0) {
    execvp(argv[1], argv + 1);
    perror(argv[1]);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) < 0) {
    perror("wait4");
    return 70;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
  double cpu = (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
               (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  fprintf(stderr, "measure seconds=%.6f cpu_seconds=%.6f peak_kb=%ld\n", seconds, cpu, usage.ru_maxrss);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
