// corpus/samples-pmpp/bfs-frontier.cu: the graph traversal chapter of Programming Massively
// Parallel Processors: BFS levels computed by a vertex-centric push kernel (one launch per level,
// a flag for "a vertex was visited"), a vertex-centric pull kernel, an edge-centric kernel over
// the COO edge list, the frontier-based kernel (atomicCAS claims a vertex, atomicAdd appends it
// to the next frontier) and the frontier kernel with block-privatized frontiers in shared memory
// that spill to the global one when full, then are copied out by the whole block. Host code in
// C++ (std::vector graph from a deterministic generator, std::queue BFS as the reference,
// std::count). Expected output from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <queue>
#include <algorithm>
#include <cstdint>

#define UNVISITED 0xFFFFFFFFu
#define LOCAL_FRONTIER_CAPACITY 64

struct CSRGraph { unsigned numVertices; unsigned *srcPtrs; unsigned *dst; };
struct CSCGraph { unsigned numVertices; unsigned *dstPtrs; unsigned *src; };
struct COOGraph { unsigned numEdges; unsigned *src; unsigned *dst; };

__global__ void bfs_push_kernel(CSRGraph g, unsigned *level, unsigned *newVertexVisited, unsigned currLevel)
{
  unsigned vertex = blockIdx.x * blockDim.x + threadIdx.x;
  if (vertex < g.numVertices && level[vertex] == currLevel - 1) {
    for (unsigned edge = g.srcPtrs[vertex]; edge < g.srcPtrs[vertex + 1]; ++edge) {
      unsigned neighbor = g.dst[edge];
      if (level[neighbor] == UNVISITED) {
        level[neighbor] = currLevel;   // every writer writes the same level
        *newVertexVisited = 1;
      }
    }
  }
}

__global__ void bfs_pull_kernel(CSCGraph g, unsigned *level, unsigned *newVertexVisited, unsigned currLevel)
{
  unsigned vertex = blockIdx.x * blockDim.x + threadIdx.x;
  if (vertex < g.numVertices && level[vertex] == UNVISITED) {
    for (unsigned edge = g.dstPtrs[vertex]; edge < g.dstPtrs[vertex + 1]; ++edge) {
      unsigned neighbor = g.src[edge];
      if (level[neighbor] == currLevel - 1) {
        level[vertex] = currLevel;
        *newVertexVisited = 1;
        break;
      }
    }
  }
}

__global__ void bfs_edge_kernel(COOGraph g, unsigned *level, unsigned *newVertexVisited, unsigned currLevel)
{
  unsigned edge = blockIdx.x * blockDim.x + threadIdx.x;
  if (edge < g.numEdges) {
    unsigned vertex = g.src[edge];
    if (level[vertex] == currLevel - 1) {
      unsigned neighbor = g.dst[edge];
      if (level[neighbor] == UNVISITED) {
        level[neighbor] = currLevel;
        *newVertexVisited = 1;
      }
    }
  }
}

__global__ void bfs_frontier_kernel(CSRGraph g, unsigned *level, unsigned *prevFrontier, unsigned *currFrontier,
                                    unsigned numPrevFrontier, unsigned *numCurrFrontier, unsigned currLevel)
{
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < numPrevFrontier) {
    unsigned vertex = prevFrontier[i];
    for (unsigned edge = g.srcPtrs[vertex]; edge < g.srcPtrs[vertex + 1]; ++edge) {
      unsigned neighbor = g.dst[edge];
      if (atomicCAS(&level[neighbor], UNVISITED, currLevel) == UNVISITED) {
        unsigned currFrontierIdx = atomicAdd(numCurrFrontier, 1);
        currFrontier[currFrontierIdx] = neighbor;
      }
    }
  }
}

__global__ void bfs_private_frontier_kernel(CSRGraph g, unsigned *level, unsigned *prevFrontier,
                                            unsigned *currFrontier, unsigned numPrevFrontier,
                                            unsigned *numCurrFrontier, unsigned currLevel)
{
  __shared__ unsigned currFrontier_s[LOCAL_FRONTIER_CAPACITY];
  __shared__ unsigned numCurrFrontier_s;
  if (threadIdx.x == 0) numCurrFrontier_s = 0;
  __syncthreads();

  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < numPrevFrontier) {
    unsigned vertex = prevFrontier[i];
    for (unsigned edge = g.srcPtrs[vertex]; edge < g.srcPtrs[vertex + 1]; ++edge) {
      unsigned neighbor = g.dst[edge];
      if (atomicCAS(&level[neighbor], UNVISITED, currLevel) == UNVISITED) {
        unsigned currFrontierIdx_s = atomicAdd(&numCurrFrontier_s, 1);
        if (currFrontierIdx_s < LOCAL_FRONTIER_CAPACITY) {
          currFrontier_s[currFrontierIdx_s] = neighbor;
        } else {
          numCurrFrontier_s = LOCAL_FRONTIER_CAPACITY;
          unsigned currFrontierIdx = atomicAdd(numCurrFrontier, 1);
          currFrontier[currFrontierIdx] = neighbor;
        }
      }
    }
  }
  __syncthreads();

  __shared__ unsigned currFrontierStartIdx;
  if (threadIdx.x == 0) currFrontierStartIdx = atomicAdd(numCurrFrontier, numCurrFrontier_s);
  __syncthreads();

  for (unsigned j = threadIdx.x; j < numCurrFrontier_s; j += blockDim.x)
    currFrontier[currFrontierStartIdx + j] = currFrontier_s[j];
}

// a deterministic sparse graph: every vertex has 1-4 out-edges to "random" vertices plus a
// chain, so that most vertices are reachable but levels vary
static std::vector<std::vector<unsigned>> make_graph(unsigned n)
{
  std::vector<std::vector<unsigned>> adj(n);
  uint32_t s = 12345;
  auto next = [&s]() { s = s * 1664525u + 1013904223u; return s >> 8; };
  for (unsigned v = 0; v < n; v++) {
    unsigned deg = 1 + next() % 4;
    if (v % 10 != 9) adj[v].push_back(v + 1 < n ? v + 1 : 0);
    for (unsigned k = 0; k < deg; k++) {
      unsigned w = next() % n;
      if (w != v && std::find(adj[v].begin(), adj[v].end(), w) == adj[v].end()) adj[v].push_back(w);
    }
    std::sort(adj[v].begin(), adj[v].end());
  }
  return adj;
}

template <typename T>
static T *upload(const std::vector<T> &v)
{
  T *d;
  cudaMalloc(&d, std::max<size_t>(v.size(), 1) * sizeof(T));
  cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

int main()
{
  const unsigned n = 2000, root = 0;
  auto adj = make_graph(n);
  std::vector<unsigned> srcPtrs(n + 1, 0), dst, cooSrc;
  for (unsigned v = 0; v < n; v++) {
    srcPtrs[v + 1] = srcPtrs[v] + adj[v].size();
    for (unsigned w : adj[v]) { dst.push_back(w); cooSrc.push_back(v); }
  }
  const unsigned m = dst.size();
  // CSC: the in-edges of each vertex
  std::vector<unsigned> dstPtrs(n + 1, 0), src(m);
  for (unsigned w : dst) dstPtrs[w + 1]++;
  for (unsigned v = 0; v < n; v++) dstPtrs[v + 1] += dstPtrs[v];
  std::vector<unsigned> fill(dstPtrs.begin(), dstPtrs.end() - 1);
  for (unsigned v = 0; v < n; v++)
    for (unsigned w : adj[v]) src[fill[w]++] = v;

  std::vector<unsigned> ref(n, UNVISITED);
  std::queue<unsigned> q;
  ref[root] = 0;
  q.push(root);
  while (!q.empty()) {
    unsigned v = q.front(); q.pop();
    for (unsigned w : adj[v])
      if (ref[w] == UNVISITED) { ref[w] = ref[v] + 1; q.push(w); }
  }
  unsigned depth = 0;
  for (unsigned l : ref) if (l != UNVISITED) depth = std::max(depth, l);
  printf("%u vertices, %u edges, %ld unreachable, depth %u\n", n, m,
         (long)std::count(ref.begin(), ref.end(), UNVISITED), depth);
  std::vector<unsigned> perLevel(depth + 1, 0);
  for (unsigned l : ref) if (l != UNVISITED) perLevel[l]++;
  printf("level sizes:");
  for (unsigned c : perLevel) printf(" %u", c);
  printf("\n");

  CSRGraph csr = { n, upload(srcPtrs), upload(dst) };
  CSCGraph csc = { n, upload(dstPtrs), upload(src) };
  COOGraph coo = { m, upload(cooSrc), csr.dst };
  std::vector<unsigned> init(n, UNVISITED);
  init[root] = 0;
  unsigned *d_level = upload(init), *d_flag;
  cudaMalloc(&d_flag, sizeof(unsigned));
  std::vector<unsigned> level(n);

  const char *names[] = { "push", "pull", "edge" };
  for (int variant = 0; variant < 3; variant++) {
    cudaMemcpy(d_level, init.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
    unsigned visited = 1, currLevel = 1;
    while (visited) {
      visited = 0;
      cudaMemcpy(d_flag, &visited, sizeof visited, cudaMemcpyHostToDevice);
      if (variant == 0) bfs_push_kernel<<<(n + 127) / 128, 128>>>(csr, d_level, d_flag, currLevel);
      else if (variant == 1) bfs_pull_kernel<<<(n + 127) / 128, 128>>>(csc, d_level, d_flag, currLevel);
      else bfs_edge_kernel<<<(m + 127) / 128, 128>>>(coo, d_level, d_flag, currLevel);
      cudaMemcpy(&visited, d_flag, sizeof visited, cudaMemcpyDeviceToHost);
      currLevel++;
    }
    cudaMemcpy(level.data(), d_level, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    printf("%-16s %s, %u launches\n", names[variant], level == ref ? "ok" : "WRONG", currLevel - 1);
  }

  unsigned *d_front[2], *d_count;
  cudaMalloc(&d_front[0], n * sizeof(unsigned));
  cudaMalloc(&d_front[1], n * sizeof(unsigned));
  cudaMalloc(&d_count, sizeof(unsigned));
  for (int priv = 0; priv < 2; priv++) {
    cudaMemcpy(d_level, init.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
    cudaMemcpy(d_front[0], &root, sizeof root, cudaMemcpyHostToDevice);
    unsigned numPrev = 1, currLevel = 1, maxFrontier = 1;
    int cur = 0;
    while (numPrev > 0) {
      cudaMemset(d_count, 0, sizeof(unsigned));
      unsigned blocks = (numPrev + 127) / 128;
      if (priv)
        bfs_private_frontier_kernel<<<blocks, 128>>>(csr, d_level, d_front[cur], d_front[1 - cur], numPrev, d_count, currLevel);
      else
        bfs_frontier_kernel<<<blocks, 128>>>(csr, d_level, d_front[cur], d_front[1 - cur], numPrev, d_count, currLevel);
      cudaMemcpy(&numPrev, d_count, sizeof numPrev, cudaMemcpyDeviceToHost);
      maxFrontier = std::max(maxFrontier, numPrev);
      cur = 1 - cur;
      currLevel++;
    }
    cudaMemcpy(level.data(), d_level, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    printf("%-16s %s, widest frontier %u\n", priv ? "private frontier" : "frontier", level == ref ? "ok" : "WRONG",
           maxFrontier);
  }
  cudaError_t err = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(err));
  cudaFree(csr.srcPtrs); cudaFree(csr.dst); cudaFree(csc.dstPtrs); cudaFree(csc.src); cudaFree(coo.src);
  cudaFree(d_level); cudaFree(d_flag); cudaFree(d_front[0]); cudaFree(d_front[1]); cudaFree(d_count);
  return 0;
}
// timeout: 60
// expect: 2000 vertices, 6773 edges, 17 unreachable, depth 11
// expect: level sizes: 1 2 7 24 70 203 481 737 372 79 6 1
// expect: push             ok, 12 launches
// expect: pull             ok, 12 launches
// expect: edge             ok, 12 launches
// expect: frontier         ok, widest frontier 737
// expect: private frontier ok, widest frontier 737
// expect: no error
// The textbook's push, pull and edge kernels read and write level[] of other threads' vertices
// without synchronisation (a race the chapter accepts: every writer writes the same level, a
// reader sees the old or the new value); its privatized kernel stores to numCurrFrontier_s, which
// other threads update with atomicAdd. The checker reports them; the frontier kernel is clean.
// expect-exit: 1
// expect-report: ^bfs-frontier\.cu:30:25: error: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier read$
// expect-report: ^bfs-frontier\.cu:31:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with an earlier write of the same value$
// expect-report: ^bfs-frontier\.cu:30:25: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier write of the same value$
// expect-report: ^bfs-frontier\.cu:31:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:29:16: error: data race on global memory: read of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier write$
// expect-report: ^bfs-frontier\.cu:30:25: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:44:23: error: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier read$
// expect-report: ^bfs-frontier\.cu:45:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with an earlier write of the same value$
// expect-report: ^bfs-frontier\.cu:43:16: error: data race on global memory: read of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier write$
// expect-report: ^bfs-frontier\.cu:45:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:60:25: error: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier read$
// expect-report: ^bfs-frontier\.cu:61:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:61:27: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 4 bytes allocated at bfs-frontier\.cu:190:3 conflicts with an earlier write of the same value$
// expect-report: ^bfs-frontier\.cu:60:25: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with an earlier write of the same value$
// expect-report: ^bfs-frontier\.cu:60:25: warning: data race on global memory: write of 4 bytes at offset [0-9]+ of an allocation of 8000 bytes allocated at bfs-frontier\.cu:142:3 conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:102:29: error: data race on shared memory: write of 4 bytes at 'numCurrFrontier_s' conflicts with an earlier atomic update$
// expect-report: ^bfs-frontier\.cu:102:29: warning: data race on shared memory: write of 4 bytes at 'numCurrFrontier_s' conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^bfs-frontier\.cu:98:38: error: data race on shared memory: atomic update of 4 bytes at 'numCurrFrontier_s' conflicts with an earlier write$
// expect-report: ^bfs-frontier\.cu:102:29: warning: data race on shared memory: write of 4 bytes at 'numCurrFrontier_s' conflicts with an earlier write of the same value$
