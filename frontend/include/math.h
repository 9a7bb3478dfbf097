/* math.h (cudak built-in) — mathematics: C99 functions in double, float and long double, CUDA extras, C++ overloads
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_MATH_H
#define __CUDAK_MATH_H
#ifndef __CUDAK_MATH_DECLS
#define __CUDAK_MATH_DECLS
typedef float float_t;
typedef double double_t;
#define HUGE_VAL (__builtin_huge_val ())
#define HUGE_VALF (__builtin_huge_valf ())
#define HUGE_VALL (__builtin_huge_vall ())
#define INFINITY (__builtin_inff ())
#define NAN (__builtin_nanf (""))
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
__host__ __device__ double acos(double x);
__host__ __device__ float acosf(float x);
__host__ __device__ long double acosl(long double x);
__host__ __device__ double asin(double x);
__host__ __device__ float asinf(float x);
__host__ __device__ long double asinl(long double x);
__host__ __device__ double atan(double x);
__host__ __device__ float atanf(float x);
__host__ __device__ long double atanl(long double x);
__host__ __device__ double cos(double x);
__host__ __device__ float cosf(float x);
__host__ __device__ long double cosl(long double x);
__host__ __device__ double sin(double x);
__host__ __device__ float sinf(float x);
__host__ __device__ long double sinl(long double x);
__host__ __device__ double tan(double x);
__host__ __device__ float tanf(float x);
__host__ __device__ long double tanl(long double x);
__host__ __device__ double acosh(double x);
__host__ __device__ float acoshf(float x);
__host__ __device__ long double acoshl(long double x);
__host__ __device__ double asinh(double x);
__host__ __device__ float asinhf(float x);
__host__ __device__ long double asinhl(long double x);
__host__ __device__ double atanh(double x);
__host__ __device__ float atanhf(float x);
__host__ __device__ long double atanhl(long double x);
__host__ __device__ double cosh(double x);
__host__ __device__ float coshf(float x);
__host__ __device__ long double coshl(long double x);
__host__ __device__ double sinh(double x);
__host__ __device__ float sinhf(float x);
__host__ __device__ long double sinhl(long double x);
__host__ __device__ double tanh(double x);
__host__ __device__ float tanhf(float x);
__host__ __device__ long double tanhl(long double x);
__host__ __device__ double exp(double x);
__host__ __device__ float expf(float x);
__host__ __device__ long double expl(long double x);
__host__ __device__ double exp2(double x);
__host__ __device__ float exp2f(float x);
__host__ __device__ long double exp2l(long double x);
__host__ __device__ double expm1(double x);
__host__ __device__ float expm1f(float x);
__host__ __device__ long double expm1l(long double x);
__host__ __device__ double log(double x);
__host__ __device__ float logf(float x);
__host__ __device__ long double logl(long double x);
__host__ __device__ double log10(double x);
__host__ __device__ float log10f(float x);
__host__ __device__ long double log10l(long double x);
__host__ __device__ double log1p(double x);
__host__ __device__ float log1pf(float x);
__host__ __device__ long double log1pl(long double x);
__host__ __device__ double log2(double x);
__host__ __device__ float log2f(float x);
__host__ __device__ long double log2l(long double x);
__host__ __device__ double logb(double x);
__host__ __device__ float logbf(float x);
__host__ __device__ long double logbl(long double x);
__host__ __device__ double cbrt(double x);
__host__ __device__ float cbrtf(float x);
__host__ __device__ long double cbrtl(long double x);
__host__ __device__ double fabs(double x);
__host__ __device__ float fabsf(float x);
__host__ __device__ long double fabsl(long double x);
__host__ __device__ double sqrt(double x);
__host__ __device__ float sqrtf(float x);
__host__ __device__ long double sqrtl(long double x);
__host__ __device__ double erf(double x);
__host__ __device__ float erff(float x);
__host__ __device__ long double erfl(long double x);
__host__ __device__ double erfc(double x);
__host__ __device__ float erfcf(float x);
__host__ __device__ long double erfcl(long double x);
__host__ __device__ double lgamma(double x);
__host__ __device__ float lgammaf(float x);
__host__ __device__ long double lgammal(long double x);
__host__ __device__ double tgamma(double x);
__host__ __device__ float tgammaf(float x);
__host__ __device__ long double tgammal(long double x);
__host__ __device__ double ceil(double x);
__host__ __device__ float ceilf(float x);
__host__ __device__ long double ceill(long double x);
__host__ __device__ double floor(double x);
__host__ __device__ float floorf(float x);
__host__ __device__ long double floorl(long double x);
__host__ __device__ double nearbyint(double x);
__host__ __device__ float nearbyintf(float x);
__host__ __device__ long double nearbyintl(long double x);
__host__ __device__ double rint(double x);
__host__ __device__ float rintf(float x);
__host__ __device__ long double rintl(long double x);
__host__ __device__ double round(double x);
__host__ __device__ float roundf(float x);
__host__ __device__ long double roundl(long double x);
__host__ __device__ double trunc(double x);
__host__ __device__ float truncf(float x);
__host__ __device__ long double truncl(long double x);
__host__ __device__ double atan2(double x, double y);
__host__ __device__ float atan2f(float x, float y);
__host__ __device__ long double atan2l(long double x, long double y);
__host__ __device__ double fmod(double x, double y);
__host__ __device__ float fmodf(float x, float y);
__host__ __device__ long double fmodl(long double x, long double y);
__host__ __device__ double remainder(double x, double y);
__host__ __device__ float remainderf(float x, float y);
__host__ __device__ long double remainderl(long double x, long double y);
__host__ __device__ double copysign(double x, double y);
__host__ __device__ float copysignf(float x, float y);
__host__ __device__ long double copysignl(long double x, long double y);
__host__ __device__ double nextafter(double x, double y);
__host__ __device__ float nextafterf(float x, float y);
__host__ __device__ long double nextafterl(long double x, long double y);
__host__ __device__ double fdim(double x, double y);
__host__ __device__ float fdimf(float x, float y);
__host__ __device__ long double fdiml(long double x, long double y);
__host__ __device__ double fmax(double x, double y);
__host__ __device__ float fmaxf(float x, float y);
__host__ __device__ long double fmaxl(long double x, long double y);
__host__ __device__ double fmin(double x, double y);
__host__ __device__ float fminf(float x, float y);
__host__ __device__ long double fminl(long double x, long double y);
__host__ __device__ double hypot(double x, double y);
__host__ __device__ float hypotf(float x, float y);
__host__ __device__ long double hypotl(long double x, long double y);
__host__ __device__ double pow(double x, double y);
__host__ __device__ float powf(float x, float y);
__host__ __device__ long double powl(long double x, long double y);
__host__ __device__ double fma(double x, double y, double z);
__host__ __device__ float fmaf(float x, float y, float z);
__host__ __device__ long double fmal(long double x, long double y, long double z);
__host__ __device__ double frexp(double x, int *exponent);
__host__ __device__ float frexpf(float x, int *exponent);
__host__ __device__ long double frexpl(long double x, int *exponent);
__host__ __device__ double ldexp(double x, int exponent);
__host__ __device__ float ldexpf(float x, int exponent);
__host__ __device__ long double ldexpl(long double x, int exponent);
__host__ __device__ double modf(double x, double *iptr);
__host__ __device__ float modff(float x, float *iptr);
__host__ __device__ long double modfl(long double x, long double *iptr);
__host__ __device__ int ilogb(double x);
__host__ __device__ int ilogbf(float x);
__host__ __device__ int ilogbl(long double x);
__host__ __device__ double scalbn(double x, int n);
__host__ __device__ float scalbnf(float x, int n);
__host__ __device__ long double scalbnl(long double x, int n);
__host__ __device__ double scalbln(double x, long int n) __attribute__((__unavailable__));
__host__ __device__ float scalblnf(float x, long int n) __attribute__((__unavailable__));
__host__ __device__ long double scalblnl(long double x, long int n) __attribute__((__unavailable__));
__host__ __device__ long int lrint(double x);
__host__ __device__ long int lrintf(float x);
__host__ __device__ long int lrintl(long double x);
__host__ __device__ long long int llrint(double x);
__host__ __device__ long long int llrintf(float x);
__host__ __device__ long long int llrintl(long double x);
__host__ __device__ long int lround(double x);
__host__ __device__ long int lroundf(float x);
__host__ __device__ long int lroundl(long double x);
__host__ __device__ long long int llround(double x);
__host__ __device__ long long int llroundf(float x);
__host__ __device__ long long int llroundl(long double x);
__host__ __device__ double remquo(double x, double y, int *quo);
__host__ __device__ float remquof(float x, float y, int *quo);
__host__ __device__ long double remquol(long double x, long double y, int *quo);
__host__ __device__ double nexttoward(double x, long double y) __attribute__((__unavailable__));
__host__ __device__ float nexttowardf(float x, long double y) __attribute__((__unavailable__));
__host__ __device__ long double nexttowardl(long double x, long double y) __attribute__((__unavailable__));
__host__ __device__ double nan(const char *tagb);
__host__ __device__ float nanf(const char *tagb);
__host__ __device__ long double nanl(const char *tagb);
__host__ __device__ double rsqrt(double x);
__host__ __device__ float rsqrtf(float x);
__host__ __device__ double rcbrt(double x);
__host__ __device__ float rcbrtf(float x);
__host__ __device__ double sinpi(double x);
__host__ __device__ float sinpif(float x);
__host__ __device__ double cospi(double x);
__host__ __device__ float cospif(float x);
__host__ __device__ double exp10(double x);
__host__ __device__ float exp10f(float x);
__host__ __device__ double erfinv(double x);
__host__ __device__ float erfinvf(float x);
__host__ __device__ double erfcinv(double x) __attribute__((__unavailable__));
__host__ __device__ float erfcinvf(float x) __attribute__((__unavailable__));
__host__ __device__ double normcdf(double x);
__host__ __device__ float normcdff(float x);
__host__ __device__ double normcdfinv(double x) __attribute__((__unavailable__));
__host__ __device__ float normcdfinvf(float x) __attribute__((__unavailable__));
__host__ __device__ double j0(double x) __attribute__((__unavailable__));
__host__ __device__ float j0f(float x) __attribute__((__unavailable__));
__host__ __device__ double j1(double x) __attribute__((__unavailable__));
__host__ __device__ float j1f(float x) __attribute__((__unavailable__));
__host__ __device__ double y0(double x) __attribute__((__unavailable__));
__host__ __device__ float y0f(float x) __attribute__((__unavailable__));
__host__ __device__ double y1(double x) __attribute__((__unavailable__));
__host__ __device__ float y1f(float x) __attribute__((__unavailable__));
__host__ __device__ void sincos(double x, double *sptr, double *cptr);
__host__ __device__ void sincosf(float x, float *sptr, float *cptr);
__host__ __device__ void sincospi(double x, double *sptr, double *cptr);
__host__ __device__ void sincospif(float x, float *sptr, float *cptr);
__device__ double norm3d(double a, double b, double c);
__device__ float norm3df(float a, float b, float c);
__device__ double rnorm3d(double a, double b, double c);
__device__ float rnorm3df(float a, float b, float c);
__device__ double norm4d(double a, double b, double c, double d);
__device__ float norm4df(float a, float b, float c, float d);
__device__ double rnorm4d(double a, double b, double c, double d);
__device__ float rnorm4df(float a, float b, float c, float d);
__device__ double rhypot(double x, double y);
__device__ float rhypotf(float x, float y);
__host__ __device__ float fdividef(float x, float y);
#ifndef __CUDAK_MATH_CLASSIFY
#define __CUDAK_MATH_CLASSIFY
#ifndef __cplusplus
/* C (C11 7.12.3): the classification macros are type-generic; glibc's isinf gives -1 for -inf */
__host__ __device__ int __isnanf(float x);
__host__ __device__ int __isnan(double x);
__host__ __device__ int __isnanl(long double x);
__host__ __device__ int __isinff(float x);
__host__ __device__ int __isinf(double x);
__host__ __device__ int __isinfl(long double x);
__host__ __device__ int __finitef(float x);
__host__ __device__ int __finite(double x);
__host__ __device__ int __finitel(long double x);
__host__ __device__ int __signbitf(float x);
__host__ __device__ int __signbit(double x);
__host__ __device__ int __signbitl(long double x);
#define __CUDAK_CLASSIFY(fn, x) _Generic((x), float: fn##f, long double: fn##l, default: fn)(x)
#define isnan(x) __CUDAK_CLASSIFY(__isnan, x)
#define isinf(x) __CUDAK_CLASSIFY(__isinf, x)
#define isfinite(x) __CUDAK_CLASSIFY(__finite, x)
#define signbit(x) __CUDAK_CLASSIFY(__signbit, x)
#else
__host__ __device__ bool isnan(float x) __asm__("__isnanf");
__host__ __device__ bool isnan(double x) __asm__("__isnan");
__host__ __device__ bool isnan(long double x) __asm__("__isnanl");
__host__ __device__ bool isinf(float x) __asm__("__isinff");
__host__ __device__ bool isinf(double x) __asm__("__isinf");
__host__ __device__ bool isinf(long double x) __asm__("__isinfl");
__host__ __device__ bool isfinite(float x) __asm__("__finitef");
__host__ __device__ bool isfinite(double x) __asm__("__finite");
__host__ __device__ bool isfinite(long double x) __asm__("__finitel");
__host__ __device__ bool signbit(float x) __asm__("__signbitf");
__host__ __device__ bool signbit(double x) __asm__("__signbit");
__host__ __device__ bool signbit(long double x) __asm__("__signbitl");
__host__ __device__ int fpclassify(float x) __asm__("__fpclassifyf") __attribute__((__unavailable__));
__host__ __device__ bool isnormal(float x) __asm__("__isnormalf") __attribute__((__unavailable__));
__host__ __device__ int fpclassify(double x) __asm__("__fpclassify") __attribute__((__unavailable__));
__host__ __device__ bool isnormal(double x) __asm__("__isnormal") __attribute__((__unavailable__));
__host__ __device__ int fpclassify(long double x) __asm__("__fpclassifyl") __attribute__((__unavailable__));
__host__ __device__ bool isnormal(long double x) __asm__("__isnormall") __attribute__((__unavailable__));
#endif
#define isgreater(x, y) ((x) > (y))
#define isgreaterequal(x, y) ((x) >= (y))
#define isless(x, y) ((x) < (y))
#define islessequal(x, y) ((x) <= (y))
#define islessgreater(x, y) ((x) < (y) || (x) > (y))
#define isunordered(x, y) (isnan (x) || isnan (y))
#endif
#ifdef __cplusplus
/* C++ <cmath> overloads: the float and long double versions of the double functions (C has
 * none: <tgmath.h> is its type-generic interface). */
__host__ __device__ float acos(float x) __asm__("acosf");
__host__ __device__ long double acos(long double x) __asm__("acosl");
__host__ __device__ float asin(float x) __asm__("asinf");
__host__ __device__ long double asin(long double x) __asm__("asinl");
__host__ __device__ float atan(float x) __asm__("atanf");
__host__ __device__ long double atan(long double x) __asm__("atanl");
__host__ __device__ float cos(float x) __asm__("cosf");
__host__ __device__ long double cos(long double x) __asm__("cosl");
__host__ __device__ float sin(float x) __asm__("sinf");
__host__ __device__ long double sin(long double x) __asm__("sinl");
__host__ __device__ float tan(float x) __asm__("tanf");
__host__ __device__ long double tan(long double x) __asm__("tanl");
__host__ __device__ float acosh(float x) __asm__("acoshf");
__host__ __device__ long double acosh(long double x) __asm__("acoshl");
__host__ __device__ float asinh(float x) __asm__("asinhf");
__host__ __device__ long double asinh(long double x) __asm__("asinhl");
__host__ __device__ float atanh(float x) __asm__("atanhf");
__host__ __device__ long double atanh(long double x) __asm__("atanhl");
__host__ __device__ float cosh(float x) __asm__("coshf");
__host__ __device__ long double cosh(long double x) __asm__("coshl");
__host__ __device__ float sinh(float x) __asm__("sinhf");
__host__ __device__ long double sinh(long double x) __asm__("sinhl");
__host__ __device__ float tanh(float x) __asm__("tanhf");
__host__ __device__ long double tanh(long double x) __asm__("tanhl");
__host__ __device__ float exp(float x) __asm__("expf");
__host__ __device__ long double exp(long double x) __asm__("expl");
__host__ __device__ float exp2(float x) __asm__("exp2f");
__host__ __device__ long double exp2(long double x) __asm__("exp2l");
__host__ __device__ float expm1(float x) __asm__("expm1f");
__host__ __device__ long double expm1(long double x) __asm__("expm1l");
__host__ __device__ float log(float x) __asm__("logf");
__host__ __device__ long double log(long double x) __asm__("logl");
__host__ __device__ float log10(float x) __asm__("log10f");
__host__ __device__ long double log10(long double x) __asm__("log10l");
__host__ __device__ float log1p(float x) __asm__("log1pf");
__host__ __device__ long double log1p(long double x) __asm__("log1pl");
__host__ __device__ float log2(float x) __asm__("log2f");
__host__ __device__ long double log2(long double x) __asm__("log2l");
__host__ __device__ float logb(float x) __asm__("logbf");
__host__ __device__ long double logb(long double x) __asm__("logbl");
__host__ __device__ float cbrt(float x) __asm__("cbrtf");
__host__ __device__ long double cbrt(long double x) __asm__("cbrtl");
__host__ __device__ float fabs(float x) __asm__("fabsf");
__host__ __device__ long double fabs(long double x) __asm__("fabsl");
__host__ __device__ float sqrt(float x) __asm__("sqrtf");
__host__ __device__ long double sqrt(long double x) __asm__("sqrtl");
__host__ __device__ float erf(float x) __asm__("erff");
__host__ __device__ long double erf(long double x) __asm__("erfl");
__host__ __device__ float erfc(float x) __asm__("erfcf");
__host__ __device__ long double erfc(long double x) __asm__("erfcl");
__host__ __device__ float lgamma(float x) __asm__("lgammaf");
__host__ __device__ long double lgamma(long double x) __asm__("lgammal");
__host__ __device__ float tgamma(float x) __asm__("tgammaf");
__host__ __device__ long double tgamma(long double x) __asm__("tgammal");
__host__ __device__ float ceil(float x) __asm__("ceilf");
__host__ __device__ long double ceil(long double x) __asm__("ceill");
__host__ __device__ float floor(float x) __asm__("floorf");
__host__ __device__ long double floor(long double x) __asm__("floorl");
__host__ __device__ float nearbyint(float x) __asm__("nearbyintf");
__host__ __device__ long double nearbyint(long double x) __asm__("nearbyintl");
__host__ __device__ float rint(float x) __asm__("rintf");
__host__ __device__ long double rint(long double x) __asm__("rintl");
__host__ __device__ float round(float x) __asm__("roundf");
__host__ __device__ long double round(long double x) __asm__("roundl");
__host__ __device__ float trunc(float x) __asm__("truncf");
__host__ __device__ long double trunc(long double x) __asm__("truncl");
__host__ __device__ float atan2(float x, float y) __asm__("atan2f");
__host__ __device__ long double atan2(long double x, long double y) __asm__("atan2l");
__host__ __device__ float fmod(float x, float y) __asm__("fmodf");
__host__ __device__ long double fmod(long double x, long double y) __asm__("fmodl");
__host__ __device__ float remainder(float x, float y) __asm__("remainderf");
__host__ __device__ long double remainder(long double x, long double y) __asm__("remainderl");
__host__ __device__ float copysign(float x, float y) __asm__("copysignf");
__host__ __device__ long double copysign(long double x, long double y) __asm__("copysignl");
__host__ __device__ float nextafter(float x, float y) __asm__("nextafterf");
__host__ __device__ long double nextafter(long double x, long double y) __asm__("nextafterl");
__host__ __device__ float fdim(float x, float y) __asm__("fdimf");
__host__ __device__ long double fdim(long double x, long double y) __asm__("fdiml");
__host__ __device__ float fmax(float x, float y) __asm__("fmaxf");
__host__ __device__ long double fmax(long double x, long double y) __asm__("fmaxl");
__host__ __device__ float fmin(float x, float y) __asm__("fminf");
__host__ __device__ long double fmin(long double x, long double y) __asm__("fminl");
__host__ __device__ float hypot(float x, float y) __asm__("hypotf");
__host__ __device__ long double hypot(long double x, long double y) __asm__("hypotl");
__host__ __device__ float pow(float x, float y) __asm__("powf");
__host__ __device__ long double pow(long double x, long double y) __asm__("powl");
__host__ __device__ float fma(float x, float y, float z) __asm__("fmaf");
__host__ __device__ long double fma(long double x, long double y, long double z) __asm__("fmal");
__host__ __device__ float frexp(float x, int *exponent) __asm__("frexpf");
__host__ __device__ long double frexp(long double x, int *exponent) __asm__("frexpl");
__host__ __device__ float ldexp(float x, int exponent) __asm__("ldexpf");
__host__ __device__ long double ldexp(long double x, int exponent) __asm__("ldexpl");
__host__ __device__ float modf(float x, float *iptr) __asm__("modff");
__host__ __device__ long double modf(long double x, long double *iptr) __asm__("modfl");
__host__ __device__ int ilogb(float x) __asm__("ilogbf");
__host__ __device__ int ilogb(long double x) __asm__("ilogbl");
__host__ __device__ float scalbn(float x, int n) __asm__("scalbnf");
__host__ __device__ long double scalbn(long double x, int n) __asm__("scalbnl");
__host__ __device__ float scalbln(float x, long int n) __asm__("scalblnf") __attribute__((__unavailable__));
__host__ __device__ long double scalbln(long double x, long int n) __asm__("scalblnl") __attribute__((__unavailable__));
__host__ __device__ long int lrint(float x) __asm__("lrintf");
__host__ __device__ long int lrint(long double x) __asm__("lrintl");
__host__ __device__ long long int llrint(float x) __asm__("llrintf");
__host__ __device__ long long int llrint(long double x) __asm__("llrintl");
__host__ __device__ long int lround(float x) __asm__("lroundf");
__host__ __device__ long int lround(long double x) __asm__("lroundl");
__host__ __device__ long long int llround(float x) __asm__("llroundf");
__host__ __device__ long long int llround(long double x) __asm__("llroundl");
__host__ __device__ float remquo(float x, float y, int *quo) __asm__("remquof");
__host__ __device__ long double remquo(long double x, long double y, int *quo) __asm__("remquol");
__host__ __device__ float nexttoward(float x, long double y) __asm__("nexttowardf") __attribute__((__unavailable__));
__host__ __device__ long double nexttoward(long double x, long double y) __asm__("nexttowardl") __attribute__((__unavailable__));
__host__ __device__ float rsqrt(float x) __asm__("rsqrtf");
__host__ __device__ float rcbrt(float x) __asm__("rcbrtf");
__host__ __device__ float sinpi(float x) __asm__("sinpif");
__host__ __device__ float cospi(float x) __asm__("cospif");
__host__ __device__ float exp10(float x) __asm__("exp10f");
__host__ __device__ float erfinv(float x) __asm__("erfinvf");
__host__ __device__ float erfcinv(float x) __asm__("erfcinvf") __attribute__((__unavailable__));
__host__ __device__ float normcdf(float x) __asm__("normcdff");
__host__ __device__ float normcdfinv(float x) __asm__("normcdfinvf") __attribute__((__unavailable__));
__host__ __device__ float j0(float x) __asm__("j0f") __attribute__((__unavailable__));
__host__ __device__ float j1(float x) __asm__("j1f") __attribute__((__unavailable__));
__host__ __device__ float y0(float x) __asm__("y0f") __attribute__((__unavailable__));
__host__ __device__ float y1(float x) __asm__("y1f") __attribute__((__unavailable__));
__host__ __device__ void sincos(float x, float *sptr, float *cptr) __asm__("sincosf");
#ifndef __CUDAK_ABS_OVERLOADS
#define __CUDAK_ABS_OVERLOADS
__host__ __device__ long abs(long x) __asm__("labs");
__host__ __device__ long long abs(long long x) __asm__("llabs");
__host__ __device__ float abs(float x) __asm__("fabsf");
__host__ __device__ double abs(double x) __asm__("fabs");
__host__ __device__ long double abs(long double x) __asm__("fabsl");
#endif
#endif
#endif
#endif
