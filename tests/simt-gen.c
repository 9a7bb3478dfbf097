/* tests/simt-gen.c — random SIMT control-flow programs whose verdict is known by construction
 * (issue 24): a differential oracle for the semantics and the checker, run by
 * tests/simt-gen.test in `make check` and used as seeds by `make fuzz-run`.
 *
 *   simt-gen SEED clean|race|divergent > prog.cu
 *
 * A kernel of 2 blocks of 64 threads (two warps each) runs random nests of if/else, for and
 * while loops with break and continue, switch with fall-through, calls of generated __device__
 * functions with early returns — every condition depending on the lane (threadIdx.x) and on the
 * thread's own running value — over a thread-private unsigned value v. Memory:
 *  - each thread writes only its own shared slot s[t] and its own global slot g[gid];
 *  - it reads other threads' shared slots only in "read phases", which are separated from the
 *    "write phases" by __syncthreads() at the kernel's top level (uniform: every thread of the
 *    block reaches each one, as no thread returns before the last);
 *  - a global counter takes atomicAdd, whose final value does not depend on the order.
 * So a `clean` program is free of races and barrier divergence: it must run without a report,
 * and print the same checksum under every warp size and SIMT model. `race` plants, in one write
 * phase, a store by each thread of warp 0 into the slot of a thread of warp 1 which that thread
 * also stores to (a write-write race across warps, no barrier between); `divergent` plants a
 * __syncthreads() under a lane-dependent condition that splits every warp. Both must be reported.
 * Arithmetic is unsigned (no overflow UB), divisions are by non-zero constants, loops are
 * bounded, so every program ends.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long state;

static unsigned
rnd (unsigned n)
{
  /* splitmix64: the same program for the same seed on every platform */
  unsigned long long z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return n ? (unsigned) (z % n) : 0;
}

#define N_FUNCS 3
static int n_vars;   /* loop variables declared so far (unique names) */
static unsigned n_callable;   /* functions f0..f(n-1) may be called: no recursion */

static void
indent (int depth)
{
  for (int i = 0; i < depth; i++)
    fputs ("  ", stdout);
}

/* a condition that depends on the lane and on the running value */
static void
cond (void)
{
  switch (rnd (6))
    {
    case 0: printf ("(t %% %u == %u)", 2 + rnd (5), rnd (2)); break;
    case 1: printf ("(t < %u)", 1 + rnd (63)); break;
    case 2: printf ("((v ^ t) & %uu)", 1u << rnd (4)); break;
    case 3: printf ("(v %% %uu < %uu)", 3 + rnd (5), 1 + rnd (3)); break;
    case 4: printf ("((t & 31) >= %u)", rnd (32)); break;
    default: printf ("(v > %uu)", rnd (1000000)); break;
    }
}

/* an update of v: unsigned arithmetic only */
static void
update (int depth)
{
  indent (depth);
  switch (rnd (6))
    {
    case 0: printf ("v = v * %uu + t;\n", 3 + 2 * rnd (8)); break;
    case 1: printf ("v ^= v >> %u;\n", 1 + rnd (7)); break;
    case 2: printf ("v += %uu;\n", rnd (100)); break;
    case 3: printf ("v = (v << %u) | (v >> %u);\n", 1 + rnd (3), 29); break;
    case 4: printf ("v -= t %% %u;\n", 2 + rnd (6)); break;
    default: printf ("v = v / %uu + %uu;\n", 2 + rnd (3), rnd (50)); break;
    }
}

/* the statements a thread may run anywhere: [in_loop] allows break and continue, [in_func]
 * early returns, [phase] is 'w' (own slots may be written), 'r' (others' shared slots may be
 * read) or 0 (in a device function: registers only) */
static void block (int depth, int budget, int in_loop, int in_func, char phase);

static void
stmt (int depth, int budget, int in_loop, int in_func, char phase)
{
  unsigned k = budget > 0 ? rnd (11) : rnd (3);
  switch (k)
    {
    case 0:
    case 1:
      update (depth);
      break;
    case 2:
      indent (depth);
      if (phase == 'w')
        printf (rnd (2) ? "s[t] = v;\n" : "g[gid] += v;\n");
      else if (phase == 'r')
        printf ("v += s[(t + %u) %% 64];\n", rnd (64));
      else
        printf ("v += %uu;\n", rnd (10));
      break;
    case 3:
    case 4:
      indent (depth);
      printf ("if ");
      cond ();
      printf (" {\n");
      block (depth + 1, budget - 1, in_loop, in_func, phase);
      indent (depth);
      if (rnd (2))
        {
          printf ("} else {\n");
          block (depth + 1, budget - 1, in_loop, in_func, phase);
          indent (depth);
        }
      printf ("}\n");
      break;
    case 5:
      {
        int i = n_vars++;
        indent (depth);
        if (rnd (2))
          printf ("for (unsigned i%d = 0; i%d < %u + t %% %u; i%d++) {\n", i, i, rnd (3),
                  2 + rnd (3), i);
        else
          printf ("for (unsigned i%d = 0; i%d < %u; i%d++) {\n", i, i, 1 + rnd (4), i);
        block (depth + 1, budget - 1, 1, in_func, phase);
        indent (depth);
        printf ("}\n");
        break;
      }
    case 6:
      {
        int i = n_vars++;
        indent (depth);
        printf ("unsigned w%d = %u + (v %% 4u);\n", i, 1 + rnd (3));
        indent (depth);
        printf ("while (w%d-- > 0) {\n", i);
        block (depth + 1, budget - 1, 1, in_func, phase);
        indent (depth);
        printf ("}\n");
        break;
      }
    case 7:
      if (in_loop)
        {
          indent (depth);
          printf ("if ");
          cond ();
          printf (rnd (2) ? " break;\n" : " continue;\n");
        }
      else
        update (depth);
      break;
    case 8:
      {
        indent (depth);
        printf ("switch ((v + t) %% 4u) {\n");
        unsigned n = 1 + rnd (3);
        for (unsigned c = 0; c < n; c++)
          {
            indent (depth);
            printf ("case %u:\n", c);
            block (depth + 1, budget - 2, in_loop, in_func, phase);
            if (rnd (3))
              {
                indent (depth + 1);
                printf ("break;\n");
              }
          }
        indent (depth);
        printf ("default:\n");
        update (depth + 1);
        indent (depth);
        printf ("}\n");
        break;
      }
    case 9:
      indent (depth);
      if (n_callable)
        printf ("v = f%u(v, t);\n", rnd (n_callable));
      else
        printf ("v += %uu;\n", rnd (10));
      break;
    default:
      if (in_func)
        {
          indent (depth);
          printf ("if ");
          cond ();
          printf (" return v + %uu;\n", rnd (9));
        }
      else if (phase == 'w')
        {
          indent (depth);
          printf ("atomicAdd(count, v & 7u);\n");
        }
      else
        update (depth);
      break;
    }
}

static void
block (int depth, int budget, int in_loop, int in_func, char phase)
{
  unsigned n = 1 + rnd (3);
  for (unsigned i = 0; i < n; i++)
    stmt (depth, budget, in_loop, in_func, phase);
}

int
main (int argc, char **argv)
{
  if (argc != 3 || (strcmp (argv[2], "clean") && strcmp (argv[2], "race")
                    && strcmp (argv[2], "divergent")))
    {
      fprintf (stderr, "usage: simt-gen SEED clean|race|divergent\n");
      return 2;
    }
  state = strtoull (argv[1], NULL, 10) * 0x2545f4914f6cdd1dull + 1;
  const char *kind = argv[2];
  printf ("// generated by tests/simt-gen %s %s (issue 24): verdict %s by construction\n",
          argv[1], kind, kind);
  printf ("#include <stdio.h>\n\n");
  /* device functions: registers only (they may call the earlier ones) */
  for (int f = 0; f < N_FUNCS; f++)
    {
      printf ("__device__ unsigned f%d(unsigned v, unsigned t) {\n", f);
      n_callable = (unsigned) f;   /* a function calls only the ones before it */
      block (1, 2, 0, 1, 0);
      printf ("  return v;\n}\n\n");
    }
  n_callable = N_FUNCS;
  printf ("__global__ void kern(unsigned *g, unsigned *count) {\n");
  printf ("  __shared__ unsigned s[64];\n");
  printf ("  unsigned t = threadIdx.x;\n");
  printf ("  unsigned gid = blockIdx.x * blockDim.x + t;\n");
  printf ("  unsigned v = g[gid] + t * 7u;\n");
  printf ("  s[t] = v;\n");
  printf ("  __syncthreads();\n");
  unsigned phases = 2 + rnd (3);
  unsigned plant = rnd (phases);
  for (unsigned p = 0; p < phases; p++)
    {
      printf ("  // write phase %u\n", p);
      block (1, 3, 0, 0, 'w');
      printf ("  s[t] = v;\n");
      if (p == plant && !strcmp (kind, "race"))
        printf ("  if (t < 32) s[t + 32] = v + 1u;   // planted: a race with thread t + 32\n");
      if (p == plant && !strcmp (kind, "divergent"))
        {
          printf ("  if ");
          printf ("(t %% 2 == %u)", rnd (2));
          printf (" {\n    __syncthreads();   // planted: half of each warp\n    v += s[(t + 1) %% 64];\n  }\n");
        }
      printf ("  __syncthreads();\n");
      printf ("  // read phase %u\n", p);
      block (1, 3, 0, 0, 'r');
      printf ("  __syncthreads();\n");
    }
  printf ("  g[gid] = v;\n");
  printf ("}\n\n");
  printf ("int main(void) {\n");
  printf ("  unsigned h[128], *d, *c, n = 0;\n");
  printf ("  for (int i = 0; i < 128; i++) h[i] = i * %uu;\n", 1 + rnd (1000));
  printf ("  cudaMalloc(&d, sizeof h);\n");
  printf ("  cudaMalloc(&c, sizeof n);\n");
  printf ("  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);\n");
  printf ("  cudaMemcpy(c, &n, sizeof n, cudaMemcpyHostToDevice);\n");
  printf ("  kern<<<2, 64>>>(d, c);\n");
  printf ("  cudaError_t e = cudaDeviceSynchronize();\n");
  printf ("  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);\n");
  printf ("  cudaMemcpy(&n, c, sizeof n, cudaMemcpyDeviceToHost);\n");
  printf ("  unsigned sum = n;\n");
  printf ("  for (int i = 0; i < 128; i++) sum = sum * 31u + h[i];\n");
  printf ("  printf(\"%%s %%u\\n\", cudaGetErrorName(e), sum);\n");
  printf ("  cudaFree(d);\n  cudaFree(c);\n  return 0;\n}\n");
  return 0;
}
