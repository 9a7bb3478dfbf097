// A conversion function template other than `template <class T> operator T()` (here to a
// pointer, `operator T *()`) is one 'unsupported:' error where it is declared, and its class's
// conversions are not reported again (nvcc accepts the program). SPDX-License-Identifier: MIT
#include <cstdio>
struct Any { double v; template <class T> operator T *() const { return (T *) 0; } };
int main() { Any a{2.5}; int *p = a; double *q = a; printf("%d %d\n", p == 0, q == 0); return 0; }
// expect-build-fail
// expect-report: ^conversion-template\.cu:5:43: error: unsupported: conversion function templates other than 'template <class T> operator T\(\)'$
