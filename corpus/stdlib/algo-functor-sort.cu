// A vector of particles advanced by a kernel, then sorted with a comparator class (equal keys in libstdc++'s order), std::greater, stable_sort and count_if (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
#include <functional>

struct Particle { float x, v; int id; };

struct ByVelocity {
  bool operator()(const Particle &a, const Particle &b) const { return a.v < b.v; }
};

__global__ void step(Particle *p, int n, float dt)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i].x += p[i].v * dt;
}

int main()
{
  std::vector<Particle> ps;
  for (int i = 0; i < 40; i++)
    {
      Particle p = { (float) i, (float) ((i * 7) % 5) - 2.0f, i };
      ps.push_back(p);
    }
  Particle *d;
  cudaMalloc(&d, ps.size() * sizeof(Particle));
  cudaMemcpy(d, ps.data(), ps.size() * sizeof(Particle), cudaMemcpyHostToDevice);
  step<<<2, 32>>>(d, (int) ps.size(), 0.5f);
  cudaMemcpy(ps.data(), d, ps.size() * sizeof(Particle), cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::sort(ps.begin(), ps.end(), ByVelocity());
  for (size_t i = 0; i < ps.size(); i++)
    printf("%d:%g%c", ps[i].id, ps[i].x, i % 10 == 9 ? '\n' : ' ');
  std::vector<int> ids;
  for (const Particle &p : ps)
    ids.push_back(p.id);
  std::sort(ids.begin(), ids.end(), std::greater<int>());
  printf("%d %d %d\n", ids.front(), ids[20], ids.back());
  std::stable_sort(ps.begin(), ps.end(), [](const Particle &a, const Particle &b) { return a.x < b.x; });
  printf("%d %d %d\n", ps[0].id, ps[1].id, ps[39].id);
  auto fast = std::count_if(ps.begin(), ps.end(), [](const Particle &p) { return p.v > 0.0f; });
  printf("moving right %ld\n", (long) fast);
  return 0;
}
// expect: 10:9 20:19 25:24 15:14 30:29 35:34 5:4 0:-1 33:32.5 8:7.5
// expect: 28:27.5 13:12.5 3:2.5 38:37.5 23:22.5 18:17.5 31:31 1:1 36:36 26:26
// expect: 21:21 6:6 16:16 11:11 39:39.5 19:19.5 4:4.5 34:34.5 9:9.5 29:29.5
// expect: 14:14.5 24:24.5 12:13 27:28 32:33 7:8 17:18 37:38 2:3 22:23
// expect: 39 19 0
// expect: 0 1 39
// expect: moving right 16
