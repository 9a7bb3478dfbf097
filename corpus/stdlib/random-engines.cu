// <random>: the first values of each engine and distribution for fixed seeds, pinned against
// libstdc++ (g++ 12, Debian 12: this file built as C++ by g++ prints the same lines).
#include <random>
#include <cstdio>

int main()
{
  std::random_device rd;
  printf("entropy %g\n", rd.entropy());
  { std::mt19937 g; unsigned a0 = g(); unsigned a1 = g(); printf("mt19937 default %u %u\n", a0, a1); }
  { std::mt19937 g(42); for (int i = 0; i < 5; i++) printf("%lu ", g()); printf("\n");
    g.discard(10000); printf("after discard %lu\n", g()); }
  { std::mt19937_64 g(42); for (int i = 0; i < 3; i++) printf("%lu ", g()); printf("\n"); }
  { std::minstd_rand g(42); for (int i = 0; i < 3; i++) printf("%lu ", g()); printf("\n"); }
  { std::minstd_rand0 g(42); for (int i = 0; i < 3; i++) printf("%lu ", g()); printf("\n"); }
  { std::default_random_engine g; for (int i = 0; i < 3; i++) printf("%lu ", g()); printf("\n");
    g.seed(7); printf("reseeded %lu min %lu max %lu\n", g(), g.min(), g.max()); }
  { std::mt19937 g(42); std::uniform_int_distribution<int> d(1, 6);
    for (int i = 0; i < 10; i++) printf("%d ", d(g)); printf("\n"); }
  { std::mt19937_64 g(42); std::uniform_int_distribution<int> d(1, 6);
    for (int i = 0; i < 10; i++) printf("%d ", d(g)); printf("\n"); }
  { std::minstd_rand g(42); std::uniform_int_distribution<int> d(1, 6);
    for (int i = 0; i < 10; i++) printf("%d ", d(g)); printf("\n"); }
  { std::minstd_rand g(42); std::uniform_int_distribution<long> d(0, 1L << 40);
    for (int i = 0; i < 4; i++) printf("%ld ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::uniform_int_distribution<long long> d;
    for (int i = 0; i < 4; i++) printf("%lld ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::uniform_int_distribution<int> d(-1000, 1000);
    for (int i = 0; i < 4; i++) printf("%d ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::uniform_real_distribution<float> d(0, 1);
    for (int i = 0; i < 4; i++) printf("%.9g ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::uniform_real_distribution<double> d(-1, 1);
    for (int i = 0; i < 4; i++) printf("%.17g ", d(g)); printf("\n"); }
  { std::mt19937_64 g(42); std::uniform_real_distribution<double> d;
    for (int i = 0; i < 4; i++) printf("%.17g ", d(g)); printf("\n"); }
  { std::minstd_rand g(42); std::uniform_real_distribution<double> d;
    for (int i = 0; i < 4; i++) printf("%.17g ", d(g)); printf("\n"); }
  { std::minstd_rand0 g(1); std::uniform_real_distribution<float> d(-5, 5);
    for (int i = 0; i < 4; i++) printf("%.9g ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::normal_distribution<double> d(0, 1);
    for (int i = 0; i < 5; i++) printf("%.17g ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::normal_distribution<float> d(10, 2);
    for (int i = 0; i < 5; i++) printf("%.9g ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::bernoulli_distribution d(0.3);
    for (int i = 0; i < 10; i++) printf("%d", (int)d(g)); printf("\n"); }
  { std::mt19937 g(42); std::exponential_distribution<double> d(1.5);
    for (int i = 0; i < 4; i++) printf("%.17g ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::poisson_distribution<int> d(4.0);
    for (int i = 0; i < 10; i++) printf("%d ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::poisson_distribution<long> d(30.0);
    for (int i = 0; i < 10; i++) printf("%ld ", d(g)); printf("\n"); }
  { std::mt19937 g(42); std::discrete_distribution<int> d{1, 2, 3, 4};
    for (int i = 0; i < 10; i++) printf("%d ", d(g)); printf("\n"); }
  { std::minstd_rand g(3); double w[] = {0.1, 0.2, 0.7}; std::discrete_distribution<long> d(w, w + 3);
    for (int i = 0; i < 10; i++) printf("%ld ", d(g)); printf("\n"); }
  { std::seed_seq s{1, 2, 3}; std::mt19937 g(s); unsigned a0 = g(); unsigned a1 = g();
    printf("seed_seq mt19937 %u %u\n", a0, a1); }
  { std::seed_seq s{7, 11}; std::minstd_rand g(s); printf("seed_seq minstd_rand %lu\n", g()); }
  { std::seed_seq s{5}; unsigned v[4]; s.generate(v, v + 4);
    printf("generate %u %u %u %u\n", v[0], v[1], v[2], v[3]); }
  return 0;
}
// expect: entropy 32
// expect: mt19937 default 3499211612 581869302
// expect: 1608637542 3421126067 4083286876 787846414 3143890026 
// expect: after discard 2507914258
// expect: 13930160852258120406 11788048577503494824 13874630024467741450 
// expect: 2027382 1226992407 551494037 
// expect: 705894 1126542223 1579310009 
// expect: 16807 282475249 1622650073 
// expect: reseeded 117649 min 1 max 2147483646
// expect: 3 5 6 2 5 5 4 4 1 3 
// expect: 5 4 5 1 6 1 4 3 2 3 
// expect: 1 4 2 3 4 6 4 5 1 2 
// expect: 1226992406 282281729440 721483574566 693028088869 
// expect: 3454522820425039283 8768791797090850062 6751452425294042183 5521649944446577684 
// expect: -251 593 902 -633 
// expect: 0.37454012 0.796543002 0.95071429 0.183434784 
// expect: 0.59308596857569196 -0.63313042421326304 0.5593819952253225 0.1937003231601131 
// expect: 0.75515553295453897 0.63903139385469743 0.7521452007480266 0.13627268363243711 
// expect: 0.57136286382734303 0.4476736370251313 0.96697041699107755 0.71635230400678196 
// expect: -4.9999218 -3.68462205 2.55605316 -0.413498402 
// expect: -0.55023449442049355 0.51543306969120128 0.47386085566622227 1.368450122216075 -0.91682687324868972 
// expect: 12.4438429 8.96607208 11.7392721 11.4426651 13.1771126 
// expect: 0100010010
// expect: 1.0615336809415534 0.13509900126812077 1.0084827745268297 0.60563131909671719 
// expect: 5 3 3 3 1 2 2 6 3 5 
// expect: 34 23 25 17 22 26 21 29 37 39 
// expect: 3 1 3 2 2 0 2 2 1 3 
// expect: 1 2 2 1 1 2 2 2 2 2 
// expect: seed_seq mt19937 1710881851 703781052
// expect: seed_seq minstd_rand 1855961028
// expect: generate 2245491460 1031600070 716532090 3792855389
