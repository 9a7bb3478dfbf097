// <random>: std::random_device draws from the host's entropy (so its values are not pinned);
// its entropy() is 32 as libstdc++'s default source says on an x86-64 host, and a seed drawn
// from it drives an engine whose draws stay in range.
#include <random>
#include <cstdio>

int main()
{
  std::random_device rd;
  printf("entropy %g min %u max %u\n", rd.entropy(), rd.min(), rd.max());
  unsigned a = rd(), b = rd(), c = rd();
  printf("three draws all equal: %s\n", a == b && b == c ? "yes" : "no");
  std::mt19937 gen(rd());
  std::uniform_int_distribution<int> d(0, 9);
  int bad = 0;
  for (int i = 0; i < 1000; i++) {
    int v = d(gen);
    if (v < 0 || v > 9)
      bad++;
  }
  std::uniform_int_distribution<int> straight(100, 199);
  int v = straight(rd);
  printf("out of range: %d, from the device: %s\n", bad, v >= 100 && v <= 199 ? "ok" : "bad");
  return 0;
}
// expect: entropy 32 min 0 max 4294967295
// expect: three draws all equal: no
// expect: out of range: 0, from the device: ok
