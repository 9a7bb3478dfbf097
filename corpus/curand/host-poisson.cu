// curandGeneratePoisson on the host generators of XORWOW, Philox and MRG32k3a, small and large
// lambda (libcurand draws from an alias table below lambda 2000 and rounds a normal from 2000
// on), across calls (an odd count leaves half a Box-Muller pair unused) and into the next
// curandGenerate; lambda outside (0, 400000] is CURAND_STATUS_OUT_OF_RANGE. The expected lines
// are what this program prints built by gcc against the toolkit's curand.h and libcurand (its
// host generators run without a GPU).
#include <stdio.h>
#include <stdlib.h>
#include <curand.h>

static void run(const char *name, curandRngType_t type, double lambda)
{
    enum { N1 = 4099, N2 = 8195 };
    curandGenerator_t g;
    unsigned int *p = (unsigned int *) malloc((N1 + N2) * sizeof(unsigned int));
    unsigned int bits[3];
    curandCreateGeneratorHost(&g, type);
    curandSetPseudoRandomGeneratorSeed(g, 1234ULL);
    int s1 = (int) curandGeneratePoisson(g, p, N1, lambda);
    int s2 = (int) curandGeneratePoisson(g, p + N1, N2, lambda);
    curandGenerate(g, bits, 3);
    unsigned long long sum = 0, hash = 0;
    for (int i = 0; i < N1 + N2; i++) {
        sum += p[i];
        hash = hash * 1000003ULL + p[i];
    }
    printf("%s %g: %d %d | %u %u %u %u %u | %u %u | sum %llu hash %llu | next %u %u %u\n",
           name, lambda, s1, s2, p[0], p[1], p[2], p[3], p[4], p[4096], p[N1 + 4097], sum,
           hash, bits[0], bits[1], bits[2]);
    curandDestroyGenerator(g);
    free(p);
}

int main(void)
{
    static const double lambdas[] = { 0.5, 4, 30, 1000, 1999.5, 2000, 5000, 400000 };
    for (int i = 0; i < 8; i++) {
        run("xorwow", CURAND_RNG_PSEUDO_XORWOW, lambdas[i]);
        run("philox", CURAND_RNG_PSEUDO_PHILOX4_32_10, lambdas[i]);
        run("mrg32k3a", CURAND_RNG_PSEUDO_MRG32K3A, lambdas[i]);
    }
    curandGenerator_t g;
    unsigned int v[4] = { 7, 7, 7, 7 };
    curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_DEFAULT);
    printf("lambda 0: %d\n", (int) curandGeneratePoisson(g, v, 4, 0.0));
    printf("lambda -1: %d\n", (int) curandGeneratePoisson(g, v, 4, -1.0));
    printf("lambda 400000.5: %d\n", (int) curandGeneratePoisson(g, v, 4, 400000.5));
    printf("NULL generator: %d\n", (int) curandGeneratePoisson(NULL, v, 4, 1.0));
    curandDestroyGenerator(g);
    return 0;
}

// expect: xorwow 0.5: 0 0 | 1 0 0 1 0 | 0 0 | sum 6044 hash 4170618300905683942 | next 595321154 324612358 3660799066
// expect: philox 0.5: 0 0 | 1 0 1 0 0 | 0 2 | sum 6279 hash 13169392567710235887 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 0.5: 0 0 | 0 1 0 0 0 | 0 1 | sum 6153 hash 2725389451058146785 | next 1559246694 559269337 1195927673
// expect: xorwow 4: 0 0 | 7 2 4 5 2 | 4 4 | sum 49140 hash 8322246786959752574 | next 595321154 324612358 3660799066
// expect: philox 4: 0 0 | 7 2 5 2 2 | 4 10 | sum 49133 hash 2247937654755318755 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 4: 0 0 | 3 6 2 1 1 | 3 7 | sum 49221 hash 8697758887713388515 | next 1559246694 559269337 1195927673
// expect: xorwow 30: 0 0 | 37 26 30 34 24 | 31 30 | sum 368731 hash 15857271492776827665 | next 595321154 324612358 3660799066
// expect: philox 30: 0 0 | 38 25 34 26 26 | 31 18 | sum 368790 hash 16429496972953606360 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 30: 0 0 | 26 37 23 22 22 | 29 38 | sum 367785 hash 6479813262052281529 | next 1559246694 559269337 1195927673
// expect: xorwow 1000: 0 0 | 1031 975 999 1015 962 | 1008 999 | sum 12292101 hash 10898184778413546433 | next 595321154 324612358 3660799066
// expect: philox 1000: 0 0 | 1034 971 1018 977 975 | 1005 1049 | sum 12293162 hash 8095910255555914868 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 1000: 0 0 | 978 1030 959 945 945 | 994 1032 | sum 12293628 hash 11426127817850262852 | next 1559246694 559269337 1195927673
// expect: xorwow 1999.5: 0 0 | 2044 1964 1998 2021 1947 | 2009 1998 | sum 24580737 hash 2598731341223030037 | next 595321154 324612358 3660799066
// expect: philox 1999.5: 0 0 | 2048 1959 2025 1968 1965 | 2006 2069 | sum 24589959 hash 14455112199755683645 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 1999.5: 0 0 | 1969 2043 1942 1923 1922 | 1991 2045 | sum 24584388 hash 2948278478429806302 | next 1559246694 559269337 1195927673
// expect: xorwow 2000: 0 0 | 2035 1987 1955 2065 1993 | 1919 2017 | sum 24578903 hash 5840926414721999233 | next 759609853 2988894868 446381950
// expect: philox 2000: 0 0 | 1928 2055 1930 2021 2025 | 2053 1961 | sum 24584559 hash 3413041859464259367 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 2000: 0 0 | 1984 1923 2015 2006 1997 | 2003 2076 | sum 24589619 hash 6095874329982291961 | next 1559246694 559269337 1195927673
// expect: xorwow 5000: 0 0 | 5055 4980 4928 5103 4989 | 4873 5028 | sum 61455529 hash 14421882059490264921 | next 759609853 2988894868 446381950
// expect: philox 5000: 0 0 | 4886 5087 4890 5033 5040 | 5084 4938 | sum 61464607 hash 366587480102859937 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 5000: 0 0 | 4974 4878 5024 5010 4996 | 5004 5120 | sum 61472448 hash 3008712258354670914 | next 1559246694 559269337 1195927673
// expect: xorwow 400000: 0 0 | 400494 399822 399360 400922 399906 | 398861 400246 | sum 4917470641 hash 3520764499196629323 | next 759609853 2988894868 446381950
// expect: philox 400000: 0 0 | 398978 400777 399013 400294 400360 | 400750 399447 | sum 4917551358 hash 8043528821481095702 | next 2589100331 4020552227 770753906
// expect: mrg32k3a 400000: 0 0 | 399772 398913 400218 400087 399961 | 400040 401075 | sum 4917622205 hash 14949890775232638925 | next 1559246694 559269337 1195927673
// expect: lambda 0: 104
// expect: lambda -1: 104
// expect: lambda 400000.5: 104
// expect: NULL generator: 101
