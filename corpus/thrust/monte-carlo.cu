// Estimating pi as Thrust's examples/monte_carlo.cu does: each of 40 device threads seeds a
// thrust::default_random_engine from a hash of its index, draws points with a
// uniform_real_distribution and counts those inside the unit circle; transform_reduce sums.
// Also discard() and a uniform_int_distribution.
#include <thrust/random.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <cstdio>

__host__ __device__ unsigned int hash (unsigned int a)
{
  a = (a + 0x7ed55d16) + (a << 12);
  a = (a ^ 0xc761c23c) ^ (a >> 19);
  a = (a + 0x165667b1) + (a << 5);
  a = (a + 0xd3a2646c) ^ (a << 9);
  a = (a + 0xfd7046c5) + (a << 3);
  a = (a ^ 0xb55a4f09) ^ (a >> 16);
  return a;
}

struct estimate_pi
{
  __host__ __device__ float operator() (unsigned int thread_id) const
  {
    float sum = 0;
    unsigned int N = 200;
    unsigned int seed = hash (thread_id);
    thrust::default_random_engine rng (seed);
    thrust::uniform_real_distribution<float> u01 (0, 1);
    for (unsigned int i = 0; i < N; ++i)
      {
        float x = u01 (rng);
        float y = u01 (rng);
        float dist = sqrtf (x * x + y * y);
        if (dist <= 1.0f)
          sum += 1.0f;
      }
    sum *= 4.0f;
    return sum / N;
  }
};

int main ()
{
  int M = 40;
  float estimate = thrust::transform_reduce (thrust::counting_iterator<int> (0),
                                             thrust::counting_iterator<int> (M), estimate_pi (),
                                             0.0f, thrust::plus<float> ());
  estimate /= M;
  printf ("pi is approximately %.4f\n", estimate);

  thrust::minstd_rand a (7), b (7);
  for (int i = 0; i < 1000; i++)
    a ();
  b.discard (1000);
  printf ("discard: %u %u\n", a (), b ());
  thrust::default_random_engine r;
  thrust::uniform_int_distribution<int> dice (1, 6);
  printf ("dice:");
  for (int i = 0; i < 8; i++)
    printf (" %d", dice (r));
  printf ("\n");
  return 0;
}

// Expected output: this program built by g++ against the toolkit's Thrust with its CPP device
// system (-DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP), run on the host.
// expect: pi is approximately 3.1400
// expect: discard: 245741796 245741796
// expect: dice: 1 1 4 6 6 2 4 3
