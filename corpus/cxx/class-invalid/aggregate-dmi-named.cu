// A default member initializer that names something (here a constant), for a member an
// aggregate's braced list leaves out: cudak evaluates such initializers only in constructors,
// and says so (one `unsupported:` error) rather than leave the member zero. Valid C++ (nvcc
// compiles it). SPDX-License-Identifier: MIT
#include <cstdio>
const int kThreads = 256;
struct Config { int threads = kThreads; int blocks = 4; };
int main() {
  Config c{};
  printf("%d %d\n", c.threads, c.blocks);
  return 0;
}
// expect-build-fail
// expect-report: ^aggregate-dmi-named\.cu:7:29: error: unsupported: the default member initializer of 'threads' in an aggregate initialization that leaves the member out \(cudak takes those of scalar members made of literals only\)$
