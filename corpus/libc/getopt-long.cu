// corpus/libc/getopt-long.cu: getopt_long over short options with arguments, grouped short options,
// long options with '=', and a non-option argument that GNU getopt permutes to the end. It
// crashed on "-c 3": glibc's getopt keeps a pointer into the argv element it scans from one
// call to the next, and cudak gave it fresh copies of argv each call, freed after it.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <getopt.h>

int main(int argc, char **argv)
{
  static struct option lo[] = {
    { "count", required_argument, 0, 'c' },
    { "help", no_argument, 0, 'h' },
    { "verbose", no_argument, 0, 'v' },
    { 0, 0, 0, 0 }
  };
  int o, idx = -1;
  while ((o = getopt_long(argc, argv, "c:hv", lo, &idx)) != -1) {
    if (o == 'c')
      printf("count %d\n", atoi(optarg));
    else if (o == 'h')
      printf("help\n");
    else if (o == 'v')
      printf("verbose (long index %d)\n", idx);
    else
      printf("bad %d\n", o);
  }
  printf("optind=%d\n", optind);
  for (int i = optind; i < argc; i++)
    printf("operand %s\n", argv[i]);
  return 0;
}
// run-args: -c 3 file1 -hv --count=42 --verbose -vc7
// expect: count 3
// expect: help
// expect: verbose (long index -1)
// expect: count 42
// expect: verbose (long index 2)
// expect: verbose (long index 2)
// expect: count 7
// expect: optind=7
// expect: operand file1
