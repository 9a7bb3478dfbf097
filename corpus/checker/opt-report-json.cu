// --report=json: the race of race-shared-raw.cu as a JSON document on stderr (one finding per
// line), then the summary line.
// cudak-args: --report=json
#include <stdio.h>
#define N 64
__global__ void shift(int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  buf[t] = t * 10;
  out[t] = buf[(t + 1) % N];
}
int main(void) {
  int *d, h[N];
  cudaMalloc(&d, sizeof h);
  shift<<<1, N>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 10 0
// expect-exit: 1
// expect-report: ^\{"tool":"cudak","version":"[0-9.]+","seed":0,"findings":\[$
// expect-report: ^\{"kind":"data-race","severity":"error","message":"data race on shared memory: read of 4 bytes at 'buf'\[1\] conflicts with an earlier write","count":64,"kernel":"shift","locations":\[\{"file":"opt-report-json\.cu","line":10,"column":15,.*\{"file":"opt-report-json\.cu","line":9,"column":10,"message":"previous write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)"\}.*"threads":\[\{"role":"current","access":"read","host":false,"block":\[0,0,0\],"thread":\[0,0,0\],"warp":0,"lane":0\},\{"role":"previous","access":"write","host":false,"block":\[0,0,0\],"thread":\[1,0,0\],"warp":0,"lane":1\}\]\}$
// expect-report: ^\],"summary":\{"errors":1,"warnings":0,"repeats":63,"suppressed":0,"not_shown":0\}\}$
// expect-report: ^cudak: 1 error, 0 warnings; 63 repeats folded \(seed 0\)$
