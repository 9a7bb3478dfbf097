// Found with the fuzz target (fuzz/README): array and struct sizes that overflow a 64-bit size in bytes
// or in bits made the frontend compute sizeof with signed overflow (UBSan: type.c, parse.c).
// cudak's limit on an object's size is 2^59 bytes (its sizes in bits must fit in 64 bits);
// these exceed even gcc's, PTRDIFF_MAX.
char b[9223372036854775807][2];
#define E(x) char x[0x0700000000000000];
struct S { E (a) E (b) E (c) E (d) E (e) E (f) E (g) E (h) E (i) E (j) E (k) E (l) E (m) E (n) E (o) E (p) E (q) E (r) E (s) };
int n = sizeof (int[0x3fffffffffffffff]);
// expect-build-fail
// nvcc: fail: ^array-too-large\.cu:5:6: error: size .18446744073709551614. of array .b. exceeds maximum object size .9223372036854775807.$
// expect-stderr: array-too-large.cu:5:8: error: size of array is too large
// expect-stderr: char b[9223372036854775807][2];
// expect-stderr:        ^~~~~~~~~~~~~~~~~~~
// expect-stderr: array-too-large.cu:7:10: error: type 'struct S' is too large
// expect-stderr: struct S { E (a) E (b) E (c) E (d) E (e) E (f) E (g) E (h) E (i) E (j) E (k) E (l) E (m) E (n) E (o) E (p) E (q) E (r) E (s) };
// expect-stderr:          ^
// expect-stderr: array-too-large.cu:8:21: error: size of array is too large
// expect-stderr: int n = sizeof (int[0x3fffffffffffffff]);
// expect-stderr:                     ^~~~~~~~~~~~~~~~~~
