// corpus/memory/listing-4-1-trace.cu: listing 4.1 of [H §4.5] step by step under --trace=mem.
// One thread loads data[1] (listing 4.2 fills the line into L2 and its SM's L1), then stores
// data[1] = 7: st.global .wb drops the SM's L1 copy (discardL1, 1), yields (2), writes L2 (4,
// where the store is performed: other SMs read it from L2 now), classifies the line (5), releases
// its registers (6) and ends (7). The second store, to a line no L1 holds, discards nothing. At
// the end of the grid the dirty L2 lines are written back to DRAM, where the host reads them.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void store_after_load(int *data, int *out)
{
  int old = data[1];
  data[1] = 7;
  out[0] = old;
}

int main(void)
{
  int h[2] = { 5, 6 }, *data, *out, old;
  cudaMalloc(&data, sizeof h);
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(data, h, sizeof h, cudaMemcpyHostToDevice);
  store_after_load<<<1, 1>>>(data, out);
  cudaMemcpy(h, data, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&old, out, sizeof old, cudaMemcpyDeviceToHost);
  printf("old %d, new %d\n", old, h[1]);
  cudaFree(data);
  cudaFree(out);
  return 0;
}

// cudak-args: --memory=fermi --trace=mem:grid=0
// expect: old 6, new 7
// expect-stderr: mem: mid 1 issued: listing 4.2 (ld .ca), 4 bytes at 0x200000010604 by block 0 thread 0 on SM 0 (listing-4-1-trace.cu:12)
// expect-stderr: mem: mid 1 L4.2:1 if (!isCachedL1) -> enter (L1 miss)
// expect-stderr: mem: mid 1 L4.2:3 reserveL1 (L1[0] line 0x200000010600: miss, reserved)
// expect-stderr: mem: mid 1 L4.2:4 yield
// expect-stderr: mem: mid 1 L4.2:6 if (!isCachedL2) -> enter (L2 miss)
// expect-stderr: mem: mid 1 L4.2:8 reserveL2 (L2 line 0x200000010600: miss, reserved)
// expect-stderr: mem: mid 1 L4.2:9 yield
// expect-stderr: mem: mid 1 L4.2:11 readMem (DRAM line 0x200000010600)
// expect-stderr: mem: mid 1 L4.2:12 yield
// expect-stderr: mem: mid 1 L4.2:14 updateL2 (L2 line 0x200000010600: fill)
// expect-stderr: mem: mid 1 L4.2:17 readL2 (L2 line 0x200000010600: hit, 0x6)
// expect-stderr: mem: mid 1 L4.2:18 yield
// expect-stderr: mem: mid 1 L4.2:19 updateL1 (L1[0] line 0x200000010600: fill)
// expect-stderr: mem: mid 1 L4.2:22 readL1 (L1[0] line 0x200000010600: hit, 0x6)
// expect-stderr: mem: mid 1 L4.2:23 yield
// expect-stderr: mem: mid 1 listing 4.2 (ld .ca) delivered 0x6 (4 bytes at 0x200000010604, written by mid 0) to block 0 thread 0
// expect-stderr: mem: mid 1 L4.2:25 writeToRegs
// expect-stderr: mem: mid 1 L4.2:26 yield
// expect-stderr: mem: mid 1 L4.2:28 releaseRegs
// expect-stderr: mem: mid 1 L4.2:29 end
// expect-stderr: mem: mid 2 issued: listing 4.1 (st.global .wb), 4 bytes at 0x200000010604 by block 0 thread 0 on SM 0 (listing-4-1-trace.cu:13)
// expect-stderr: mem: mid 2 L4.1:1 discardL1 (L1[0] line 0x200000010600 dropped)
// expect-stderr: mem: mid 2 L4.1:2 yield
// expect-stderr: mem: mid 3 issued: listing 4.1 (st.global .wb), 4 bytes at 0x200000010800 by block 0 thread 0 on SM 0 (listing-4-1-trace.cu:14)
// expect-stderr: mem: mid 2 L4.1:4 writeL2 (L2 line 0x200000010600: 0x7 at +4)
// expect-stderr: mem: mid 2 st performed: 4 bytes at 0x200000010604 = 0x7 by block 0 thread 0 (line 13)
// expect-stderr: mem: mid 2 L4.1:5 classifyNormalL2
// expect-stderr: mem: mid 2 L4.1:6 releaseRegs
// expect-stderr: mem: mid 2 L4.1:7 end
// expect-stderr: mem: mid 3 L4.1:1 discardL1
// expect-stderr: mem: mid 3 L4.1:2 yield
// expect-stderr: mem: mid 3 L4.1:4 writeL2 (L2 line 0x200000010800: 0x6 at +0)
// expect-stderr: mem: mid 3 st performed: 4 bytes at 0x200000010800 = 0x6 by block 0 thread 0 (line 14)
// expect-stderr: mem: mid 3 L4.1:5 classifyNormalL2
// expect-stderr: mem: mid 3 L4.1:6 releaseRegs
// expect-stderr: mem: mid 3 L4.1:7 end
// expect-stderr: mem: grid end: every dirty line written back, every line dropped
// expect-stderr: mem: L2 line 0x200000010600: (wb_L2) written back to DRAM
// expect-stderr: mem: L2 line 0x200000010800: (wb_L2) written back to DRAM
