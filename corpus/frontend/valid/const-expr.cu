// Built and run as well as parsed: it prints nothing and exits with status 0.
const int N = 8;
const int M = N * 2;
int a[M];
__shared__ int unused_decl_only;
__global__ void k() { __shared__ float tile[N][N + 1]; tile[0][0] = 1; }
int main()
{
  const int L = 3;
  int b[L];
  switch (N) { case M / 2: break; }
  return (int) (sizeof(a) / sizeof(a[0])) - 16 + (int) sizeof(b) - 12;
}
