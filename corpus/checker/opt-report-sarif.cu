// --report=sarif: the race of race-shared-raw.cu as a SARIF 2.1.0 log on stderr: the rule table,
// then one result with its location, the related locations of both accesses and the count.
// cudak-args: --report=sarif
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
// expect-report: ^\{"\$schema":"[^"]*sarif-2\.1\.0[^"]*","version":"2\.1\.0","runs":\[\{"tool":\{"driver":\{"name":"cudak"
// expect-report: ^\{"id":"data-race","shortDescription":\{"text":"[^"]+"\},"defaultConfiguration":\{"level":"error"\}\},$
// expect-report: ^\{"id":"data-race-same-value",.*"level":"warning"
// expect-report: ^\{"ruleId":"data-race","ruleIndex":0,"level":"error","message":\{"text":"data race on shared memory: read of 4 bytes at 'buf'\[1\] conflicts with an earlier write"\},"locations":\[\{"physicalLocation":\{"artifactLocation":\{"uri":"opt-report-sarif\.cu"\},"region":\{"startLine":10,"startColumn":15\}\}\}\],"relatedLocations":\[\{"id":1,"physicalLocation":\{"artifactLocation":\{"uri":"opt-report-sarif\.cu"\},"region":\{"startLine":9,"startColumn":10\}\},"message":\{"text":"previous write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)"\}\}.*"occurrenceCount":64\}$
// expect-report: ^\]\}\]\}$
// stderr-allow: ^\{"id":"[a-z-]+","shortDescription":\{"text":"[^"]+"\},"defaultConfiguration":\{"level":"(error|warning|note)"\}\}(,|\]\}\},"properties":.*)$
// expect-report: ^cudak: 1 error, 0 warnings; 63 repeats folded \(seed 0\)$
