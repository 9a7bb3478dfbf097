// --trace names a template kernel's instance as g++ does: the thesis-style listing is headed
// "listing of 'scale<float, 3>'" (issue 19).
// cudak-args: --trace=warp --trace-style=thesis
// SPDX-License-Identifier: MIT
template <typename T, int N>
__global__ void scale(T *p) { p[threadIdx.x] *= N; }
int main()
{
  float *d;
  cudaMalloc(&d, 2 * sizeof(float));
  cudaMemset(d, 0, 2 * sizeof(float));
  scale<float, 3><<<1, 2>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
// expect-stderr: # --trace=warp, thesis style ([H §5.4.1], figures 5.2-5.4): one row per warp step.
// expect-stderr: # pc: the statement executed, numbered as in the function's listing below (a branch target's
// expect-stderr: #   label takes a line, as in the thesis; '-' a statement only the lowering adds);
// expect-stderr: # α: active mask after the step, lane 0 first; δ: disable mask (0 enabled, b break,
// expect-stderr: #   r return, x exit); τ: the token stack, top first (ε empty; x: a pc in the caller);
// expect-stderr: # then the statement and what the step did.
// expect-stderr: # listing of 'scale<float, 3>':
// expect-stderr: #     1    mov %r1, ptradd(%r0, cvt.s64(%tid.x), 4)    (line 6)
// expect-stderr: #     2    ld.f32 %r2, [%r1]    (line 6)
// expect-stderr: #     3    mov %r3, mul(%r2, cvt.f32(3))    (line 6)
// expect-stderr: #     4    st.f32 [%r1], %r3    (line 6)
// expect-stderr: #     5    exit    (line 6)
// expect-stderr: # warp   pc  α                                 δ                                 τ                                             statement
// expect-stderr: b0 w0     1  11000000000000000000000000000000  00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  ε                                             mov %r1, ptradd(%r0, cvt.s6...
// expect-stderr: b0 w0     2  11000000000000000000000000000000  00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  ε                                             ld.f32 %r2, [%r1]
// expect-stderr: b0 w0     3  11000000000000000000000000000000  00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  ε                                             mov %r3, mul(%r2, cvt.f32(3))
// expect-stderr: b0 w0     4  11000000000000000000000000000000  00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  ε                                             st.f32 [%r1], %r3
// expect-stderr: b0 w0     5  00000000000000000000000000000000  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  ε                                             exit                            lanes 0,1 disabled (exit), warp completed
