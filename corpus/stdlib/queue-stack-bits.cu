// Student-style code: `#include <bits/stdc++.h>` (GCC's all-headers header, which nvcc takes
// from g++) and `using namespace std;`, a CPU breadth-first search with std::queue checking a
// GPU level-synchronous BFS, std::stack for a depth-first order, and std::priority_queue (also
// with greater<> and pairs, equal keys leaving in libstdc++'s order). cudak had neither header
// ("No such file or directory"). Expected output from g++ (the kernel's levels equal the CPU's).
#include <bits/stdc++.h>
using namespace std;

// pull-based: each vertex looks at its neighbours' levels of the last step (read-only here)
// and writes only its own new level, so the step is race-free
__global__ void bfs_step(const int *rowptr, const int *col, const int *in, int *out, int n, int cur, int *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n)
    return;
  out[v] = in[v];
  if (in[v] == -1)
    for (int e = rowptr[v]; e < rowptr[v + 1]; e++)
      if (in[col[e]] == cur) {
        out[v] = cur + 1;
        atomicOr(changed, 1);
        break;
      }
}

int main() {
  const int n = 10;
  vector<pair<int, int>> edges = {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {2, 7}, {7, 8}, {8, 9}};
  vector<vector<int>> adj(n);
  for (auto &e : edges) { adj[e.first].push_back(e.second); adj[e.second].push_back(e.first); }
  vector<int> rowptr(n + 1, 0), col;
  for (int v = 0; v < n; v++) { rowptr[v + 1] = rowptr[v] + (int) adj[v].size(); for (int w : adj[v]) col.push_back(w); }

  vector<int> dist(n, -1);
  queue<int> q;
  q.push(0); dist[0] = 0;
  while (!q.empty()) {
    int v = q.front(); q.pop();
    for (int w : adj[v]) if (dist[w] < 0) { dist[w] = dist[v] + 1; q.push(w); }
  }

  int *d_row, *d_col, *d_level[2], *d_changed;
  cudaMalloc(&d_row, (n + 1) * sizeof(int));
  cudaMalloc(&d_col, col.size() * sizeof(int));
  cudaMalloc(&d_level[0], n * sizeof(int));
  cudaMalloc(&d_level[1], n * sizeof(int));
  cudaMalloc(&d_changed, sizeof(int));
  cudaMemcpy(d_row, rowptr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(d_col, col.data(), col.size() * sizeof(int), cudaMemcpyHostToDevice);
  vector<int> level(n, -1);
  level[0] = 0;
  cudaMemcpy(d_level[0], level.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  int cur = 0, changed = 1;
  while (changed) {
    changed = 0;
    cudaMemcpy(d_changed, &changed, sizeof(int), cudaMemcpyHostToDevice);
    bfs_step<<<1, 32>>>(d_row, d_col, d_level[cur % 2], d_level[(cur + 1) % 2], n, cur, d_changed);
    cur++;
    cudaMemcpy(&changed, d_changed, sizeof(int), cudaMemcpyDeviceToHost);
  }
  cudaMemcpy(level.data(), d_level[cur % 2], n * sizeof(int), cudaMemcpyDeviceToHost);
  cout << "levels:";
  for (int x : level) cout << ' ' << x;
  cout << (level == dist ? "  (GPU == CPU)" : "  (MISMATCH)") << '\n';

  stack<int> st;
  vector<bool> seen(n, false);
  st.push(0);
  cout << "dfs:";
  while (!st.empty()) {
    int v = st.top(); st.pop();
    if (seen[v]) continue;
    seen[v] = true;
    cout << ' ' << v;
    for (int w : adj[v]) if (!seen[w]) st.push(w);
  }
  cout << '\n';

  priority_queue<int> mx;
  for (int x : {5, 1, 9, 3, 9, 7}) mx.push(x);
  priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> mn;
  for (int i = 0; i < n; i++) mn.emplace(dist[i], i);
  cout << "max:";
  while (!mx.empty()) { cout << ' ' << mx.top(); mx.pop(); }
  cout << "\nby distance:";
  while (!mn.empty()) { cout << ' ' << mn.top().second << '@' << mn.top().first; mn.pop(); }
  cout << '\n' << "sizes " << q.size() << ' ' << st.size() << endl;
  cudaFree(d_row); cudaFree(d_col); cudaFree(d_level[0]); cudaFree(d_level[1]); cudaFree(d_changed);
  return 0;
}
// expect: levels: 0 1 1 2 3 4 5 2 3 4  (GPU == CPU)
// expect: dfs: 0 2 7 8 9 3 4 5 6 1
// expect: max: 9 9 7 5 3 1
// expect: by distance: 0@0 1@1 2@1 3@2 7@2 4@3 8@3 5@4 9@4 6@5
// expect: sizes 0 0
