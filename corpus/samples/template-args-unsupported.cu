// corpus/samples/template-args-unsupported.cu: samples that name the helpers' template arguments
// (sdkLoadPGM<float>, compareData<float, float>) build with the originals; cudak's helpers are
// sets of overloads, which take the same calls without the arguments. With them, the call is
// one precise 'unsupported' error each, not a syntax error. nvcc checks with cudak's headers
// (the toolkit has no samples' Common/), where these are not templates either.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <helper_functions.h>

int main(int argc, char **argv)
{
  float *image = NULL;
  unsigned int w = 0, h = 0;
  if (!sdkLoadPGM<float>("lena.pgm", &image, &w, &h))
    return EXIT_FAILURE;
  float *gold = (float *)malloc(w * h * sizeof(float));
  bool ok = compareData<float, float>(gold, image, w * h, 1e-5f, 0.0f);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
// expect-build-fail
// nvcc: fail: ^template-args-unsupported\.cu\(15\): error: cannot determine which instance of overloaded function "sdkLoadPGM" is intended$
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect-report: ^template-args-unsupported\.cu:15:8: error: unsupported: explicit template arguments for 'sdkLoadPGM', which cudak declares as a set of overloads \(call it without them\)
// expect-report: ^template-args-unsupported\.cu:18:13: error: unsupported: explicit template arguments for 'compareData', which cudak declares as a set of overloads \(call it without them\)
