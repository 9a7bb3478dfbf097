// The distributions of <random> called with any uniform random bit generator (their operator()
// is a member template, as libstdc++'s): mt19937, a user's 32-bit LCG and a user's 16-bit
// generator (the integer and real distributions then combine several draws), with a
// param_type, and generate_canonical. Expected output from g++ (libstdc++), bit for bit.
#include <iostream>
#include <random>
#include <cstdint>
struct Lcg {
  typedef std::uint32_t result_type;
  std::uint64_t s;
  explicit Lcg(std::uint64_t seed) : s(seed) {}
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return 0xffffffffu; }
  result_type operator()() { s = s * 6364136223846793005ULL + 1442695040888963407ULL; return (result_type) (s >> 32); }
};
struct Small {   /* 16 bits: the distributions combine several draws */
  typedef unsigned short result_type;
  unsigned x = 12345;
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return 65535; }
  result_type operator()() { x = x * 1103515245u + 12345u; return (result_type) (x >> 16); }
};
int main() {
  std::mt19937 mt(42);
  Lcg lcg(7);
  Small sm;
  std::uniform_int_distribution<int> ui(1, 100);
  std::uniform_real_distribution<double> ur(0.0, 1.0);
  std::normal_distribution<float> nd(0.0f, 2.0f);
  std::bernoulli_distribution bd(0.3);
  std::poisson_distribution<int> pd(4.0);
  std::exponential_distribution<double> ed(1.5);
  for (int i = 0; i < 3; i++)
    std::cout << ui(mt) << " " << ui(lcg) << " " << ui(sm) << " " << ur(mt) << " " << ur(lcg) << " " << ur(sm) << std::endl;
  for (int i = 0; i < 3; i++)
    std::cout << nd(lcg) << " " << bd(lcg) << " " << pd(lcg) << " " << ed(sm) << " " << pd(sm) << std::endl;
  std::uniform_int_distribution<long long> big(0, 1LL << 40);
  std::cout << big(sm) << " " << big(lcg) << " " << ui(lcg, std::uniform_int_distribution<int>::param_type(5, 6)) << std::endl;
  std::cout << std::generate_canonical<double, 53>(lcg) << std::endl;
  return 0;
}
// expect: 38 50 83 0.950714 0.906576 0.758286
// expect: 19 28 25 0.779691 0.138421 0.68709
// expect: 60 41 42 0.156019 0.981321 0.394826
// expect: -1.26986 1 2 0.209348 4
// expect: 3.35005 0 3 1.66142 4
// expect: -2.77117 1 3 0.776745 5
// expect: 21993345490 217547277376 6
// expect: 0.660634
