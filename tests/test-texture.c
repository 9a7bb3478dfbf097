/* tests/test-texture.c — unit tests of interp/texture.c: the linear filtering weights, the
 * address modes and the half-float texels of the texture unit (CUDA Programming Guide,
 * "Texture Fetching").
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "interp/runtime.h"

enum { WRAP = 0, CLAMP = 1, MIRROR = 2, BORDER = 3 };

static void
test_weight (void)
{
  g_test_summary ("linear filtering weights have 8 fractional bits, rounded to the nearest");
  static const struct { float f, w; } cases[] = {
    { 0.0f, 0.0f }, { 0.5f, 0.5f }, { 0.25f, 0.25f },
    { 0.1f, 26.0f / 256 },       /* 25.6 -> 26: a GPU's tex1D gives 1.1015625 between 1 and 2 */
    { 0.2f, 51.0f / 256 },       /* 51.2 -> 51: 1.19921875 */
    { 0.4f, 102.0f / 256 },      /* 102.4 -> 102: 1.3984375 */
    { 0.999f, 1.0f },            /* 255.7 -> 256: 1.0 is exact in 9 bits */
    { 1.0f / 512, 1.0f / 256 },  /* a tie rounds up */
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpfloat (ck_texture_weight (cases[i].f), ==, cases[i].w);
}

static void
test_address (void)
{
  g_test_summary ("wrap, clamp, mirror and border map texel indices as the Programming Guide says");
  static const struct { int mode; gboolean norm; gint64 i, want; } cases[] = {
    { WRAP, TRUE, -1, 3 }, { WRAP, TRUE, 4, 0 }, { WRAP, TRUE, 9, 1 }, { WRAP, TRUE, 2, 2 },
    { CLAMP, TRUE, -5, 0 }, { CLAMP, TRUE, 7, 3 }, { CLAMP, FALSE, 3, 3 },
    { MIRROR, TRUE, -1, 0 }, { MIRROR, TRUE, -2, 1 }, { MIRROR, TRUE, 4, 3 }, { MIRROR, TRUE, 5, 2 },
    { MIRROR, TRUE, 8, 0 }, { BORDER, TRUE, -1, -1 }, { BORDER, TRUE, 4, -1 }, { BORDER, FALSE, 0, 0 },
    /* wrap and mirror need normalized coordinates: with unnormalized ones cudak clamps */
    { WRAP, FALSE, -1, 0 }, { MIRROR, FALSE, 6, 3 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("mode %d normalized %d index %" G_GINT64_FORMAT, cases[i].mode, cases[i].norm, cases[i].i);
      g_assert_cmpint (ck_texture_address (cases[i].mode, cases[i].norm, cases[i].i, 4), ==, cases[i].want);
    }
}

static void
test_half (void)
{
  g_test_summary ("16-bit float texels are IEEE binary16");
  g_assert_cmpfloat (ck_texture_half_to_float (0x3c00), ==, 1.0f);
  g_assert_cmpfloat (ck_texture_half_to_float (0xc100), ==, -2.5f);
  g_assert_cmpfloat (ck_texture_half_to_float (0x7bff), ==, 65504.0f);
  g_assert_cmpfloat (ck_texture_half_to_float (0x0001), ==, ldexpf (1.0f, -24));   /* subnormal */
  g_assert_true (isinf (ck_texture_half_to_float (0xfc00)) && ck_texture_half_to_float (0xfc00) < 0);
  g_assert_true (isnan (ck_texture_half_to_float (0x7e00)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/interp/texture/filter/weight", test_weight);
  g_test_add_func ("/interp/texture/address/modes", test_address);
  g_test_add_func ("/interp/texture/texel/half", test_half);
  return g_test_run ();
}
