// corpus/samples-rodinia/kmeans.cu: Rodinia's k-means as the suite writes it: getopt over
// "i:k:t:l:b", the points read from a text file of "id f1 f2 ..." lines with strtok/atof, the
// features transposed by an invert_mapping kernel, the cluster centres in __constant__ memory
// (cudaMemcpyToSymbol each iteration), a kmeansPoint kernel that assigns each point its nearest
// centre, new centres and the changed count computed on the host, looping until fewer than
// threshold points move. The initial centres are the first k points, so the run is
// deterministic; the host recomputes the final assignment to check it.
// run-args: -i kdd200.txt -k 5 -t 0.001 -l 20
// data: kdd200.txt
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <unistd.h>
#include <getopt.h>

#define THREADS_PER_BLOCK 64
#define MAX_FEATURES 8
#define MAX_CLUSTERS 16

__constant__ float c_clusters[MAX_CLUSTERS * MAX_FEATURES];

__global__ void invert_mapping(float *input, float *output, int npoints, int nfeatures)
{
  int point_id = threadIdx.x + blockDim.x * blockIdx.x;
  if (point_id < npoints)
    for (int i = 0; i < nfeatures; i++)
      output[point_id + npoints * i] = input[point_id * nfeatures + i];
}

__global__ void kmeansPoint(float *features, int nfeatures, int npoints, int nclusters, int *membership)
{
  unsigned int point_id = blockDim.x * blockIdx.x + threadIdx.x;
  int index = -1;
  if (point_id < npoints) {
    float min_dist = FLT_MAX;
    for (int i = 0; i < nclusters; i++) {
      int cluster_base_index = i * nfeatures;
      float ans = 0.0;
      for (int l = 0; l < nfeatures; l++) {
        int addr = point_id + l * npoints;
        float diff = (features[addr] - c_clusters[cluster_base_index + l]);
        ans += diff * diff;
      }
      float dist = ans;
      if (dist < min_dist) {
        min_dist = dist;
        index = i;
      }
    }
    membership[point_id] = index;
  }
}

static void usage(char *argv0)
{
  fprintf(stderr, "Usage: %s [switches] -i filename\n"
                  "       -i filename      : file containing data to be clustered\n"
                  "       -k nclusters     : number of clusters\n"
                  "       -t threshold     : threshold value\n"
                  "       -l nloops        : iteration limit\n"
                  "       -b               : input file is in binary format\n", argv0);
  exit(-1);
}

int main(int argc, char **argv)
{
  int opt;
  extern char *optarg;
  char *filename = 0;
  float threshold = 0.001f;
  int nclusters = 5, nloops = 500, isBinaryFile = 0;
  while ((opt = getopt(argc, argv, "i:k:t:l:b")) != EOF) {
    switch (opt) {
    case 'i': filename = optarg; break;
    case 'b': isBinaryFile = 1; break;
    case 't': threshold = atof(optarg); break;
    case 'k': nclusters = atoi(optarg); break;
    case 'l': nloops = atoi(optarg); break;
    case '?': usage(argv[0]); break;
    default: usage(argv[0]); break;
    }
  }
  if (filename == 0 || isBinaryFile) usage(argv[0]);

  FILE *infile = fopen(filename, "r");
  if (!infile) {
    fprintf(stderr, "Error: no such file (%s)\n", filename);
    exit(1);
  }
  char line[1024];
  int npoints = 0, nfeatures = 0;
  while (fgets(line, 1024, infile) != NULL)
    if (strtok(line, " \t\n") != 0) npoints++;
  rewind(infile);
  while (fgets(line, 1024, infile) != NULL) {
    if (strtok(line, " \t\n") != 0) {
      while (strtok(NULL, " ,\t\n") != NULL) nfeatures++;
      break;
    }
  }
  rewind(infile);
  float *buf = (float *)malloc(npoints * nfeatures * sizeof(float));
  int i = 0;
  while (fgets(line, 1024, infile) != NULL) {
    if (strtok(line, " \t\n") == NULL) continue;
    for (int j = 0; j < nfeatures; j++) {
      buf[i] = atof(strtok(NULL, " ,\t\n"));
      i++;
    }
  }
  fclose(infile);
  printf("\nI/O completed\n");
  printf("Number of objects: %d\n", npoints);
  printf("Number of features: %d\n", nfeatures);

  float *feature_d, *feature_flipped_d;
  int *membership_d;
  cudaMalloc((void **)&feature_flipped_d, npoints * nfeatures * sizeof(float));
  cudaMemcpy(feature_flipped_d, buf, npoints * nfeatures * sizeof(float), cudaMemcpyHostToDevice);
  cudaMalloc((void **)&feature_d, npoints * nfeatures * sizeof(float));
  int num_blocks = (npoints + THREADS_PER_BLOCK - 1) / THREADS_PER_BLOCK;
  invert_mapping<<<num_blocks, THREADS_PER_BLOCK>>>(feature_flipped_d, feature_d, npoints, nfeatures);
  cudaMalloc((void **)&membership_d, npoints * sizeof(int));

  float *clusters = (float *)malloc(nclusters * nfeatures * sizeof(float));
  float *new_centers = (float *)malloc(nclusters * nfeatures * sizeof(float));
  int *new_centers_len = (int *)malloc(nclusters * sizeof(int));
  int *membership = (int *)malloc(npoints * sizeof(int));
  int *membership_new = (int *)malloc(npoints * sizeof(int));
  for (i = 0; i < nclusters; i++)
    for (int j = 0; j < nfeatures; j++) clusters[i * nfeatures + j] = buf[i * nfeatures + j];
  for (i = 0; i < npoints; i++) membership[i] = -1;

  int loop = 0;
  float delta;
  do {
    cudaMemcpyToSymbol(c_clusters, clusters, nclusters * nfeatures * sizeof(float), 0, cudaMemcpyHostToDevice);
    kmeansPoint<<<num_blocks, THREADS_PER_BLOCK>>>(feature_d, nfeatures, npoints, nclusters, membership_d);
    cudaDeviceSynchronize();
    cudaMemcpy(membership_new, membership_d, npoints * sizeof(int), cudaMemcpyDeviceToHost);
    delta = 0;
    memset(new_centers, 0, nclusters * nfeatures * sizeof(float));
    memset(new_centers_len, 0, nclusters * sizeof(int));
    for (i = 0; i < npoints; i++) {
      int cluster_id = membership_new[i];
      new_centers_len[cluster_id]++;
      if (membership_new[i] != membership[i]) {
        delta++;
        membership[i] = membership_new[i];
      }
      for (int j = 0; j < nfeatures; j++) new_centers[cluster_id * nfeatures + j] += buf[i * nfeatures + j];
    }
    for (i = 0; i < nclusters; i++)
      for (int j = 0; j < nfeatures; j++)
        if (new_centers_len[i] > 0) clusters[i * nfeatures + j] = new_centers[i * nfeatures + j] / new_centers_len[i];
    printf("iteration %d: %.0f points moved\n", loop, delta);
  } while ((delta > threshold * npoints) && (loop++ < nloops));

  printf("Cluster Centers Output\n");
  printf("The first number is cluster number and the following data is arribute value\n");
  printf("=============================================================================\n\n");
  for (i = 0; i < nclusters; i++) {
    printf("%d: ", i);
    for (int j = 0; j < nfeatures; j++) printf("%.2f ", clusters[i * nfeatures + j]);
    printf("(%d points)\n\n", new_centers_len[i]);
  }
  int agree = 0;
  for (int p = 0; p < npoints; p++) {
    int best = 0;
    float bd = FLT_MAX;
    for (int c = 0; c < nclusters; c++) {
      float d = 0;
      for (int j = 0; j < nfeatures; j++) {
        float t = buf[p * nfeatures + j] - clusters[c * nfeatures + j];
        d += t * t;
      }
      if (d < bd) { bd = d; best = c; }
    }
    agree += best == membership[p];
  }
  printf("host agrees on %d of %d points\n", agree, npoints);
  cudaFree(feature_d); cudaFree(feature_flipped_d); cudaFree(membership_d);
  free(buf); free(clusters); free(new_centers); free(new_centers_len); free(membership); free(membership_new);
  return 0;
}
// expect:
// expect: I/O completed
// expect: Number of objects: 200
// expect: Number of features: 4
// expect: iteration 0: 200 points moved
// expect: iteration 1: 0 points moved
// expect: Cluster Centers Output
// expect: The first number is cluster number and the following data is arribute value
// expect: =============================================================================
// expect:
// expect: 0: 0.93 0.95 1.18 0.90 (40 points)
// expect:
// expect: 1: 5.86 6.02 0.08 1.89 (40 points)
// expect:
// expect: 2: -3.86 3.00 4.93 -2.15 (40 points)
// expect:
// expect: 3: -0.20 -4.90 -3.18 3.82 (40 points)
// expect:
// expect: 4: 8.11 -1.95 7.02 6.91 (40 points)
// expect:
// expect: host agrees on 200 of 200 points
