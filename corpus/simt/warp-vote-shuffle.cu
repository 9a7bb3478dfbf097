// corpus/simt/warp-vote-shuffle.cu: the warp-level primitives as every lane of a full warp sees
// them, per the CUDA C++ Programming Guide's warp vote and warp shuffle functions (issue 27): a
// butterfly reduction with __shfl_xor_sync gives every lane the sum; __shfl_up_sync and
// __shfl_down_sync past the end of the warp return the lane's own value; __shfl_sync's source
// lane wraps modulo the width; a width of 8 shuffles inside segments of 8 lanes; the votes over
// a predicate that is uniformly true, uniformly false or not uniform; __activemask in a branch.
#include <cstdio>

__global__ void warp_ops(int *lanes, unsigned *votes)
{
  int lane = threadIdx.x % 32;
  int v = lane + 1;
  int sum = v;
  for (int offset = 16; offset > 0; offset /= 2)
    sum += __shfl_xor_sync(0xffffffff, sum, offset);
  int down = __shfl_down_sync(0xffffffff, v, 4);
  int up = __shfl_up_sync(0xffffffff, v, 4);
  int wrapped = __shfl_sync(0xffffffff, v, lane + 33);
  int pair = __shfl_xor_sync(0xffffffff, v, 1, 8);
  int seg_down = __shfl_down_sync(0xffffffff, v, 2, 8);
  lanes[lane * 6 + 0] = sum;
  lanes[lane * 6 + 1] = down;
  lanes[lane * 6 + 2] = up;
  lanes[lane * 6 + 3] = wrapped;
  lanes[lane * 6 + 4] = pair;
  lanes[lane * 6 + 5] = seg_down;
  unsigned ballot = __ballot_sync(0xffffffff, lane % 3 == 0);
  int all_pos = __all_sync(0xffffffff, v > 0);
  int all_low = __all_sync(0xffffffff, lane < 16);
  int any_last = __any_sync(0xffffffff, lane == 31);
  int any_none = __any_sync(0xffffffff, lane > 40);
  int uni_yes = __uni_sync(0xffffffff, lane < 32);
  int uni_no = __uni_sync(0xffffffff, lane < 16);
  int uni_none = __uni_sync(0xffffffff, lane > 40);
  unsigned active = 0;
  if (lane < 10)
    active = __activemask();
  if (lane == 0)
    {
      votes[0] = ballot;
      votes[1] = all_pos;
      votes[2] = all_low;
      votes[3] = any_last;
      votes[4] = any_none;
      votes[5] = uni_yes;
      votes[6] = uni_no;
      votes[7] = active;
      votes[8] = uni_none;
    }
}

int main()
{
  int *d_lanes, h_lanes[32 * 6];
  unsigned *d_votes, h_votes[9];
  cudaMalloc(&d_lanes, sizeof h_lanes);
  cudaMalloc(&d_votes, sizeof h_votes);
  warp_ops<<<1, 32>>>(d_lanes, d_votes);
  cudaMemcpy(h_lanes, d_lanes, sizeof h_lanes, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_votes, d_votes, sizeof h_votes, cudaMemcpyDeviceToHost);
  const int show[] = { 0, 1, 3, 6, 7, 15, 27, 28, 31 };
  for (int i = 0; i < 9; i++)
    {
      const int *r = h_lanes + show[i] * 6;
      printf("lane %2d: sum %d down %d up %d wrapped %d pair %d seg_down %d\n", show[i], r[0], r[1],
             r[2], r[3], r[4], r[5]);
    }
  printf("ballot %#x all %u %u any %u %u uni %u %u %u activemask %#x\n", h_votes[0], h_votes[1],
         h_votes[2], h_votes[3], h_votes[4], h_votes[5], h_votes[6], h_votes[8], h_votes[7]);
  cudaFree(d_lanes);
  cudaFree(d_votes);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: lane  0: sum 528 down 5 up 1 wrapped 2 pair 2 seg_down 3
// expect: lane  1: sum 528 down 6 up 2 wrapped 3 pair 1 seg_down 4
// expect: lane  3: sum 528 down 8 up 4 wrapped 5 pair 3 seg_down 6
// expect: lane  6: sum 528 down 11 up 3 wrapped 8 pair 8 seg_down 7
// expect: lane  7: sum 528 down 12 up 4 wrapped 9 pair 7 seg_down 8
// expect: lane 15: sum 528 down 20 up 12 wrapped 17 pair 15 seg_down 16
// expect: lane 27: sum 528 down 32 up 24 wrapped 29 pair 27 seg_down 30
// expect: lane 28: sum 528 down 29 up 25 wrapped 30 pair 30 seg_down 31
// expect: lane 31: sum 528 down 32 up 28 wrapped 1 pair 31 seg_down 32
// expect: ballot 0x49249249 all 1 0 any 1 0 uni 1 0 1 activemask 0x3ff
