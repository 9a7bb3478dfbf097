// corpus/libc/fileio.cu: files through the C library: fopen, fprintf, fputs, fgets, rewind, fscanf,
// fseek, ftell, remove, and argv; the expected output is gcc's for the same program.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
  const char *name = "cudak-fileio.tmp";
  FILE *f = fopen(name, "w");
  if (!f) { perror("fopen"); return 1; }
  for (int i = 0; i < 5; i++)
    fprintf(f, "line %d: %.3f\n", i, i * 1.5);
  fputs("end\n", f);
  fclose(f);
  f = fopen(name, "r");
  char buf[64];
  int n = 0;
  while (fgets(buf, sizeof buf, f)) {
    n++;
    buf[strcspn(buf, "\n")] = 0;
    printf("[%s]\n", buf);
  }
  rewind(f);
  int k; float x;
  if (fscanf(f, "line %d: %f", &k, &x) == 2)
    printf("scanned %d %.1f\n", k, x);
  fseek(f, 0, SEEK_END);
  printf("size %ld, lines %d, argc %d\n", ftell(f), n, argc);
  fclose(f);
  remove(name);
  printf("%s\n", fopen(name, "r") ? "still there" : "removed");
  return 0;
}
// run-args: a b
// expect: [line 0: 0.000]
// expect: [line 1: 1.500]
// expect: [line 2: 3.000]
// expect: [line 3: 4.500]
// expect: [line 4: 6.000]
// expect: [end]
// expect: scanned 0 0.0
// expect: size 74, lines 6, argc 3
// expect: removed
