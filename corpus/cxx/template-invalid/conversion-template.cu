// A conversion function template (`template <class T> operator T()`, [temp.deduct.conv]) is one
// 'unsupported:' error where it is declared, and its class's conversions are not reported again
// (nvcc accepts the program). SPDX-License-Identifier: MIT
#include <cstdio>
struct Any { double v; template <class T> operator T() const { return (T) v; } };
int main() { Any a{2.5}; int i = a; double d = a; printf("%d %g\n", i, d); return 0; }
// expect-build-fail
// expect-report: ^conversion-template\.cu:5:43: error: unsupported: conversion function templates \('template <class T> operator T\(\)'\)$
