// std::numeric_limits of every arithmetic type against libstdc++'s values; the data members in device code (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <limits>
#define L std::numeric_limits<T>
template <class T> void show(const char *n) {
  
  printf("%s: spec=%d digits=%d d10=%d md10=%d signed=%d int=%d exact=%d radix=%d minexp=%d maxexp10=%d inf=%d qnan=%d denorm=%d iec=%d bounded=%d modulo=%d traps=%d round=%d\n",
    n, L::is_specialized, L::digits, L::digits10, L::max_digits10, L::is_signed, L::is_integer, L::is_exact, L::radix,
    L::min_exponent, L::max_exponent10, L::has_infinity, L::has_quiet_NaN, (int)L::has_denorm, L::is_iec559, L::is_bounded, L::is_modulo, L::traps, (int)L::round_style);
}
template <class T> void showi(const char *n) { show<T>(n); printf("  min=%lld max=%llu lowest=%lld\n", (long long)std::numeric_limits<T>::min(), (unsigned long long)std::numeric_limits<T>::max(), (long long)std::numeric_limits<T>::lowest()); }
template <class T> void showf(const char *n) { show<T>(n); 
  printf("  min=%.9g max=%.9g lowest=%.9g eps=%.9g rerr=%g inf=%g nan=%g snan=%g dmin=%.9g\n", (double)L::min(), (double)L::max(), (double)L::lowest(), (double)L::epsilon(), (double)L::round_error(), (double)L::infinity(), (double)L::quiet_NaN(), (double)L::signaling_NaN(), (double)L::denorm_min()); }
__global__ void k(int *o, float *f) { o[0] = std::numeric_limits<int>::digits; o[1] = std::numeric_limits<unsigned char>::is_signed; f[0] = 0; }
int main() {
  showi<bool>("bool"); showi<char>("char"); showi<signed char>("schar"); showi<unsigned char>("uchar"); showi<wchar_t>("wchar_t");
  showi<short>("short"); showi<unsigned short>("ushort"); showi<int>("int"); showi<unsigned>("unsigned"); showi<long>("long");
  showi<unsigned long>("ulong"); showi<long long>("llong"); showi<unsigned long long>("ullong"); 
  showf<float>("float"); showf<double>("double"); showf<long double>("ldouble");
  show<int *>("int*");
  int *d; float *df; cudaMalloc(&d, 8); cudaMalloc(&df, 4); k<<<1,1>>>(d, df); int h[2]; cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]); cudaFree(d); cudaFree(df);
  return 0;
}
// expect: bool: spec=1 digits=1 d10=0 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=0 max=1 lowest=0
// expect: char: spec=1 digits=7 d10=2 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-128 max=127 lowest=-128
// expect: schar: spec=1 digits=7 d10=2 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-128 max=127 lowest=-128
// expect: uchar: spec=1 digits=8 d10=2 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=1 traps=1 round=0
// expect:   min=0 max=255 lowest=0
// expect: wchar_t: spec=1 digits=31 d10=9 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-2147483648 max=2147483647 lowest=-2147483648
// expect: short: spec=1 digits=15 d10=4 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-32768 max=32767 lowest=-32768
// expect: ushort: spec=1 digits=16 d10=4 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=1 traps=1 round=0
// expect:   min=0 max=65535 lowest=0
// expect: int: spec=1 digits=31 d10=9 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-2147483648 max=2147483647 lowest=-2147483648
// expect: unsigned: spec=1 digits=32 d10=9 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=1 traps=1 round=0
// expect:   min=0 max=4294967295 lowest=0
// expect: long: spec=1 digits=63 d10=18 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-9223372036854775808 max=9223372036854775807 lowest=-9223372036854775808
// expect: ulong: spec=1 digits=64 d10=19 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=1 traps=1 round=0
// expect:   min=0 max=18446744073709551615 lowest=0
// expect: llong: spec=1 digits=63 d10=18 md10=0 signed=1 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=0 traps=1 round=0
// expect:   min=-9223372036854775808 max=9223372036854775807 lowest=-9223372036854775808
// expect: ullong: spec=1 digits=64 d10=19 md10=0 signed=0 int=1 exact=1 radix=2 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=1 modulo=1 traps=1 round=0
// expect:   min=0 max=18446744073709551615 lowest=0
// expect: float: spec=1 digits=24 d10=6 md10=9 signed=1 int=0 exact=0 radix=2 minexp=-125 maxexp10=38 inf=1 qnan=1 denorm=1 iec=1 bounded=1 modulo=0 traps=0 round=1
// expect:   min=1.17549435e-38 max=3.40282347e+38 lowest=-3.40282347e+38 eps=1.1920929e-07 rerr=0.5 inf=inf nan=nan snan=nan dmin=1.40129846e-45
// expect: double: spec=1 digits=53 d10=15 md10=17 signed=1 int=0 exact=0 radix=2 minexp=-1021 maxexp10=308 inf=1 qnan=1 denorm=1 iec=1 bounded=1 modulo=0 traps=0 round=1
// expect:   min=2.22507386e-308 max=1.79769313e+308 lowest=-1.79769313e+308 eps=2.22044605e-16 rerr=0.5 inf=inf nan=nan snan=nan dmin=4.94065646e-324
// expect: ldouble: spec=1 digits=64 d10=18 md10=21 signed=1 int=0 exact=0 radix=2 minexp=-16381 maxexp10=4932 inf=1 qnan=1 denorm=1 iec=1 bounded=1 modulo=0 traps=0 round=1
// expect:   min=0 max=inf lowest=-inf eps=1.08420217e-19 rerr=0.5 inf=inf nan=nan snan=nan dmin=0
// expect: int*: spec=0 digits=0 d10=0 md10=0 signed=0 int=0 exact=0 radix=0 minexp=0 maxexp10=0 inf=0 qnan=0 denorm=0 iec=0 bounded=0 modulo=0 traps=0 round=0
// expect: 31 0
