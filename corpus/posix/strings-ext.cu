// corpus/posix/strings-ext.cu: the string functions of glibc's <string.h> and <strings.h>
// beyond ISO C that command-line and config-file parsers use: strsep (empty fields kept),
// strtok_r (nested tokenising), strcasecmp/strncasecmp, strcasestr, stpcpy, strchrnul,
// mempcpy, bzero, bcopy (overlapping), bcmp, index/rindex, strdup/strndup, strcoll, and
// libgen's dirname/basename, which write into their argument. The expected output is g++'s.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <libgen.h>

int main(void)
{
  char config[] = "device=0;blocks=128;;threads=256";
  char *rest = config, *field;
  while ((field = strsep(&rest, ";")) != NULL) {
    if (*field == 0) {
      printf("(empty field)\n");
      continue;
    }
    char *save, *key = strtok_r(field, "=", &save);
    char *value = strtok_r(NULL, "=", &save);
    printf("%s -> %d\n", key, atoi(value));
  }

  char matrix[] = "1 2 3|4 5 6";
  char *outer, *inner;
  for (char *row = strtok_r(matrix, "|", &outer); row; row = strtok_r(NULL, "|", &outer)) {
    int s = 0;
    for (char *v = strtok_r(row, " ", &inner); v; v = strtok_r(NULL, " ", &inner))
      s += atoi(v);
    printf("row sum %d\n", s);
  }

  printf("strcasecmp: %d %d %d\n", strcasecmp("Float", "FLOAT") == 0, strcasecmp("abc", "ABD") < 0,
         strncasecmp("--Verbose", "--vERBOSE=1", 9) == 0);
  const char *log = "Kernel time: 1.5 ms";
  const char *hit = strcasestr(log, "TIME");
  printf("strcasestr: %s\n", hit ? hit : "(none)");

  char buf[64];
  char *end = stpcpy(buf, "sum");
  end = stpcpy(end, "_kernel");
  printf("stpcpy: %s (%d chars)\n", buf, (int)(end - buf));
  printf("strchrnul: '%s' '%s'\n", strchrnul("a.out", '.'), strchrnul("a.out", '#'));
  int src[4] = {1, 2, 3, 4}, dst[8];
  int *next = (int *)mempcpy(dst, src, sizeof src);
  next = (int *)mempcpy(next, src, sizeof src);
  printf("mempcpy: %d ints, dst[5] = %d\n", (int)(next - dst), dst[5]);

  int counters[6] = {1, 2, 3, 4, 5, 6};
  bzero(counters + 2, 2 * sizeof(int));
  printf("bzero: %d %d %d %d %d %d\n", counters[0], counters[1], counters[2], counters[3],
         counters[4], counters[5]);
  char shift[] = "abcdef";
  bcopy(shift, shift + 2, 4);
  printf("bcopy overlapping: %s\n", shift);
  printf("bcmp: %d %d\n", bcmp("abc", "abc", 3) == 0, bcmp("abc", "abd", 3) != 0);
  const char *path = "/data/graphs/road.mtx";
  printf("index: %s, rindex: %s\n", index(path, 'g'), rindex(path, '/'));
  char *copy = strdup(path), *head = strndup(path, 5);
  printf("strdup: %s, strndup: %s\n", copy, head);
  printf("strcoll: %d\n", strcoll("alpha", "beta") < 0);

  char *d = strdup(path), *b = strdup(path);
  printf("dirname: %s, basename: %s\n", dirname(d), basename(b));
  printf("after the calls the argument of dirname reads: %s\n", d);
  char trailing[] = "/tmp/out/";
  printf("basename of '/tmp/out/': %s\n", basename(trailing));
  char plain[] = "input.txt", root[] = "/", dots[] = "";
  printf("dirname of 'input.txt': %s, of '/': %s, of '': %s\n", dirname(plain), dirname(root),
         dirname(dots));
  free(copy);
  free(head);
  free(d);
  free(b);
  return 0;
}
// expect: device -> 0
// expect: blocks -> 128
// expect: (empty field)
// expect: threads -> 256
// expect: row sum 6
// expect: row sum 15
// expect: strcasecmp: 1 1 1
// expect: strcasestr: time: 1.5 ms
// expect: stpcpy: sum_kernel (10 chars)
// expect: strchrnul: '.out' ''
// expect: mempcpy: 8 ints, dst[5] = 2
// expect: bzero: 1 2 0 0 5 6
// expect: bcopy overlapping: ababcd
// expect: bcmp: 1 1
// expect: index: graphs/road.mtx, rindex: /road.mtx
// expect: strdup: /data/graphs/road.mtx, strndup: /data
// expect: strcoll: 1
// expect: dirname: /data/graphs, basename: road.mtx
// expect: after the calls the argument of dirname reads: /data/graphs
// expect: basename of '/tmp/out/': out
// expect: dirname of 'input.txt': ., of '/': /, of '': .
