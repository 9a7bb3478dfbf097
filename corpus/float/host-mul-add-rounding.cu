// Host code's acc += a * b on floats rounds the product to float before the sum (C without
// contraction, as gcc -O2 for x86-64 computes it): with a = b = 1 + 2^-12 the product's last bit
// (2^-24) is lost, so acc = -1 + a * b is 2^-11, not the 2^-11 + 2^-24 of a fused multiply-add.
// The loop is the shape of a reference matrix product (issue 22 evaluates it in one node).
#include <stdio.h>
int main(void) {
  float a[4], b[4];
  for (int i = 0; i < 4; i++) {
    a[i] = 1.0f + 1.0f / 4096.0f;
    b[i] = 1.0f + 1.0f / 4096.0f;
  }
  for (int k = 0; k < 4; k++) {
    float acc = -1.0f;
    float x = a[k], y = b[k];
    acc = acc + x * y;
    printf("%a\n", (double) acc);
  }
  int row = 1, n = 2;
  float m[6] = { 1, 2, 3, 4, 5, 6 };
  float s = 0.0f;
  for (int col = 0; col < n; col++)
    s = s + m[row * n + col] * m[col * n + row];
  printf("%g\n", s);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0x1p-11
// expect: 0x1p-11
// expect: 0x1p-11
// expect: 0x1p-11
// expect: 22
