// corpus/samples-rodinia/hotspot.cu: Rodinia's HotSpot as the suite writes it: the command line
// `grid_rows pyramid_height sim_time temp_file power_file output_file` parsed with atoi, the
// temperature and power grids read line by line with fgets/sscanf, a kernel that runs
// pyramid_height time steps per launch in shared memory on a tile with a shrinking halo
// (__syncthreads in a loop left by break), and two device buffers swapped as ping-pong pointers
// by the host loop that returns the index of the latest. A plain host iteration of the same
// model checks it (the GPU's multiply-adds are contracted, so the two agree to a tolerance); the values
// printed are those of the host iteration built by gcc -ffp-contract=off.
// run-args: 32 2 10 temp_32 power_32 output.out
// data: temp_32 power_32
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <assert.h>
#include <cuda.h>

#define BLOCK_SIZE 16
#define STR_SIZE 256
#define MAX_PD (3.0e6)
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
#define EXPAND_RATE 2
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

float t_chip = 0.0005;
float chip_height = 0.016;
float chip_width = 0.016;
float amb_temp = 80.0;

void fatal(const char *s)
{
  fprintf(stderr, "error: %s\n", s);
  exit(1);
}

void writeoutput(float *vect, int grid_rows, int grid_cols, char *file)
{
  int i, j, index = 0;
  FILE *fp;
  char str[STR_SIZE];
  if ((fp = fopen(file, "w")) == 0) printf("The file was not opened\n");
  for (i = 0; i < grid_rows; i++)
    for (j = 0; j < grid_cols; j++) {
      sprintf(str, "%d\t%g\n", index, vect[i * grid_cols + j]);
      fputs(str, fp);
      index++;
    }
  fclose(fp);
}

void readinput(float *vect, int grid_rows, int grid_cols, char *file)
{
  int i, j;
  FILE *fp;
  char str[STR_SIZE];
  float val;
  if ((fp = fopen(file, "r")) == 0) fatal("The file was not opened");
  for (i = 0; i <= grid_rows - 1; i++)
    for (j = 0; j <= grid_cols - 1; j++) {
      if (fgets(str, STR_SIZE, fp) == NULL) fatal("not enough lines in file");
      if ((sscanf(str, "%f", &val) != 1)) fatal("invalid file format");
      vect[i * grid_cols + j] = val;
    }
  fclose(fp);
}

__global__ void calculate_temp(int iteration, float *power, float *temp_src, float *temp_dst,
                               int grid_cols, int grid_rows, int border_cols, int border_rows,
                               float Cap, float Rx, float Ry, float Rz, float step, float time_elapsed)
{
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE];

  float amb_temp = 80.0;
  float step_div_Cap;
  float Rx_1, Ry_1, Rz_1;
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  step_div_Cap = step / Cap;
  Rx_1 = 1 / Rx;
  Ry_1 = 1 / Ry;
  Rz_1 = 1 / Rz;

  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty;
  int xidx = blkX + tx;
  int loadYidx = yidx, loadXidx = xidx;
  int index = grid_cols * loadYidx + loadXidx;

  if (IN_RANGE(loadYidx, 0, grid_rows - 1) && IN_RANGE(loadXidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1) : BLOCK_SIZE - 1;

  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;

  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] = temp_on_cuda[ty][tx] +
                       step_div_Cap * (power_on_cuda[ty][tx] +
                                       (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0 * temp_on_cuda[ty][tx]) * Ry_1 +
                                       (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0 * temp_on_cuda[ty][tx]) * Rx_1 +
                                       (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    __syncthreads();
    if (i == iteration - 1) break;
    if (computed) temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  if (computed) temp_dst[index] = temp_t[ty][tx];
}

int compute_tran_temp(float *MatrixPower, float *MatrixTemp[2], int col, int row, int total_iterations,
                      int num_iterations, int blockCols, int blockRows, int borderCols, int borderRows)
{
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(blockCols, blockRows);
  float grid_height = chip_height / row;
  float grid_width = chip_width / col;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);
  float max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;
  float t;
  float time_elapsed = 0.001;
  int src = 1, dst = 0;
  for (t = 0; t < total_iterations; t += num_iterations) {
    int temp = src;
    src = dst;
    dst = temp;
    calculate_temp<<<dimGrid, dimBlock>>>(MIN(num_iterations, total_iterations - t), MatrixPower,
                                          MatrixTemp[src], MatrixTemp[dst], col, row, borderCols,
                                          borderRows, Cap, Rx, Ry, Rz, step, time_elapsed);
  }
  return dst;
}

/* the same model, one time step at a time, on the host; the neighbours clamp at the edges */
static void host_reference(float *temp, const float *power, int row, int col, int steps)
{
  float grid_height = chip_height / row, grid_width = chip_width / col;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);
  float step = PRECISION / (MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI));
  float *next = (float *)malloc(sizeof(float) * row * col);
  for (int s = 0; s < steps; s++) {
    for (int r = 0; r < row; r++)
      for (int c = 0; c < col; c++) {
        int n = r > 0 ? r - 1 : r, so = r < row - 1 ? r + 1 : r;
        int w = c > 0 ? c - 1 : c, e = c < col - 1 ? c + 1 : c;
        float v = temp[r * col + c];
        next[r * col + c] = v + step / Cap * (power[r * col + c] +
                                              (temp[so * col + c] + temp[n * col + c] - 2.0 * v) / Ry +
                                              (temp[r * col + e] + temp[r * col + w] - 2.0 * v) / Rx +
                                              (amb_temp - v) / Rz);
      }
    memcpy(temp, next, sizeof(float) * row * col);
  }
  free(next);
}

void usage(int argc, char **argv)
{
  fprintf(stderr, "Usage: %s <grid_rows/grid_cols> <pyramid_height> <sim_time> <temp_file> <power_file> <output_file>\n", argv[0]);
  exit(1);
}

int main(int argc, char **argv)
{
  int size;
  int grid_rows, grid_cols;
  float *FilesavingTemp, *FilesavingPower, *MatrixOut;
  char *tfile, *pfile, *ofile;
  int total_iterations = 60;
  int pyramid_height = 1;

  if (argc != 7) usage(argc, argv);
  if ((grid_rows = atoi(argv[1])) <= 0 || (grid_cols = atoi(argv[1])) <= 0 ||
      (pyramid_height = atoi(argv[2])) <= 0 || (total_iterations = atoi(argv[3])) <= 0)
    usage(argc, argv);
  tfile = argv[4];
  pfile = argv[5];
  ofile = argv[6];
  size = grid_rows * grid_cols;

#define EXPAND_RATE 2
  int borderCols = (pyramid_height)*EXPAND_RATE / 2;
  int borderRows = (pyramid_height)*EXPAND_RATE / 2;
  int smallBlockCol = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int smallBlockRow = BLOCK_SIZE - (pyramid_height)*EXPAND_RATE;
  int blockCols = grid_cols / smallBlockCol + ((grid_cols % smallBlockCol == 0) ? 0 : 1);
  int blockRows = grid_rows / smallBlockRow + ((grid_rows % smallBlockRow == 0) ? 0 : 1);

  FilesavingTemp = (float *)malloc(size * sizeof(float));
  FilesavingPower = (float *)malloc(size * sizeof(float));
  MatrixOut = (float *)calloc(size, sizeof(float));
  if (!FilesavingPower || !FilesavingTemp || !MatrixOut) fatal("unable to allocate memory");

  printf("pyramidHeight: %d\ngridSize: [%d, %d]\nborder:[%d, %d]\nblockGrid:[%d, %d]\ntargetBlock:[%d, %d]\n",
         pyramid_height, grid_cols, grid_rows, borderCols, borderRows, blockCols, blockRows,
         smallBlockCol, smallBlockRow);
  readinput(FilesavingTemp, grid_rows, grid_cols, tfile);
  readinput(FilesavingPower, grid_rows, grid_cols, pfile);

  float *MatrixTemp[2], *MatrixPower;
  cudaMalloc((void **)&MatrixTemp[0], sizeof(float) * size);
  cudaMalloc((void **)&MatrixTemp[1], sizeof(float) * size);
  cudaMemcpy(MatrixTemp[0], FilesavingTemp, sizeof(float) * size, cudaMemcpyHostToDevice);
  cudaMalloc((void **)&MatrixPower, sizeof(float) * size);
  cudaMemcpy(MatrixPower, FilesavingPower, sizeof(float) * size, cudaMemcpyHostToDevice);
  printf("Start computing the transient temperature\n");
  int ret = compute_tran_temp(MatrixPower, MatrixTemp, grid_cols, grid_rows, total_iterations,
                              pyramid_height, blockCols, blockRows, borderCols, borderRows);
  printf("Ending simulation\n");
  cudaMemcpy(MatrixOut, MatrixTemp[ret], sizeof(float) * size, cudaMemcpyDeviceToHost);
  writeoutput(MatrixOut, grid_rows, grid_cols, ofile);

  host_reference(FilesavingTemp, FilesavingPower, grid_rows, grid_cols, total_iterations);
  double maxdiff = 0;
  for (int i = 0; i < size; i++) maxdiff = fmax(maxdiff, fabs(MatrixOut[i] - FilesavingTemp[i]));
  FILE *fp = fopen(ofile, "r");
  char line[STR_SIZE];
  int lines = 0;
  while (fgets(line, sizeof line, fp)) {
    int idx;
    float v;
    if (sscanf(line, "%d\t%f", &idx, &v) == 2 && idx % 300 == 0) printf("%d: %.2f\n", idx, v);
    lines++;
  }
  fclose(fp);
  printf("%d lines in %s, result in MatrixTemp[%d], host check %s\n", lines, ofile, ret,
         maxdiff < 1e-3 ? "PASSED" : "FAILED");

  cudaFree(MatrixPower);
  cudaFree(MatrixTemp[0]);
  cudaFree(MatrixTemp[1]);
  free(MatrixOut);
  free(FilesavingTemp);
  free(FilesavingPower);
  return 0;
}
// expect: pyramidHeight: 2
// expect: gridSize: [32, 32]
// expect: border:[2, 2]
// expect: blockGrid:[3, 3]
// expect: targetBlock:[12, 12]
// expect: Start computing the transient temperature
// expect: Ending simulation
// expect: 0: 327.61
// expect: 300: 324.95
// expect: 600: 330.92
// expect: 900: 337.02
// expect: 1024 lines in output.out, result in MatrixTemp[1], host check PASSED
