// <random>: a Monte Carlo host driver: dice from std::uniform_int_distribution<int>(1, 6) on
// std::default_random_engine (libstdc++'s minstd_rand0), coin flips from
// std::bernoulli_distribution, waiting times from std::exponential_distribution, an engine
// seeded from std::seed_seq, and two engines compared after discard(). Expected output: g++.
#include <random>
#include <cstdio>

int main()
{
  std::default_random_engine eng(12345);
  std::uniform_int_distribution<int> die(1, 6);
  int counts[7] = {0};
  for (int i = 0; i < 600; i++)
    counts[die(eng)]++;
  for (int f = 1; f <= 6; f++)
    printf("face %d: %d\n", f, counts[f]);

  std::mt19937_64 g64(99);
  std::bernoulli_distribution coin(0.25);
  int heads = 0;
  for (int i = 0; i < 1000; i++)
    heads += coin(g64);
  printf("heads %d of 1000 (p = %.2f)\n", heads, coin.p());

  std::seed_seq seq{2024, 11, 28};
  std::mt19937 g(seq);
  std::exponential_distribution<float> wait(0.5f);
  float total = 0;
  for (int i = 0; i < 100; i++)
    total += wait(g);
  printf("mean wait %.6f\n", total / 100);

  std::minstd_rand a(3), b(3);
  a.discard(5);
  for (int i = 0; i < 5; i++)
    b();
  bool same = a == b;
  unsigned long next = a();
  printf("after discard: %s, next %lu\n", same ? "equal" : "different", next);
  std::uniform_int_distribution<unsigned> any;
  printf("range [%u, %u]\n", any.min(), any.max());
  std::uniform_int_distribution<int>::param_type p(10, 20);
  printf("with param %d\n", die(eng, p));
  return 0;
}
// expect: face 1: 100
// expect: face 2: 111
// expect: face 3: 89
// expect: face 4: 95
// expect: face 5: 96
// expect: face 6: 109
// expect: heads 242 of 1000 (p = 0.25)
// expect: mean wait 2.198534
// expect: after discard: equal, next 1222067049
// expect: range [0, 4294967295]
// expect: with param 18
