/* bench/opencl/host.c: one OpenCL host for every bench kernel, run under `oclgrind`: sets up the
   inputs of bench/programs/WORKLOAD.cu, runs WORKLOAD.cl, and prints the same checksum line.
   Usage: host WORKLOAD DIR SIZE (SIZE as the program's N, or BLOCKS for `grid`).
   SPDX-License-Identifier: MIT */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cl_context ctx;
static cl_command_queue queue;
static cl_device_id dev;

static void
check (cl_int err, const char *what)
{
  if (err != CL_SUCCESS)
    {
      fprintf (stderr, "host: error: %s failed (%d)\n", what, (int) err);
      exit (2);
    }
}

static char *
read_text (const char *path)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      fprintf (stderr, "host: error: cannot open '%s'\n", path);
      exit (2);
    }
  fseek (f, 0, SEEK_END);
  long n = ftell (f);
  fseek (f, 0, SEEK_SET);
  char *s = malloc ((size_t) n + 1);
  if (fread (s, 1, (size_t) n, f) != (size_t) n)
    exit (2);
  s[n] = 0;
  fclose (f);
  return s;
}

/* Builds [dir]/[name].cl and returns its kernel [entry]. */
static cl_kernel
kernel (const char *dir, const char *name, const char *entry)
{
  char path[4096];
  snprintf (path, sizeof path, "%s/%s.cl", dir, name);
  const char *src = read_text (path);
  cl_int err;
  cl_program prog = clCreateProgramWithSource (ctx, 1, &src, NULL, &err);
  check (err, "clCreateProgramWithSource");
  err = clBuildProgram (prog, 1, &dev, "", NULL, NULL);
  if (err != CL_SUCCESS)
    {
      char log[16384];
      clGetProgramBuildInfo (prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
      fprintf (stderr, "%s\n", log);
      check (err, "clBuildProgram");
    }
  cl_kernel k = clCreateKernel (prog, entry, &err);
  check (err, "clCreateKernel");
  return k;
}

static cl_mem
buffer (size_t bytes, const void *init)
{
  cl_int err;
  cl_mem m = clCreateBuffer (ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                             (void *) init, &err);
  check (err, "clCreateBuffer");
  return m;
}

static void
arg (cl_kernel k, cl_uint i, size_t size, const void *value)
{
  check (clSetKernelArg (k, i, size, value), "clSetKernelArg");
}

static void
launch (cl_kernel k, cl_uint dims, const size_t *global, const size_t *local)
{
  check (clEnqueueNDRangeKernel (queue, k, dims, NULL, global, local, 0, NULL, NULL),
         "clEnqueueNDRangeKernel");
}

static void
read_back (cl_mem m, size_t bytes, void *dst)
{
  check (clEnqueueReadBuffer (queue, m, CL_TRUE, 0, bytes, dst, 0, NULL, NULL),
         "clEnqueueReadBuffer");
}

static void
run_fig1 (const char *dir, int n)
{
  int nblocks = 2, nthreads = n / 2;
  int *host = malloc (sizeof (int) * (size_t) n);
  printf ("INPUT: ");
  for (int i = 0; i != n; ++i)
    {
      host[i] = (21 * i + 29) % 100;
      printf (" %d ", host[i]);
    }
  printf ("\n");
  cl_kernel k = kernel (dir, "fig1", "sum");
  cl_mem in = buffer (sizeof (int) * (size_t) n, host), out = buffer (sizeof (int) * 2, NULL);
  size_t g = (size_t) (nblocks * nthreads), l = (size_t) nthreads;
  arg (k, 0, sizeof in, &in);
  arg (k, 1, sizeof out, &out);
  arg (k, 2, sizeof (int) * l, NULL);
  launch (k, 1, &g, &l);
  g = l = (size_t) nblocks;
  arg (k, 0, sizeof out, &out);
  arg (k, 2, sizeof (int) * l, NULL);
  launch (k, 1, &g, &l);
  read_back (out, sizeof (int), host);
  printf ("OUTPUT: %u\n", (unsigned) host[0]);
}

static void
run_vecadd (const char *dir, int n)
{
  float *a = malloc (sizeof (float) * (size_t) n), *b = malloc (sizeof (float) * (size_t) n);
  float *c = malloc (sizeof (float) * (size_t) n);
  for (int i = 0; i < n; i++)
    {
      a[i] = (float) (i % 1000);
      b[i] = (float) (i % 7);
    }
  cl_kernel k = kernel (dir, "vecadd", "vecadd");
  size_t bytes = sizeof (float) * (size_t) n;
  cl_mem da = buffer (bytes, a), db = buffer (bytes, b), dc = buffer (bytes, NULL);
  arg (k, 0, sizeof da, &da);
  arg (k, 1, sizeof db, &db);
  arg (k, 2, sizeof dc, &dc);
  arg (k, 3, sizeof n, &n);
  size_t l = 256, g = ((size_t) n + 255) / 256 * 256;
  launch (k, 1, &g, &l);
  read_back (dc, bytes, c);
  long long sum = 0;
  for (int i = 0; i < n; i++)
    sum += (long long) c[i] * (i % 3 + 1);
  printf ("vecadd n=%d checksum %lld\n", n, sum);
}

static void
run_reduce (const char *dir, int n)
{
  int nblocks = n / 256;
  int *in = malloc (sizeof (int) * (size_t) n), *out = malloc (sizeof (int) * (size_t) nblocks);
  for (int i = 0; i < n; i++)
    in[i] = (i * 37 + 11) % 1001 - 500;
  cl_kernel k = kernel (dir, "reduce", "reduce");
  cl_mem din = buffer (sizeof (int) * (size_t) n, in);
  cl_mem dout = buffer (sizeof (int) * (size_t) nblocks, NULL);
  arg (k, 0, sizeof din, &din);
  arg (k, 1, sizeof dout, &dout);
  size_t g = (size_t) n, l = 256;
  launch (k, 1, &g, &l);
  read_back (dout, sizeof (int) * (size_t) nblocks, out);
  long long sum = 0, mix = 0;
  for (int b = 0; b < nblocks; b++)
    {
      sum += out[b];
      mix = (mix * 31 + out[b]) % 1000000007;
    }
  printf ("reduce n=%d sum %lld checksum %lld\n", n, sum, mix);
}

static void
run_matmul (const char *dir, const char *name, const char *entry, int n)
{
  size_t bytes = sizeof (float) * (size_t) n * (size_t) n;
  float *a = malloc (bytes), *b = malloc (bytes), *c = malloc (bytes);
  for (int i = 0; i < n * n; i++)
    {
      a[i] = (float) (i % 7 - 3);
      b[i] = (float) (i % 5 - 2);
    }
  cl_kernel k = kernel (dir, name, entry);
  cl_mem da = buffer (bytes, a), db = buffer (bytes, b), dc = buffer (bytes, NULL);
  arg (k, 0, sizeof da, &da);
  arg (k, 1, sizeof db, &db);
  arg (k, 2, sizeof dc, &dc);
  arg (k, 3, sizeof n, &n);
  size_t l[2] = { 16, 16 }, g[2] = { ((size_t) n + 15) / 16 * 16, ((size_t) n + 15) / 16 * 16 };
  launch (k, 2, g, l);
  read_back (dc, bytes, c);
  long long sum = 0;
  for (int i = 0; i < n * n; i++)
    sum += (long long) c[i] * (i % 11 + 1);
  printf ("matmul n=%d checksum %lld\n", n, sum);
}

static void
run_histogram (const char *dir, int n)
{
  unsigned char *in = malloc ((size_t) n);
  unsigned int hist[256] = { 0 };
  unsigned int x = 12345;
  for (int i = 0; i < n; i++)
    {
      x = x * 1103515245u + 12345u;
      in[i] = (unsigned char) ((x >> 16) % 251);
    }
  cl_kernel k = kernel (dir, "histogram", "histogram");
  cl_mem din = buffer ((size_t) n, in), dhist = buffer (sizeof hist, hist);
  arg (k, 0, sizeof din, &din);
  arg (k, 1, sizeof dhist, &dhist);
  arg (k, 2, sizeof n, &n);
  size_t g = 64 * 256, l = 256;
  launch (k, 1, &g, &l);
  read_back (dhist, sizeof hist, hist);
  unsigned long long total = 0, mix = 0;
  for (int b = 0; b < 256; b++)
    {
      total += hist[b];
      mix = (mix * 131 + hist[b]) % 1000000007ull;
    }
  printf ("histogram n=%d total %llu checksum %llu\n", n, total, mix);
}

static void
run_transpose (const char *dir, int n)
{
  size_t bytes = sizeof (int) * (size_t) n * (size_t) n;
  int *in = malloc (bytes), *out = malloc (bytes);
  for (int i = 0; i < n * n; i++)
    in[i] = (i * 7919) % 65521;
  cl_kernel k = kernel (dir, "transpose", "transpose");
  cl_mem din = buffer (bytes, in), dout = buffer (bytes, NULL);
  arg (k, 0, sizeof din, &din);
  arg (k, 1, sizeof dout, &dout);
  arg (k, 2, sizeof n, &n);
  size_t l[2] = { 16, 16 }, g[2] = { (size_t) n, (size_t) n };
  launch (k, 2, g, l);
  read_back (dout, bytes, out);
  unsigned long long mix = 0;
  for (int i = 0; i < n * n; i++)
    mix = (mix * 31 + (unsigned) out[i]) % 1000000007ull;
  printf ("transpose n=%d checksum %llu\n", n, mix);
}

static void
run_divergence (const char *dir, int n)
{
  unsigned int *out = malloc (sizeof (unsigned int) * (size_t) n);
  cl_kernel k = kernel (dir, "divergence", "diverge");
  cl_mem dout = buffer (sizeof (unsigned int) * (size_t) n, NULL);
  arg (k, 0, sizeof dout, &dout);
  size_t g = (size_t) n, l = 128;
  launch (k, 1, &g, &l);
  read_back (dout, sizeof (unsigned int) * (size_t) n, out);
  unsigned long long mix = 0;
  for (int i = 0; i < n; i++)
    mix = (mix * 31 + out[i]) % 1000000007ull;
  printf ("divergence n=%d checksum %llu\n", n, mix);
}

static void
run_grid (const char *dir, int blocks)
{
  unsigned int slots[1024] = { 0 };
  cl_kernel k = kernel (dir, "grid", "grid");
  cl_mem d = buffer (sizeof slots, slots);
  arg (k, 0, sizeof d, &d);
  size_t g = (size_t) blocks * 256, l = 256;
  launch (k, 1, &g, &l);
  read_back (d, sizeof slots, slots);
  unsigned long long total = 0, mix = 0;
  for (int s = 0; s < 1024; s++)
    {
      total += slots[s];
      mix = (mix * 31 + slots[s]) % 1000000007ull;
    }
  printf ("grid threads=%d total %llu checksum %llu\n", blocks * 256, total, mix);
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: host WORKLOAD DIR SIZE\n");
      return 2;
    }
  const char *w = argv[1], *dir = argv[2];
  int n = atoi (argv[3]);
  cl_platform_id plat;
  cl_int err;
  check (clGetPlatformIDs (1, &plat, NULL), "clGetPlatformIDs");
  check (clGetDeviceIDs (plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL), "clGetDeviceIDs");
  ctx = clCreateContext (NULL, 1, &dev, NULL, NULL, &err);
  check (err, "clCreateContext");
  queue = clCreateCommandQueue (ctx, dev, 0, &err);
  check (err, "clCreateCommandQueue");
  if (!strcmp (w, "fig1"))
    run_fig1 (dir, n);
  else if (!strcmp (w, "vecadd"))
    run_vecadd (dir, n);
  else if (!strcmp (w, "reduce"))
    run_reduce (dir, n);
  else if (!strcmp (w, "matmul"))
    run_matmul (dir, "matmul", "matmul", n);
  else if (!strcmp (w, "matmul-tiled"))
    run_matmul (dir, "matmul-tiled", "matmul_tiled", n);
  else if (!strcmp (w, "histogram"))
    run_histogram (dir, n);
  else if (!strcmp (w, "transpose"))
    run_transpose (dir, n);
  else if (!strcmp (w, "divergence"))
    run_divergence (dir, n);
  else if (!strcmp (w, "grid"))
    run_grid (dir, n);
  else
    {
      fprintf (stderr, "host: error: unknown workload '%s'\n", w);
      return 2;
    }
  check (clFinish (queue), "clFinish");
  return 0;
}
