// corpus/memory/listing-4-2-trace.cu: listing 4.2 of [H §4.5] step by step under --trace=mem.
// One thread loads data[0] and then data[1], which lie in the same 128-byte line. The first load
// misses in L1 and L2: it reserves an L1 line (3) and an L2 line (8), reads the line from DRAM
// (11), fills L2 (14), reads L2 (17) and fills L1 (19), reads L1 (22) and writes its register
// (25). The second load finds the line in L1 (isCachedL1: the block of lines 1-20 is skipped) and
// reads it there (22). Between its yields each step is one micro step of ->M [H §4.6].
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void two_loads(const int *data, int *out)
{
  int a = data[0];
  int b = data[1];
  out[0] = a + b;
}

int main(void)
{
  int h[2] = { 40, 2 }, *data, *out, sum;
  cudaMalloc(&data, sizeof h);
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(data, h, sizeof h, cudaMemcpyHostToDevice);
  two_loads<<<1, 1>>>(data, out);
  cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost);
  printf("sum %d\n", sum);
  cudaFree(data);
  cudaFree(out);
  return 0;
}

// cudak-args: --memory=fermi --trace=mem:grid=0
// expect: sum 42
// expect-stderr: mem: mid 1 issued: listing 4.2 (ld .ca), 4 bytes at 0x200000010600 by block 0 thread 0 on SM 0 (listing-4-2-trace.cu:12)
// expect-stderr: mem: mid 1 L4.2:1 if (!isCachedL1) -> enter (L1 miss)
// expect-stderr: mem: mid 1 L4.2:3 reserveL1 (L1[0] line 0x200000010600: miss, reserved)
// expect-stderr: mem: mid 1 L4.2:4 yield
// expect-stderr: mem: mid 1 L4.2:6 if (!isCachedL2) -> enter (L2 miss)
// expect-stderr: mem: mid 1 L4.2:8 reserveL2 (L2 line 0x200000010600: miss, reserved)
// expect-stderr: mem: mid 1 L4.2:9 yield
// expect-stderr: mem: mid 1 L4.2:11 readMem (DRAM line 0x200000010600)
// expect-stderr: mem: mid 1 L4.2:12 yield
// expect-stderr: mem: mid 1 L4.2:14 updateL2 (L2 line 0x200000010600: fill)
// expect-stderr: mem: mid 1 L4.2:17 readL2 (L2 line 0x200000010600: hit, 0x28)
// expect-stderr: mem: mid 1 L4.2:18 yield
// expect-stderr: mem: mid 1 L4.2:19 updateL1 (L1[0] line 0x200000010600: fill)
// expect-stderr: mem: mid 1 L4.2:22 readL1 (L1[0] line 0x200000010600: hit, 0x28)
// expect-stderr: mem: mid 1 L4.2:23 yield
// expect-stderr: mem: mid 1 listing 4.2 (ld .ca) delivered 0x28 (4 bytes at 0x200000010600, written by mid 0) to block 0 thread 0
// expect-stderr: mem: mid 1 L4.2:25 writeToRegs
// expect-stderr: mem: mid 1 L4.2:26 yield
// expect-stderr: mem: mid 1 L4.2:28 releaseRegs
// expect-stderr: mem: mid 1 L4.2:29 end
// expect-stderr: mem: mid 2 issued: listing 4.2 (ld .ca), 4 bytes at 0x200000010604 by block 0 thread 0 on SM 0 (listing-4-2-trace.cu:13)
// expect-stderr: mem: mid 2 L4.2:1 if (!isCachedL1) -> skip (L1 has the line or its fill is pending)
// expect-stderr: mem: mid 2 L4.2:22 readL1 (L1[0] line 0x200000010600: hit, 0x2)
// expect-stderr: mem: mid 2 L4.2:23 yield
// expect-stderr: mem: mid 2 listing 4.2 (ld .ca) delivered 0x2 (4 bytes at 0x200000010604, written by mid 0) to block 0 thread 0
// expect-stderr: mem: mid 2 L4.2:25 writeToRegs
// expect-stderr: mem: mid 2 L4.2:26 yield
// expect-stderr: mem: mid 2 L4.2:28 releaseRegs
// expect-stderr: mem: mid 2 L4.2:29 end
// expect-stderr: mem: L2 line 0x200000010600: (evict_L2) evicted
// expect-stderr: mem: mid 3 issued: listing 4.1 (st.global .wb), 4 bytes at 0x200000010800 by block 0 thread 0 on SM 0 (listing-4-2-trace.cu:14)
// expect-stderr: mem: mid 3 L4.1:1 discardL1
// expect-stderr: mem: mid 3 L4.1:2 yield
// expect-stderr: mem: mid 3 L4.1:4 writeL2 (L2 line 0x200000010800: 0x2a at +0)
// expect-stderr: mem: mid 3 st performed: 4 bytes at 0x200000010800 = 0x2a by block 0 thread 0 (line 14)
// expect-stderr: mem: mid 3 L4.1:5 classifyNormalL2
// expect-stderr: mem: mid 3 L4.1:6 releaseRegs
// expect-stderr: mem: mid 3 L4.1:7 end
// expect-stderr: mem: L2 line 0x200000010800: (wb_L2) written back to DRAM
// expect-stderr: mem: grid end: every dirty line written back, every line dropped
