// corpus/posix/files.cu: a benchmark harness's file handling through POSIX descriptors: it writes
// its input with open/write, checks it with stat and fstat, reads it back with lseek/read/pread,
// lists a scratch directory with opendir/readdir (sorted, since the order is the file system's),
// and cleans up with unlink and rmdir; realpath, mkstemp, mkdtemp and tmpfile make its scratch
// files. The error paths are the kernel's errno values. The expected output is g++'s for the
// same program.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/types.h>

#define N 256

static int cmp_names(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
  float data[N];
  for (int i = 0; i < N; i++)
    data[i] = 0.5f * i;

  umask(022);
  if (mkdir("bench-data", 0755) != 0) {
    perror("mkdir");
    return 1;
  }
  int fd = open("bench-data/input.bin", O_CREAT | O_WRONLY | O_TRUNC, 0644);
  if (fd < 0) {
    perror("open");
    return 1;
  }
  ssize_t put = write(fd, data, sizeof data);
  close(fd);
  printf("wrote %zd bytes\n", put);

  fd = creat("bench-data/notes.txt", 0600);
  const char *note = "seed 42\n";
  write(fd, note, strlen(note));
  close(fd);

  struct stat st;
  if (stat("bench-data/input.bin", &st) == 0)
    printf("stat: %ld bytes, regular %d, directory %d, mode %o\n", (long)st.st_size,
           S_ISREG(st.st_mode) ? 1 : 0, S_ISDIR(st.st_mode) ? 1 : 0, st.st_mode & 0777);
  if (stat("bench-data", &st) == 0)
    printf("stat: bench-data is a directory: %d\n", S_ISDIR(st.st_mode) ? 1 : 0);

  fd = open("bench-data/input.bin", O_RDONLY);
  struct stat fst;
  fstat(fd, &fst);
  float *back = (float *)malloc(fst.st_size);
  ssize_t got = read(fd, back, fst.st_size);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += back[i] != data[i];
  printf("read %zd bytes, %d mismatches\n", got, bad);
  float x;
  lseek(fd, 100 * sizeof(float), SEEK_SET);
  read(fd, &x, sizeof x);
  printf("element 100: %.1f\n", x);
  pread(fd, &x, sizeof x, 7 * sizeof(float));
  printf("element 7: %.1f, offset now %ld\n", x, (long)lseek(fd, 0, SEEK_CUR));
  printf("at end: read returns %zd\n", (lseek(fd, 0, SEEK_END), read(fd, &x, sizeof x)));
  close(fd);
  free(back);

  char *names[8];
  int n = 0;
  DIR *dir = opendir("bench-data");
  struct dirent *e;
  while ((e = readdir(dir)) != NULL)
    if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
      names[n++] = strdup(e->d_name);
  closedir(dir);
  qsort(names, n, sizeof names[0], cmp_names);
  for (int i = 0; i < n; i++) {
    printf("entry: %s\n", names[i]);
    free(names[i]);
  }

  printf("access R_OK: %d\n", access("bench-data/notes.txt", R_OK));
  int r = access("bench-data/missing.txt", F_OK);
  printf("access missing: %d, errno ENOENT: %d\n", r, errno == ENOENT);
  r = open("bench-data/missing.txt", O_RDONLY);
  printf("open missing: %d, errno ENOENT: %d\n", r, errno == ENOENT);
  r = close(99);
  printf("close(99): %d, errno EBADF: %d\n", r, errno == EBADF);
  r = rmdir("bench-data");
  printf("rmdir non-empty: %d, errno ENOTEMPTY: %d\n", r, errno == ENOTEMPTY);
  DIR *none = opendir("no-such-dir");
  printf("opendir missing: %s, errno ENOENT: %d\n", none ? "opened" : "NULL", errno == ENOENT);

  unlink("bench-data/input.bin");
  unlink("bench-data/notes.txt");
  printf("rmdir: %d\n", rmdir("bench-data"));

  char cwd[4096];
  printf("getcwd: %s\n", getcwd(cwd, sizeof cwd) == cwd ? "ok" : "failed");
  char *real = realpath(".", NULL);
  printf("realpath(\".\") is the cwd: %d\n", real && strcmp(real, cwd) == 0);
  free(real);
  char resolved[4096];
  char *none_path = realpath("no/such/file", resolved);
  printf("realpath of a missing file: %s, errno ENOENT: %d\n", none_path ? "resolved" : "NULL",
         errno == ENOENT);

  char tmpl[] = "run-XXXXXX";
  int tfd = mkstemp(tmpl);
  printf("mkstemp: fd ok %d, template filled %d, length %d\n", tfd > 2,
         strstr(tmpl, "XXXXXX") == NULL, (int)strlen(tmpl));
  write(tfd, "abc", 3);
  close(tfd);
  printf("its size: %ld\n", (stat(tmpl, &st), (long)st.st_size));
  unlink(tmpl);
  char dtmpl[] = "dir-XXXXXX";
  char *made = mkdtemp(dtmpl);
  printf("mkdtemp: %d, a directory %d\n", made == dtmpl, stat(dtmpl, &st) == 0 && S_ISDIR(st.st_mode));
  rmdir(dtmpl);
  char bad_tmpl[] = "no-x";
  int bad_fd = mkstemp(bad_tmpl);
  printf("mkstemp without XXXXXX: %d, errno EINVAL: %d\n", bad_fd, errno == EINVAL);

  FILE *scratch = tmpfile();
  fprintf(scratch, "%d %d\n", 6, 7);
  rewind(scratch);
  int p = 0, q = 0;
  fscanf(scratch, "%d %d", &p, &q);
  fclose(scratch);
  printf("tmpfile round trip: %d\n", p * q);

  char tiny[2];
  char *t = getcwd(tiny, sizeof tiny);
  printf("getcwd into 2 bytes: %s, errno ERANGE: %d\n", t ? "ok" : "NULL", errno == ERANGE);
  return 0;
}
// expect: wrote 1024 bytes
// expect: stat: 1024 bytes, regular 1, directory 0, mode 644
// expect: stat: bench-data is a directory: 1
// expect: read 1024 bytes, 0 mismatches
// expect: element 100: 50.0
// expect: element 7: 3.5, offset now 404
// expect: at end: read returns 0
// expect: entry: input.bin
// expect: entry: notes.txt
// expect: access R_OK: 0
// expect: access missing: -1, errno ENOENT: 1
// expect: open missing: -1, errno ENOENT: 1
// expect: close(99): -1, errno EBADF: 1
// expect: rmdir non-empty: -1, errno ENOTEMPTY: 1
// expect: opendir missing: NULL, errno ENOENT: 1
// expect: rmdir: 0
// expect: getcwd: ok
// expect: realpath(".") is the cwd: 1
// expect: realpath of a missing file: NULL, errno ENOENT: 1
// expect: mkstemp: fd ok 1, template filled 1, length 10
// expect: its size: 3
// expect: mkdtemp: 1, a directory 1
// expect: mkstemp without XXXXXX: -1, errno EINVAL: 1
// expect: tmpfile round trip: 42
// expect: getcwd into 2 bytes: NULL, errno ERANGE: 1
