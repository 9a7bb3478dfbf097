// Class templates with data members, in host and device code: a self-referential node
// (Node<T> *next inside Node<T>), nested instances (Pair<Vec<float, 2>, int>), a default type
// argument that names an earlier parameter, bool and unsigned non-type parameters, a
// parenthesised '>' in a template argument, an instance in __shared__ memory, instances as
// kernel parameters, and sizeof/alignment of instances as nvcc lays them out (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T> struct Node { T value; Node<T> *next; };
template <typename A, typename B = A> struct Pair { A first; B second; };
template <typename T, int N> struct Vec { T v[N]; };
template <bool B> struct Flag { char on[B ? 2 : 1]; };
template <unsigned N> struct Bits { unsigned char bytes[(N + 7) / 8]; };

template <typename T>
T sum_list(const Node<T> *n)
{
  T s = 0;
  for (; n; n = n->next)
    s += n->value;
  return s;
}

template <typename T, int N>
__global__ void average(const Vec<T, N> *in, Pair<T, int> *out)
{
  __shared__ Vec<T, N> tile[4];
  int i = threadIdx.x;
  tile[i] = in[i];
  __syncthreads();
  T s = 0;
  for (int k = 0; k < N; k++)
    s += tile[(i + 1) % 4].v[k];
  out[i].first = s / N;
  out[i].second = i;
}

int main()
{
  Node<int> c = {3, 0}, b = {2, &c}, a = {1, &b};
  Node<double> y = {0.25, 0}, x = {0.5, &y};
  printf("%d %g\n", sum_list(&a), sum_list(&x));
  Pair<Vec<float, 2>, int> p = {{{1.5f, 2.5f}}, 7};
  Pair<char> q = {'o', 'k'};
  printf("%g %g %d %c%c\n", p.first.v[0], p.first.v[1], p.second, q.first, q.second);
  printf("%d %d %d %d %d %d\n", (int)sizeof(Pair<char, double>), (int)sizeof(Pair<Vec<char, 3> >),
         (int)sizeof(Flag<true>), (int)sizeof(Flag<(1 > 2)>), (int)sizeof(Bits<17u>),
         (int)sizeof(Node<short>));
  Vec<float, 3> h[4];
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 3; k++)
      h[i].v[k] = (float)(i * 3 + k);
  Vec<float, 3> *din;
  Pair<float, int> *dout, r[4];
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  average<<<1, 4>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("%s%g/%d", i ? " " : "", r[i].first, r[i].second);
  printf("\n");
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
// expect: 6 0.75
// expect: 1.5 2.5 7 ok
// expect: 16 6 2 1 3 16
// expect: 4/0 7/1 10/2 1/3
