// corpus/posix/getline-fdopen.cu: reading an edge list the way graph benchmarks do, line by line
// with getline into one growing buffer (a comment line longer than the first buffer makes it
// grow), a CSV field with getdelim, and a descriptor from open turned into a stream with fdopen.
// The expected output is g++'s.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
  FILE *out = fopen("graph.txt", "w");
  fprintf(out, "%% an edge list; this header comment is long enough to need more than the 120 bytes getline starts with, so the buffer grows\n");
  fprintf(out, "0 1\n1 2\n2 0\n");
  fclose(out);

  FILE *in = fopen("graph.txt", "r");
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  int edges = 0, lines = 0;
  while ((len = getline(&line, &cap, in)) != -1) {
    lines++;
    if (line[0] == '%') {
      printf("comment of %zd bytes, buffer of %zu bytes\n", len, cap);
      continue;
    }
    int u, v;
    if (sscanf(line, "%d %d", &u, &v) == 2) {
      edges++;
      printf("edge %d -> %d (line of %zd bytes)\n", u, v, len);
    }
  }
  printf("%d lines, %d edges, feof %d\n", lines, edges, feof(in) != 0);
  fclose(in);
  free(line);

  line = NULL;
  cap = 0;
  fclose(fopen("empty.txt", "w"));
  in = fopen("empty.txt", "r");
  len = getline(&line, &cap, in);
  printf("getline at end of file: %zd, buffer allocated: %d (%zu bytes)\n", len, line != NULL, cap);
  fclose(in);

  out = fopen("row.csv", "w");
  fputs("3.5,4.25,x", out);
  fclose(out);
  in = fopen("row.csv", "r");
  while ((len = getdelim(&line, &cap, ',', in)) != -1)
    printf("field '%.*s'\n", (int)(line[len - 1] == ',' ? len - 1 : len), line);
  fclose(in);
  free(line);

  int fd = open("graph.txt", O_RDONLY);
  FILE *s = fdopen(fd, "r");
  char first[8];
  fgets(first, sizeof first, s);
  printf("fdopen stream reads '%c', descriptor %d\n", first[0], fileno(s) == fd);
  fclose(s);
  FILE *none = fdopen(77, "r");
  printf("fdopen of a closed descriptor: %s (EBADF %d)\n", none ? "stream" : "NULL", errno == EBADF);
  unlink("graph.txt");
  unlink("row.csv");
  unlink("empty.txt");
  return 0;
}
// expect: comment of 124 bytes, buffer of 240 bytes
// expect: edge 0 -> 1 (line of 4 bytes)
// expect: edge 1 -> 2 (line of 4 bytes)
// expect: edge 2 -> 0 (line of 4 bytes)
// expect: 4 lines, 3 edges, feof 1
// expect: getline at end of file: -1, buffer allocated: 1 (120 bytes)
// expect: field '3.5'
// expect: field '4.25'
// expect: field 'x'
// expect: fdopen stream reads '%', descriptor 1
// expect: fdopen of a closed descriptor: NULL (EBADF 1)
