// A default member initializer that names something (here a constant), for a member an
// aggregate's braced list leaves out: initialised from it as in a constructor (cudak once said
// `unsupported:` here). Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
const int kThreads = 256;
struct Config { int threads = kThreads; int blocks = 4; };
int main() {
  Config c{};
  printf("%d %d\n", c.threads, c.blocks);
  return 0;
}
// expect: 256 4
