// <thread>: std::thread from lambdas and from functions with several arguments, kept in a
// std::vector as thread pools are written: each worker sums its slice of a shared input
// (read-only, so no race) into its own slot; a lambda capturing by reference takes a
// std::mutex to add to a shared total. Expected output: g++ (the same program).
#include <thread>
#include <mutex>
#include <vector>
#include <cstdio>

#define WORKERS 4
#define N 1000

static int input[N];
static long partial[WORKERS];

void sum_slice(int id, int begin, int end)
{
  long s = 0;
  for (int i = begin; i < end; i++)
    s += input[i];
  partial[id] = s;
}

int main()
{
  for (int i = 0; i < N; i++)
    input[i] = i % 7;
  std::vector<std::thread> pool;
  for (int w = 0; w < WORKERS; w++)
    pool.push_back(std::thread(sum_slice, w, w * N / WORKERS, (w + 1) * N / WORKERS));
  for (std::thread &t : pool)
    t.join();
  long total = 0;
  std::mutex m;
  std::thread adders[WORKERS];
  for (int w = 0; w < WORKERS; w++)
    adders[w] = std::thread([&total, &m, w] {
      std::lock_guard<std::mutex> guard(m);
      total += partial[w];
    });
  for (int w = 0; w < WORKERS; w++)
    adders[w].join();
  double scale = 0.5;
  std::thread scaled([](double f, long *t) { *t = (long)(*t * f); }, scale, &total);
  scaled.join();
  printf("partials %ld %ld %ld %ld, half of the total %ld\n", partial[0], partial[1], partial[2],
         partial[3], total);
  return 0;
}
// expect: partials 745 749 753 750, half of the total 1498
