/* tests/test-cudart.c — unit tests of interp/cudart.c: CUDA 13's error names and strings, the
 * layout of struct cudaDeviceProp, device attributes from the model, the shared memory a block
 * may opt in to on each architecture.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "interp/runtime.h"

static void
test_errors (void)
{
  g_test_summary ("cudaGetErrorName/String give CUDA 13's exact text");
  static const struct { int e; const char *name, *str; } cases[] = {
    { 0, "cudaSuccess", "no error" }, { 1, "cudaErrorInvalidValue", "invalid argument" },
    { 2, "cudaErrorMemoryAllocation", "out of memory" },
    { 9, "cudaErrorInvalidConfiguration", "invalid configuration argument" },
    { 21, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy" },
    { 400, "cudaErrorInvalidResourceHandle", "invalid resource handle" },
    { 700, "cudaErrorIllegalAddress", "an illegal memory access was encountered" },
    { 710, "cudaErrorAssert", "device-side assert triggered" },
    { 719, "cudaErrorLaunchFailure", "unspecified launch failure" },
    { 12345, "unrecognized error code", "unrecognized error code" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpstr (ck_cuda_error_name (cases[i].e), ==, cases[i].name);
      g_assert_cmpstr (ck_cuda_error_string (cases[i].e), ==, cases[i].str);
    }
  g_assert_cmpint (CK_CUDA_ASSERT, ==, 710);
}

static void
test_device_prop (void)
{
  g_test_summary ("cudaDeviceProp is filled at CUDA 13.0's offsets from the device model");
  CkDeviceModel m;
  ck_device_model_init (&m);
  guint8 buf[CK_DEVICE_PROP_SIZE];
  ck_cudart_device_prop (&m, buf);
  gint32 i32;
  guint64 u64;
  g_assert_cmpstr ((char *) buf, ==, m.name);
  memcpy (&u64, buf + 288, 8);                  /* totalGlobalMem */
  g_assert_cmpuint (u64, ==, m.total_global_mem);
  memcpy (&i32, buf + 308, 4);                  /* warpSize */
  g_assert_cmpint (i32, ==, (gint32) m.warp_size);
  memcpy (&i32, buf + 320, 4);                  /* maxThreadsPerBlock */
  g_assert_cmpint (i32, ==, (gint32) m.max_threads_per_block);
  memcpy (&i32, buf + 360, 4);                  /* major */
  g_assert_cmpint (i32, ==, m.cc_major);
  memcpy (&i32, buf + 384, 4);                  /* multiProcessorCount */
  g_assert_cmpint (i32, ==, (gint32) m.n_sms);
  memcpy (&u64, buf + 624, 8);                  /* sharedMemPerMultiprocessor */
  g_assert_cmpuint (u64, ==, m.shared_per_sm);
  memcpy (&i32, buf + 688, 4);                  /* maxBlocksPerMultiProcessor */
  g_assert_cmpint (i32, ==, (gint32) m.max_blocks_per_sm);
  /* CUDA 12's fields in the first reserved ints (issue 18): as cudaDeviceGetAttribute */
  memcpy (&i32, buf + 784, 4);                  /* clockRate */
  g_assert_cmpint (i32, ==, (gint32) m.clock_rate_khz);
  memcpy (&i32, buf + 804, 4);                  /* memoryClockRate */
  g_assert_cmpint (i32, ==, ck_cudart_device_attr (&m, 36));
  memcpy (&i32, buf + 788, 4);                  /* deviceOverlap */
  g_assert_cmpint (i32, ==, ck_cudart_device_attr (&m, 15));
  g_assert_cmpint (ck_cudart_device_attr (&m, 16), ==, m.n_sms);   /* MultiProcessorCount */
  g_assert_cmpint (ck_cudart_device_attr (&m, 13), ==, m.clock_rate_khz);
  g_assert_cmpint (ck_cudart_device_attr (&m, 9999), ==, -1);
}

static void
test_shared_optin (void)
{
  g_test_summary ("sharedMemPerBlockOptin (cudaDeviceProp offset 672, cudaDevAttrMaxSharedMemory"
                  "PerBlockOptin = 97) is the CUDA Programming Guide's maximum shared memory per "
                  "block: 48 KiB up to Pascal, more from Volta on; sharedMemPerBlock stays 48 KiB");
  static const struct { const char *arch; guint64 optin; } cases[] = {
    { "sm_35", 49152 }, { "sm_52", 49152 }, { "sm_61", 49152 }, { "sm_70", 98304 },
    { "sm_72", 98304 }, { "sm_75", 65536 }, { "sm_80", 166912 }, { "sm_86", 101376 },
    { "sm_87", 166912 }, { "sm_89", 101376 }, { "sm_90", 232448 }, { "sm_120", 101376 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CkDeviceModel m;
      ck_device_model_init (&m);
      g_assert_true (ck_device_model_set_arch (&m, cases[i].arch, NULL));
      guint8 buf[CK_DEVICE_PROP_SIZE];
      ck_cudart_device_prop (&m, buf);
      guint64 u64;
      memcpy (&u64, buf + 672, 8);               /* sharedMemPerBlockOptin */
      g_assert_cmpuint (u64, ==, cases[i].optin);
      memcpy (&u64, buf + 296, 8);               /* sharedMemPerBlock */
      g_assert_cmpuint (u64, ==, 49152);
      g_assert_cmpint (ck_cudart_device_attr (&m, 97), ==, (gint64) cases[i].optin);
      g_assert_cmpint (ck_cudart_device_attr (&m, 8), ==, 49152);
    }
  CkDeviceModel m;
  ck_device_model_init (&m);                    /* the default model: sm_52 */
  g_assert_cmpuint (m.shared_per_block_optin, ==, 49152);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/interp/cudart/errors/names-strings", test_errors);
  g_test_add_func ("/interp/cudart/device/prop-layout", test_device_prop);
  g_test_add_func ("/interp/cudart/device/shared-optin", test_shared_optin);
  return g_test_run ();
}
