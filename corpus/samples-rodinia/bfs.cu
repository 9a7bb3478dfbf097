// corpus/samples-rodinia/bfs.cu: Rodinia's BFS as the suite writes it: the graph read with
// fscanf from the file named on the command line (nodes as {starting, no_of_edges}, then the
// source, then the edge list), boolean masks for the frontier, two kernels launched from a
// do-while loop until the "over" flag copied back stays false, timing by gettimeofday (not
// printed), and the result written to result.txt, which the program reads back to print.
// The suite's kernels let several threads store the same value to one cost, mask or the "over"
// flag: the checker reports those as warnings (same-value races), the run succeeds. The
// expected costs come from a host BFS over graph600.txt (Python, by level).
// run-args: graph600.txt
// data: graph600.txt
// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda.h>

#define MAX_THREADS_PER_BLOCK 128

int no_of_nodes;
int edge_list_size;
FILE *fp;

struct Node {
  int starting;
  int no_of_edges;
};

__global__ void Kernel(Node *g_graph_nodes, int *g_graph_edges, bool *g_graph_mask,
                       bool *g_updating_graph_mask, bool *g_graph_visited, int *g_cost, int no_of_nodes)
{
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = false;
    for (int i = g_graph_nodes[tid].starting;
         i < (g_graph_nodes[tid].no_of_edges + g_graph_nodes[tid].starting); i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = true;
      }
    }
  }
}

__global__ void Kernel2(bool *g_graph_mask, bool *g_updating_graph_mask, bool *g_graph_visited,
                        bool *g_over, int no_of_nodes)
{
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_updating_graph_mask[tid]) {
    g_graph_mask[tid] = true;
    g_graph_visited[tid] = true;
    *g_over = true;
    g_updating_graph_mask[tid] = false;
  }
}

void BFSGraph(int argc, char **argv);

int main(int argc, char **argv)
{
  no_of_nodes = 0;
  edge_list_size = 0;
  BFSGraph(argc, argv);
}

void Usage(int argc, char **argv)
{
  fprintf(stderr, "Usage: %s <input_file>\n", argv[0]);
}

void BFSGraph(int argc, char **argv)
{
  char *input_f;
  if (argc != 2) {
    Usage(argc, argv);
    exit(0);
  }
  input_f = argv[1];
  printf("Reading File\n");
  fp = fopen(input_f, "r");
  if (!fp) {
    printf("Error Reading graph file\n");
    return;
  }
  int source = 0;
  fscanf(fp, "%d", &no_of_nodes);

  int num_of_blocks = 1;
  int num_of_threads_per_block = no_of_nodes;
  if (no_of_nodes > MAX_THREADS_PER_BLOCK) {
    num_of_blocks = (int)ceil(no_of_nodes / (double)MAX_THREADS_PER_BLOCK);
    num_of_threads_per_block = MAX_THREADS_PER_BLOCK;
  }

  Node *h_graph_nodes = (Node *)malloc(sizeof(Node) * no_of_nodes);
  bool *h_graph_mask = (bool *)malloc(sizeof(bool) * no_of_nodes);
  bool *h_updating_graph_mask = (bool *)malloc(sizeof(bool) * no_of_nodes);
  bool *h_graph_visited = (bool *)malloc(sizeof(bool) * no_of_nodes);

  int start, edgeno;
  for (unsigned int i = 0; i < no_of_nodes; i++) {
    fscanf(fp, "%d %d", &start, &edgeno);
    h_graph_nodes[i].starting = start;
    h_graph_nodes[i].no_of_edges = edgeno;
    h_graph_mask[i] = false;
    h_updating_graph_mask[i] = false;
    h_graph_visited[i] = false;
  }
  fscanf(fp, "%d", &source);
  source = 0;
  h_graph_mask[source] = true;
  h_graph_visited[source] = true;

  fscanf(fp, "%d", &edge_list_size);
  int id, cost;
  int *h_graph_edges = (int *)malloc(sizeof(int) * edge_list_size);
  for (int i = 0; i < edge_list_size; i++) {
    fscanf(fp, "%d", &id);
    fscanf(fp, "%d", &cost);
    h_graph_edges[i] = id;
  }
  if (fp) fclose(fp);
  printf("Read File\n");

  Node *d_graph_nodes;
  cudaMalloc((void **)&d_graph_nodes, sizeof(Node) * no_of_nodes);
  cudaMemcpy(d_graph_nodes, h_graph_nodes, sizeof(Node) * no_of_nodes, cudaMemcpyHostToDevice);
  int *d_graph_edges;
  cudaMalloc((void **)&d_graph_edges, sizeof(int) * edge_list_size);
  cudaMemcpy(d_graph_edges, h_graph_edges, sizeof(int) * edge_list_size, cudaMemcpyHostToDevice);
  bool *d_graph_mask;
  cudaMalloc((void **)&d_graph_mask, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_graph_mask, h_graph_mask, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice);
  bool *d_updating_graph_mask;
  cudaMalloc((void **)&d_updating_graph_mask, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_updating_graph_mask, h_updating_graph_mask, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice);
  bool *d_graph_visited;
  cudaMalloc((void **)&d_graph_visited, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_graph_visited, h_graph_visited, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice);

  int *h_cost = (int *)malloc(sizeof(int) * no_of_nodes);
  for (int i = 0; i < no_of_nodes; i++) h_cost[i] = -1;
  h_cost[source] = 0;
  int *d_cost;
  cudaMalloc((void **)&d_cost, sizeof(int) * no_of_nodes);
  cudaMemcpy(d_cost, h_cost, sizeof(int) * no_of_nodes, cudaMemcpyHostToDevice);

  bool *d_over;
  cudaMalloc((void **)&d_over, sizeof(bool));
  printf("Copied Everything to GPU memory\n");

  dim3 grid(num_of_blocks, 1, 1);
  dim3 threads(num_of_threads_per_block, 1, 1);
  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  int k = 0;
  printf("Start traversing the tree\n");
  bool stop;
  do {
    stop = false;
    cudaMemcpy(d_over, &stop, sizeof(bool), cudaMemcpyHostToDevice);
    Kernel<<<grid, threads, 0>>>(d_graph_nodes, d_graph_edges, d_graph_mask, d_updating_graph_mask,
                                 d_graph_visited, d_cost, no_of_nodes);
    Kernel2<<<grid, threads, 0>>>(d_graph_mask, d_updating_graph_mask, d_graph_visited, d_over, no_of_nodes);
    cudaMemcpy(&stop, d_over, sizeof(bool), cudaMemcpyDeviceToHost);
    k++;
  } while (stop);
  gettimeofday(&t1, NULL);
  double elapsed = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_usec - t0.tv_usec);
  printf("Kernel Executed %d times%s\n", k, elapsed >= 0 ? "" : " (clock went backwards)");

  cudaMemcpy(h_cost, d_cost, sizeof(int) * no_of_nodes, cudaMemcpyDeviceToHost);
  FILE *fpo = fopen("result.txt", "w");
  for (int i = 0; i < no_of_nodes; i++) fprintf(fpo, "%d) cost:%d\n", i, h_cost[i]);
  fclose(fpo);
  printf("Result stored in result.txt\n");

  /* read it back as a checker script would */
  FILE *in = fopen("result.txt", "r");
  char line[64];
  int n = 0, maxc = -1, unreached = 0, sum = 0;
  while (fgets(line, sizeof line, in)) {
    int node, c;
    if (sscanf(line, "%d) cost:%d", &node, &c) != 2) break;
    if (c < 0) unreached++;
    else sum += c;
    if (c > maxc) maxc = c;
    if (node % 150 == 0) printf("%s", line);
    n++;
  }
  fclose(in);
  printf("%d nodes, depth %d, %d unreached, cost sum %d\n", n, maxc, unreached, sum);

  free(h_graph_nodes); free(h_graph_edges); free(h_graph_mask);
  free(h_updating_graph_mask); free(h_graph_visited); free(h_cost);
  cudaFree(d_graph_nodes); cudaFree(d_graph_edges); cudaFree(d_graph_mask);
  cudaFree(d_updating_graph_mask); cudaFree(d_graph_visited); cudaFree(d_cost); cudaFree(d_over);
}
// expect: Reading File
// expect: Read File
// expect: Copied Everything to GPU memory
// expect: Start traversing the tree
// expect: Kernel Executed 16 times
// expect: Result stored in result.txt
// expect: 0) cost:0
// expect: 150) cost:5
// expect: 300) cost:7
// expect: 450) cost:8
// expect: 600 nodes, depth 15, 35 unreached, cost sum 3891
// expect-report: ^bfs\.cu:54:13: warning: data race on global memory: write of 1 byte .* of the same value
// expect-report: ^bfs\.cu:54:13: warning: data race on global memory: write of 1 byte .* of the same value
// expect-report: ^bfs\.cu:40:20: warning: data race on global memory: write of 4 bytes .* of the same value
// expect-report: ^bfs\.cu:41:35: warning: data race on global memory: write of 1 byte .* of the same value
// expect-report: ^bfs\.cu:40:20: warning: data race on global memory: write of 4 bytes .* of the same value
// expect-report: ^bfs\.cu:41:35: warning: data race on global memory: write of 1 byte .* of the same value
// expect-report: ^cudak: 0 errors, 6 warnings
