/* complex.h (cudak built-in) — C11 7.3 complex arithmetic for C files (issue 18): float and
 * double _Complex (long double _Complex is not modelled); the functions are computed by the
 * host's libm through the builtins of interp/complex.c, one part per call
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_COMPLEX_H
#define __CUDAK_COMPLEX_H
#define complex _Complex
#define _Complex_I (__builtin_complex (0.0f, 1.0f))
#undef I
#define I _Complex_I
#define CMPLX(x, y) __builtin_complex ((double) (x), (double) (y))
#define CMPLXF(x, y) __builtin_complex ((float) (x), (float) (y))

double __ck_hypot (double, double) __asm__ ("hypot");
float __ck_hypotf (float, float) __asm__ ("hypotf");
double __ck_atan2 (double, double) __asm__ ("atan2");
float __ck_atan2f (float, float) __asm__ ("atan2f");

static __inline__ double creal (double _Complex z) { return __real__ z; }
static __inline__ float crealf (float _Complex z) { return __real__ z; }
static __inline__ double cimag (double _Complex z) { return __imag__ z; }
static __inline__ float cimagf (float _Complex z) { return __imag__ z; }
static __inline__ double _Complex conj (double _Complex z) { return __builtin_complex (__real__ z, -__imag__ z); }
static __inline__ float _Complex conjf (float _Complex z) { return __builtin_complex (__real__ z, -__imag__ z); }
/* as glibc computes them: |z| = hypot (x, y), arg z = atan2 (y, x) */
static __inline__ double cabs (double _Complex z) { return __ck_hypot (__real__ z, __imag__ z); }
static __inline__ float cabsf (float _Complex z) { return __ck_hypotf (__real__ z, __imag__ z); }
static __inline__ double carg (double _Complex z) { return __ck_atan2 (__imag__ z, __real__ z); }
static __inline__ float cargf (float _Complex z) { return __ck_atan2f (__imag__ z, __real__ z); }

double __ck_cexp (int, double, double);
float __ck_cexpf (int, float, float);
static __inline__ double _Complex cexp (double _Complex z)
{ return __builtin_complex (__ck_cexp (0, __real__ z, __imag__ z), __ck_cexp (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex cexpf (float _Complex z)
{ return __builtin_complex (__ck_cexpf (0, __real__ z, __imag__ z), __ck_cexpf (1, __real__ z, __imag__ z)); }
double __ck_clog (int, double, double);
float __ck_clogf (int, float, float);
static __inline__ double _Complex clog (double _Complex z)
{ return __builtin_complex (__ck_clog (0, __real__ z, __imag__ z), __ck_clog (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex clogf (float _Complex z)
{ return __builtin_complex (__ck_clogf (0, __real__ z, __imag__ z), __ck_clogf (1, __real__ z, __imag__ z)); }
double __ck_csqrt (int, double, double);
float __ck_csqrtf (int, float, float);
static __inline__ double _Complex csqrt (double _Complex z)
{ return __builtin_complex (__ck_csqrt (0, __real__ z, __imag__ z), __ck_csqrt (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex csqrtf (float _Complex z)
{ return __builtin_complex (__ck_csqrtf (0, __real__ z, __imag__ z), __ck_csqrtf (1, __real__ z, __imag__ z)); }
double __ck_csin (int, double, double);
float __ck_csinf (int, float, float);
static __inline__ double _Complex csin (double _Complex z)
{ return __builtin_complex (__ck_csin (0, __real__ z, __imag__ z), __ck_csin (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex csinf (float _Complex z)
{ return __builtin_complex (__ck_csinf (0, __real__ z, __imag__ z), __ck_csinf (1, __real__ z, __imag__ z)); }
double __ck_ccos (int, double, double);
float __ck_ccosf (int, float, float);
static __inline__ double _Complex ccos (double _Complex z)
{ return __builtin_complex (__ck_ccos (0, __real__ z, __imag__ z), __ck_ccos (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex ccosf (float _Complex z)
{ return __builtin_complex (__ck_ccosf (0, __real__ z, __imag__ z), __ck_ccosf (1, __real__ z, __imag__ z)); }
double __ck_ctan (int, double, double);
float __ck_ctanf (int, float, float);
static __inline__ double _Complex ctan (double _Complex z)
{ return __builtin_complex (__ck_ctan (0, __real__ z, __imag__ z), __ck_ctan (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex ctanf (float _Complex z)
{ return __builtin_complex (__ck_ctanf (0, __real__ z, __imag__ z), __ck_ctanf (1, __real__ z, __imag__ z)); }
double __ck_csinh (int, double, double);
float __ck_csinhf (int, float, float);
static __inline__ double _Complex csinh (double _Complex z)
{ return __builtin_complex (__ck_csinh (0, __real__ z, __imag__ z), __ck_csinh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex csinhf (float _Complex z)
{ return __builtin_complex (__ck_csinhf (0, __real__ z, __imag__ z), __ck_csinhf (1, __real__ z, __imag__ z)); }
double __ck_ccosh (int, double, double);
float __ck_ccoshf (int, float, float);
static __inline__ double _Complex ccosh (double _Complex z)
{ return __builtin_complex (__ck_ccosh (0, __real__ z, __imag__ z), __ck_ccosh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex ccoshf (float _Complex z)
{ return __builtin_complex (__ck_ccoshf (0, __real__ z, __imag__ z), __ck_ccoshf (1, __real__ z, __imag__ z)); }
double __ck_ctanh (int, double, double);
float __ck_ctanhf (int, float, float);
static __inline__ double _Complex ctanh (double _Complex z)
{ return __builtin_complex (__ck_ctanh (0, __real__ z, __imag__ z), __ck_ctanh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex ctanhf (float _Complex z)
{ return __builtin_complex (__ck_ctanhf (0, __real__ z, __imag__ z), __ck_ctanhf (1, __real__ z, __imag__ z)); }
double __ck_casin (int, double, double);
float __ck_casinf (int, float, float);
static __inline__ double _Complex casin (double _Complex z)
{ return __builtin_complex (__ck_casin (0, __real__ z, __imag__ z), __ck_casin (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex casinf (float _Complex z)
{ return __builtin_complex (__ck_casinf (0, __real__ z, __imag__ z), __ck_casinf (1, __real__ z, __imag__ z)); }
double __ck_cacos (int, double, double);
float __ck_cacosf (int, float, float);
static __inline__ double _Complex cacos (double _Complex z)
{ return __builtin_complex (__ck_cacos (0, __real__ z, __imag__ z), __ck_cacos (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex cacosf (float _Complex z)
{ return __builtin_complex (__ck_cacosf (0, __real__ z, __imag__ z), __ck_cacosf (1, __real__ z, __imag__ z)); }
double __ck_catan (int, double, double);
float __ck_catanf (int, float, float);
static __inline__ double _Complex catan (double _Complex z)
{ return __builtin_complex (__ck_catan (0, __real__ z, __imag__ z), __ck_catan (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex catanf (float _Complex z)
{ return __builtin_complex (__ck_catanf (0, __real__ z, __imag__ z), __ck_catanf (1, __real__ z, __imag__ z)); }
double __ck_casinh (int, double, double);
float __ck_casinhf (int, float, float);
static __inline__ double _Complex casinh (double _Complex z)
{ return __builtin_complex (__ck_casinh (0, __real__ z, __imag__ z), __ck_casinh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex casinhf (float _Complex z)
{ return __builtin_complex (__ck_casinhf (0, __real__ z, __imag__ z), __ck_casinhf (1, __real__ z, __imag__ z)); }
double __ck_cacosh (int, double, double);
float __ck_cacoshf (int, float, float);
static __inline__ double _Complex cacosh (double _Complex z)
{ return __builtin_complex (__ck_cacosh (0, __real__ z, __imag__ z), __ck_cacosh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex cacoshf (float _Complex z)
{ return __builtin_complex (__ck_cacoshf (0, __real__ z, __imag__ z), __ck_cacoshf (1, __real__ z, __imag__ z)); }
double __ck_catanh (int, double, double);
float __ck_catanhf (int, float, float);
static __inline__ double _Complex catanh (double _Complex z)
{ return __builtin_complex (__ck_catanh (0, __real__ z, __imag__ z), __ck_catanh (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex catanhf (float _Complex z)
{ return __builtin_complex (__ck_catanhf (0, __real__ z, __imag__ z), __ck_catanhf (1, __real__ z, __imag__ z)); }
double __ck_cproj (int, double, double);
float __ck_cprojf (int, float, float);
static __inline__ double _Complex cproj (double _Complex z)
{ return __builtin_complex (__ck_cproj (0, __real__ z, __imag__ z), __ck_cproj (1, __real__ z, __imag__ z)); }
static __inline__ float _Complex cprojf (float _Complex z)
{ return __builtin_complex (__ck_cprojf (0, __real__ z, __imag__ z), __ck_cprojf (1, __real__ z, __imag__ z)); }
double __ck_cpow (int, double, double, double, double);
float __ck_cpowf (int, float, float, float, float);
static __inline__ double _Complex cpow (double _Complex x, double _Complex y)
{ return __builtin_complex (__ck_cpow (0, __real__ x, __imag__ x, __real__ y, __imag__ y),
                            __ck_cpow (1, __real__ x, __imag__ x, __real__ y, __imag__ y)); }
static __inline__ float _Complex cpowf (float _Complex x, float _Complex y)
{ return __builtin_complex (__ck_cpowf (0, __real__ x, __imag__ x, __real__ y, __imag__ y),
                            __ck_cpowf (1, __real__ x, __imag__ x, __real__ y, __imag__ y)); }
#endif
