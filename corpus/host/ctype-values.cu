// corpus/host/ctype-values.cu: what the <cctype> classification functions return in C++ as g++
// and glibc give it: the class's bit of glibc's table (isalpha is 1024, isspace 8192), except
// isdigit, which g++ folds to `(unsigned) c - '0' <= 9` (0 or 1); 0 for EOF and for characters
// past 127 in the C locale. Expected output from g++ 12.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cctype>
#include <stdlib.h>
int main(int argc, char **argv){ int c = argc > 5 ? 0 : 'x', u = 'A' + argc - 1, d = '5' + argc - 1, s = ' ' + argc - 1;
printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", isalpha(c), isupper(u), islower(c), isdigit(d), isxdigit(c - 23), isspace(s), isprint(u), isgraph(u), isblank(s), iscntrl(argc), ispunct(u - 32), isalnum(u));
printf("%d %d %d\n", isalpha(EOF), isdigit(c), isalpha(200)); return 0; }
// expect: 1024 256 512 1 4096 8192 16384 32768 1 2 4 8
// expect: 0 0 0
