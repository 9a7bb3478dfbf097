/* fuzz/fuzz-run.c — libFuzzer target of `make fuzz-run` (issue 24): one input is one program
 * (the //@@ multi-file format of fuzz/README), built AND run the way `cudak --run` does, with
 * every check on, under hard limits, its reports rendered as text, JSON and SARIF.
 *
 * The whole of cudak is linked in (interp/main.c with its main renamed ck_fuzz_cudak_main), and
 * each input runs in a forked child: a run may call exit(), leave threads behind, or fill Boehm's
 * heap, none of which an in-process target survives. The parent is the guard: it kills a child
 * that runs past FUZZ_RUN_WALL_S seconds or grows past FUZZ_RUN_RSS_MB of memory, and reports
 * that as a finding (a hang or the host running out of memory is what cudak must never do). The
 * child's output goes to files capped at FUZZ_RUN_OUTPUT_MB (RLIMIT_FSIZE). A child killed by a
 * signal, or ending in a sanitizer report (its death callback exits with 77), makes the parent
 * print the end of the child's stderr and abort, so that libFuzzer records the input.
 *
 * Coverage: the child's inline 8-bit counters (-fsanitize=fuzzer) are copied to a shared page
 * before it exits and added to the parent's, so libFuzzer's feedback sees the run.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "token-mutator.c"   /* LLVMFuzzerCustomMutator: token-level mutation */

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);
int ck_fuzz_cudak_main (int argc, char **argv);
void __real_exit (int status) __attribute__ ((noreturn));
void __sanitizer_set_death_callback (void (*callback) (void));
void __wrap_exit (int status) __attribute__ ((noreturn));

#define FUZZ_RUN_WALL_S     30     /* wall-clock guard per input (the sanitizers slow runs ~3x) */
#define FUZZ_RUN_RSS_MB     3072   /* memory guard per input */
#define FUZZ_RUN_OUTPUT_MB  16     /* each output file of a run */
#define FUZZ_RUN_MAX_STEPS  "200000"
#define FUZZ_MAX_FILES      8
#define FUZZ_MAX_NAME       64
#define FUZZ_CHILD_SANITIZER_EXIT 77   /* the child's status after a sanitizer report */

/* the bounds of the counters' section, by their assembler names: declared under their own C
 * names they would clash with the instrumentation's declarations in this file and leave its
 * module constructor registering an empty range */
extern uint8_t cntrs_start[] __asm__ ("__start___sancov_cntrs");
extern uint8_t cntrs_stop[] __asm__ ("__stop___sancov_cntrs");

static uint8_t *shared_counters;
static size_t n_counters;
static int in_child;
static char workdir[4096];
static char last_command[2048];   /* the command line of the last run, for the findings */

/* ---- the child ----------------------------------------------------------------------------- */

static void
child_leave (int status) __attribute__ ((noreturn));

static void
child_leave (int status)
{
  fflush (NULL);
  if (shared_counters && n_counters)
    memcpy (shared_counters, cntrs_start, n_counters);
  _exit (status & 0xff);
}

/* cudak's exit() calls (and the interpreted program's, which end in cudak's) end the child
 * here: libFuzzer's own atexit handler would take an exit for a crash of the target. */
void
__wrap_exit (int status)
{
  if (in_child)
    child_leave (status);
  __real_exit (status);
}

/* A sanitizer report in the child ends here: its own exit status, whatever ASAN_OPTIONS say, so
 * that the parent tells it from the program's exit status 1 and records the input. */
static void
child_death (void)
{
  fflush (NULL);
  _exit (FUZZ_CHILD_SANITIZER_EXIT);
}

/* Runs cudak with [args] in the current directory, output to OUT-NAME and ERR-NAME. */
static int
child_run (const char *out, const char *err, char **args)
{
  int argc = 0;
  while (args[argc])
    argc++;
  fflush (NULL);
  int o = open (out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  int e = open (err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (o < 0 || e < 0)
    return 0;
  dup2 (o, 1);
  dup2 (e, 2);
  close (o);
  close (e);
  return ck_fuzz_cudak_main (argc, args);
}

/* ---- the parent ---------------------------------------------------------------------------- */

static long
child_rss_mb (pid_t pid)
{
  char path[64], buf[256];
  snprintf (path, sizeof path, "/proc/%d/statm", (int) pid);
  FILE *f = fopen (path, "r");
  if (!f)
    return 0;
  long size = 0, rss = 0;
  if (!fgets (buf, sizeof buf, f) || sscanf (buf, "%ld %ld", &size, &rss) != 2)
    rss = 0;
  fclose (f);
  return rss * (sysconf (_SC_PAGESIZE) / 1024) / 1024;
}

/* Reports a finding after the end of the child's stderr (where its sanitizer report is) and
 * aborts, which makes libFuzzer write the input as a crash artifact. */
static void
finding (const char *what, const char *why)
{
  char path[4200], cmd[4300];
  snprintf (path, sizeof path, "%s/err.txt", workdir);
  snprintf (cmd, sizeof cmd, "tail -c 6000 '%s' >&2", path);
  fprintf (stderr, "fuzz-run: the end of the run's stderr:\n");
  fflush (stderr);
  if (system (cmd) != 0)
    fprintf (stderr, "fuzz-run: (no stderr)\n");
  fprintf (stderr, "fuzz-run: %s: %s\nfuzz-run: the run was: %s\n", what, why, last_command);
  abort ();
}

/* Forks a child that runs cudak with [args] in workdir and waits for it under the guards;
 * returns its exit status. Coverage of the child is added to the parent's counters. */
static int
run_guarded (char **args)
{
  if (shared_counters)
    memset (shared_counters, 0, n_counters);
  last_command[0] = 0;
  for (char **a = args; *a; a++)
    {
      strncat (last_command, *a, sizeof last_command - strlen (last_command) - 2);
      strcat (last_command, " ");
    }
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    finding ("fork", strerror (errno));
  if (pid == 0)
    {
      in_child = 1;
      __sanitizer_set_death_callback (child_death);
      if (chdir (workdir) != 0)
        child_leave (125);
      struct rlimit fs = { (rlim_t) FUZZ_RUN_OUTPUT_MB << 20, (rlim_t) FUZZ_RUN_OUTPUT_MB << 20 };
      setrlimit (RLIMIT_FSIZE, &fs);
      signal (SIGXFSZ, SIG_IGN);   /* a write past the cap fails with EFBIG instead */
      int null = open ("/dev/null", O_RDONLY);
      if (null >= 0)
        dup2 (null, 0);
      child_leave (child_run ("out.txt", "err.txt", args));
    }
  struct timespec t0, now;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  int status = 0;
  for (long tick = 0;; tick++)
    {
      pid_t r = waitpid (pid, &status, WNOHANG);
      if (r == pid)
        break;
      if (r < 0 && errno != EINTR)
        finding ("waitpid", strerror (errno));
      clock_gettime (CLOCK_MONOTONIC, &now);
      double s = (double) (now.tv_sec - t0.tv_sec) + (double) (now.tv_nsec - t0.tv_nsec) / 1e9;
      const char *why = NULL;
      if (s > FUZZ_RUN_WALL_S)
        why = "the run did not end within the wall-clock guard (a hang)";
      else if (tick % 8 == 0 && child_rss_mb (pid) > FUZZ_RUN_RSS_MB)
        why = "the run grew past the memory guard (the host would run out of memory)";
      if (why)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          finding ("guard", why);
        }
      struct timespec nap = { 0, tick < 100 ? 1000000 : 10000000 };
      nanosleep (&nap, NULL);
    }
  if (shared_counters)
    for (size_t i = 0; i < n_counters; i++)
      if (shared_counters[i])
        {
          unsigned v = (unsigned) cntrs_start[i] + shared_counters[i];
          cntrs_start[i] = (uint8_t) (v > 255 ? 255 : v);
        }
  if (WIFSIGNALED (status))
    {
      char why[64];
      snprintf (why, sizeof why, "killed by signal %d", WTERMSIG (status));
      finding ("crash", why);
    }
  int code = WEXITSTATUS (status);
  if (code == FUZZ_CHILD_SANITIZER_EXIT)
    finding ("crash", "a sanitizer report in the run (above)");
  return code;
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  n_counters = (size_t) (cntrs_stop - cntrs_start);
  if (n_counters)
    {
      shared_counters = mmap (NULL, n_counters, PROT_READ | PROT_WRITE,
                              MAP_SHARED | MAP_ANONYMOUS, -1, 0);
      if (shared_counters == MAP_FAILED)
        shared_counters = NULL;
    }
  const char *base = getenv ("CK_FUZZ_RUN_DIR");
  snprintf (workdir, sizeof workdir, "%s/fuzz-run.%d", base && *base ? base : "/tmp",
            (int) getpid ());
  mkdir (workdir, 0700);
  return 0;
}

static void
clean_workdir (void)
{
  char cmd[4200];
  snprintf (cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", workdir, workdir);
  if (system (cmd) != 0)
    finding ("setup", "cannot clean the work directory");
}

/* Writes the files of the input (//@@ NAME lines, as fuzz-frontend.c reads them) into workdir;
 * returns the translation units' names in [tus] (at most FUZZ_MAX_FILES). */
static int
write_input (const char *data, size_t size, char tus[][FUZZ_MAX_NAME + 1])
{
  const char *end = data + size, *start = data;
  char name[FUZZ_MAX_NAME + 1] = "main.cu";
  int nfiles = 0, ntus = 0;
  for (const char *q = data;;)
    {
      const char *hit = NULL, *nm = NULL, *nl = NULL;
      while (nfiles + 1 < FUZZ_MAX_FILES && (hit = memmem (q, (size_t) (end - q), "//@@ ", 5)))
        {
          q = hit + 1;
          nm = hit + 5;
          nl = memchr (nm, '\n', (size_t) (end - nm));
          size_t n = (size_t) ((nl ? nl : end) - nm);
          /* names are plain relative paths: no "..", no leading '/', printable */
          int ok = (hit == data || hit[-1] == '\n') && n > 0 && n <= FUZZ_MAX_NAME
                   && nm[0] != '/' && !memmem (nm, n, "..", 2);
          for (size_t i = 0; ok && i < n; i++)
            ok = nm[i] > ' ' && nm[i] < 127 && nm[i] != '\'';
          if (ok)
            break;
          hit = NULL;
        }
      char path[4200];
      snprintf (path, sizeof path, "%s/%s", workdir, name);
      char *slash = strrchr (path, '/');
      if (slash > path + strlen (workdir))
        {
          *slash = 0;
          char cmd[4300];
          snprintf (cmd, sizeof cmd, "mkdir -p '%s'", path);
          if (system (cmd) != 0)
            return -1;
          *slash = '/';
        }
      FILE *f = fopen (path, "wb");
      if (f)
        {
          fwrite (start, 1, (size_t) ((hit ? hit : end) - start), f);
          fclose (f);
        }
      nfiles++;
      const char *dot = strrchr (name, '.');
      if (f && dot && (!strcmp (dot, ".cu") || !strcmp (dot, ".c") || !strcmp (dot, ".cpp")))
        {
          int dup = 0;
          for (int i = 0; i < ntus; i++)
            dup |= !strcmp (tus[i], name);
          if (!dup)
            strcpy (tus[ntus++], name);
        }
      if (hit == NULL)
        break;
      size_t n = (size_t) ((nl ? nl : end) - nm);
      memcpy (name, nm, n);
      name[n] = 0;
      start = q = nl ? nl + 1 : end;
    }
  return ntus;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  clean_workdir ();
  char tus[FUZZ_MAX_FILES][FUZZ_MAX_NAME + 1];
  int ntus = write_input ((const char *) data, size, tus);
  if (ntus <= 0)
    return 0;
  /* The options vary with the input (a hash of it), so that the SIMT models, the memory models
   * and the warp sizes all get their share; the checks are always all on. */
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 16777619u;
  static const char *const simt[] = { "--simt=stack", "--simt=its" };
  static const char *const memory[] = { "--memory=sc", "--memory=sc", "--memory=fermi" };
  static const char *const warp[] = { "--warp-size=32", "--warp-size=32", "--warp-size=4",
                                      "--warp-size=1" };
  static const char *const reports[] = { "--report=text", "--report=json", "--report=sarif" };
  char seed[32];
  snprintf (seed, sizeof seed, "--seed=%u", (h >> 8) % 4);
  for (int r = 0; r < 3; r++)
    {
      char *args[64];
      int n = 0;
      args[n++] = (char *) "cudak";
      args[n++] = (char *) "--run";
      args[n++] = (char *) "--max-steps=" FUZZ_RUN_MAX_STEPS;
      args[n++] = (char *) "--racecheck=yes";
      args[n++] = (char *) "--memcheck=yes";
      args[n++] = (char *) "--initcheck=yes";
      args[n++] = (char *) "--synccheck=yes";
      args[n++] = (char *) "--leakcheck=yes";
      args[n++] = (char *) "--apicheck=yes";
      args[n++] = (char *) "--pin-time";
      args[n++] = (char *) "-Iinc";
      args[n++] = (char *) simt[h % 2];
      if (h % 2 == 0)   /* Fermi's memory goes with the stack model only */
        args[n++] = (char *) memory[(h >> 1) % 3];
      args[n++] = (char *) warp[(h >> 3) % 4];
      args[n++] = seed;
      args[n++] = (char *) reports[r];
      if (r > 0)
        args[n++] = (char *) (r == 1 ? "--report-file=report.json" : "--report-file=report.sarif");
      for (int i = 0; i < ntus; i++)
        args[n++] = tus[i];
      args[n] = NULL;
      int code = run_guarded (args);
      /* the JSON and SARIF renderings are only worth a run when there is something to render:
         status 1 and 2 are build errors, anything else the program's or the checker's */
      if (r == 0 && (code == 0 || code == 1 || code == 2))
        break;
    }
  return 0;
}
