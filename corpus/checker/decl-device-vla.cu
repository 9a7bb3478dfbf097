// A variable-length array in a kernel: g++ accepts one in host code, but device code has none,
// and nvcc refuses it with "expression must have a constant value"; so does cudak (issue 23,
// defect 4 audit). ok-decl-sized.cu sizes its arrays with a constant.
// nvcc: fail: ^decl-device-vla\.cu\(7\): error: expression must have a constant value$
// expect-build-fail
__global__ void moving_average(const float *in, float *out, int width) {
  float window[width];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < width; k++) {
    window[k] = in[i + k];
    sum += window[k];
  }
  out[i] = sum / width;
}

int main(void) {
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-report: ^decl-device-vla\.cu:7:9: error: expression must have a constant value \(the length of array 'window' in device code\)$
