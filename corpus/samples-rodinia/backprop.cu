// corpus/samples-rodinia/backprop.cu: Rodinia's back-propagation as the suite writes it: `backprop
// layer_size`, a two-layer network with weights from srand(7)/rand(), the forward pass of the
// input-to-hidden layer on the GPU (each 16x16 block multiplies a tile of inputs by weights in
// shared memory and reduces the tile's columns by a loop over __powf(2, i) strides, the partial
// sums finished on the host with the squashing function), the output layer and the errors on the
// host, then the weight adjustment kernel with momentum; the results checked against a host
// version of both kernels (the GPU's contracted multiply-adds: compared to a tolerance).
// run-args: 256
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define BLOCK_SIZE 16
#define ETA 0.3f
#define MOMENTUM 0.3f
#define WIDTH 16
#define HEIGHT 16

__global__ void bpnn_layerforward_CUDA(float *input_cuda, float *output_hidden_cuda, float *input_hidden_cuda,
                                       float *hidden_partial_sum, int in, int hid)
{
  int by = blockIdx.y;
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_in = HEIGHT * by + ty + 1;
  __shared__ float input_node[HEIGHT];
  __shared__ float weight_matrix[HEIGHT][WIDTH];
  if (tx == 0) input_node[ty] = input_cuda[index_in];
  __syncthreads();
  weight_matrix[ty][tx] = input_hidden_cuda[index];
  __syncthreads();
  weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];
  __syncthreads();
  for (int i = 1; i <= __log2f(HEIGHT); i++) {
    int power_two = __powf(2, i);
    if (ty % power_two == 0) weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two / 2][tx];
    __syncthreads();
  }
  input_hidden_cuda[index] = weight_matrix[ty][tx];
  __syncthreads();
  if (tx == 0) hidden_partial_sum[by * hid + ty] = weight_matrix[tx][ty];
}

__global__ void bpnn_adjust_weights_cuda(float *delta, int hid, float *ly, int in, float *w, float *oldw)
{
  int by = blockIdx.y;
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_y = HEIGHT * by + ty + 1;
  int index_x = tx + 1;
  w[index] += ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));
  oldw[index] = ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));
  __syncthreads();
  if (ty == 0 && by == 0) {
    w[index_x] += ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
    oldw[index_x] = ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
  }
}

static float squash(float x) { return (1.0f / (1.0f + expf(-x))); }

int main(int argc, char **argv)
{
  if (argc != 2) {
    fprintf(stderr, "usage: backprop <num of input elements>\n");
    exit(0);
  }
  int in = atoi(argv[1]);
  if (in % 16 != 0) {
    fprintf(stderr, "The number of input points must be divided by 16\n");
    exit(0);
  }
  int hid = 16, out = 1;
  srand(7);
  printf("Input layer size : %d\n", in);
  int wsize = (in + 1) * (hid + 1);
  float *input_units = (float *)malloc((in + 1) * sizeof(float));
  float *w = (float *)malloc(wsize * sizeof(float));
  float *oldw = (float *)calloc(wsize, sizeof(float));
  float *hidden_w = (float *)malloc((hid + 1) * (out + 1) * sizeof(float));
  for (int i = 0; i <= in; i++) input_units[i] = (float)rand() / RAND_MAX;
  for (int i = 0; i < wsize; i++) w[i] = (float)rand() / RAND_MAX - 0.5f;
  for (int i = 0; i < (hid + 1) * (out + 1); i++) hidden_w[i] = (float)rand() / RAND_MAX - 0.5f;
  float target = 0.1f;
  int num_blocks = in / 16;
  dim3 grid(1, num_blocks), threads(16, 16);

  float *input_cuda, *input_hidden_cuda, *output_hidden_cuda, *hidden_partial_sum, *hidden_delta_cuda, *input_prev_weights_cuda;
  float *partial_sum = (float *)malloc(num_blocks * WIDTH * sizeof(float));
  cudaMalloc((void **)&input_cuda, (in + 1) * sizeof(float));
  cudaMalloc((void **)&output_hidden_cuda, (hid + 1) * sizeof(float));
  cudaMalloc((void **)&input_hidden_cuda, wsize * sizeof(float));
  cudaMalloc((void **)&hidden_partial_sum, num_blocks * WIDTH * sizeof(float));
  printf("Performing GPU computation\n");
  cudaMemcpy(input_cuda, input_units, (in + 1) * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(input_hidden_cuda, w, wsize * sizeof(float), cudaMemcpyHostToDevice);
  bpnn_layerforward_CUDA<<<grid, threads>>>(input_cuda, output_hidden_cuda, input_hidden_cuda, hidden_partial_sum, in, hid);
  cudaDeviceSynchronize();
  cudaMemcpy(partial_sum, hidden_partial_sum, num_blocks * WIDTH * sizeof(float), cudaMemcpyDeviceToHost);

  float hidden_units[17], hidden_delta[17], hsum_host[17];
  hidden_units[0] = 1.0f;
  double worst = 0;
  for (int j = 1; j <= hid; j++) {
    float sum = 0.0f, hsum = 0.0f;
    for (int k = 0; k < num_blocks; k++) sum += partial_sum[k * hid + j - 1];
    sum += w[j];
    for (int k = 1; k <= in; k++) hsum += input_units[k] * w[k * (hid + 1) + j];
    hsum += w[j];
    worst = fmax(worst, fabs(sum - hsum));
    hsum_host[j] = hsum;
    hidden_units[j] = squash(hsum);
  }
  float outsum = hidden_w[0];
  for (int j = 1; j <= hid; j++) outsum += hidden_units[j] * hidden_w[j * (out + 1) + 1];
  float output = squash(outsum);
  float out_delta = output * (1.0f - output) * (target - output);
  for (int j = 1; j <= hid; j++) {
    float h = hidden_units[j];
    hidden_delta[j] = h * (1.0f - h) * (out_delta * hidden_w[j * (out + 1) + 1]);
  }
  printf("forward: hidden sums agree with the host within 1e-3: %s, output %.4f\n", worst < 1e-3 ? "yes" : "no", output);

  cudaMalloc((void **)&hidden_delta_cuda, (hid + 1) * sizeof(float));
  cudaMalloc((void **)&input_prev_weights_cuda, wsize * sizeof(float));
  cudaMemcpy(hidden_delta_cuda, hidden_delta, (hid + 1) * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(input_prev_weights_cuda, oldw, wsize * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(input_hidden_cuda, w, wsize * sizeof(float), cudaMemcpyHostToDevice);
  bpnn_adjust_weights_cuda<<<grid, threads>>>(hidden_delta_cuda, hid, input_cuda, in, input_hidden_cuda, input_prev_weights_cuda);
  float *w_gpu = (float *)malloc(wsize * sizeof(float));
  cudaMemcpy(w_gpu, input_hidden_cuda, wsize * sizeof(float), cudaMemcpyDeviceToHost);
  /* the host's adjustment of the same weights */
  for (int j = 1; j <= hid; j++)
    for (int k = 0; k <= in; k++) {
      float ly = k == 0 ? 1.0f : input_units[k];
      float nw = ETA * hidden_delta[j] * ly + MOMENTUM * oldw[k * (hid + 1) + j];
      w[k * (hid + 1) + j] += nw;
    }
  double wd = 0, wsum = 0;
  for (int i = 0; i < wsize; i++) {
    wd = fmax(wd, fabs(w[i] - w_gpu[i]));
    wsum += w[i];
  }
  printf("adjusted weights agree with the host within 1e-6: %s, host weight sum %.3f\n", wd < 1e-6 ? "yes" : "no", wsum);
  cudaFree(input_cuda); cudaFree(output_hidden_cuda); cudaFree(input_hidden_cuda); cudaFree(hidden_partial_sum);
  cudaFree(hidden_delta_cuda); cudaFree(input_prev_weights_cuda);
  free(input_units); free(w); free(oldw); free(hidden_w); free(partial_sum); free(w_gpu);
  printf("Training done\n");
  return 0;
}
// expect: Input layer size : 256
// expect: Performing GPU computation
// expect: forward: hidden sums agree with the host within 1e-3: yes, output 0.6720
// expect: adjusted weights agree with the host within 1e-6: yes, host weight sum 1.699
// expect: Training done
