// Integer, bool, character and pointer output as libstdc++ writes it: dec/hex/oct with
// showbase and uppercase, showpos, internal/left/right padding with a fill character, the
// limits of every type, short and int in hex (their unsigned bits), boolalpha, the three char
// types as characters, a null pointer and nullptr; the counts come from a kernel.
#include <iostream>
#include <iomanip>
#include <climits>
#include <cuda_runtime.h>

__global__ void histogram(const int *data, int n, int *bins)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] % 4], 1);
}

int main()
{
  const int N = 100;
  int h[N];
  for (int i = 0; i < N; i++)
    h[i] = i * 7;
  int *d, *dbins, bins[4];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dbins, sizeof bins);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(dbins, 0, sizeof bins);
  histogram<<<4, 32>>>(d, N, dbins);
  cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(dbins);
  for (int b = 0; b < 4; b++)
    std::cout << "bin " << b << ": " << std::setw(4) << bins[b] << std::hex << std::setw(4)
              << bins[b] << std::oct << std::setw(4) << bins[b] << std::dec << '\n';
  std::cout << std::showbase << std::hex << 255 << ' ' << 0 << ' ' << std::uppercase << 255
            << std::nouppercase << ' ' << std::oct << 8 << ' ' << 0 << std::dec << ' ' << 255
            << std::noshowbase << '\n';
  std::cout << std::hex << -1 << ' ' << (short) -2 << ' ' << -1L << ' ' << (unsigned short) 65535
            << std::dec << '\n';
  std::cout << std::showpos << 5 << ' ' << -5 << ' ' << 0 << ' ' << 5u << ' ' << true
            << std::noshowpos << '\n';
  std::cout << std::setfill('0') << std::setw(6) << 42 << ' ' << std::setw(6) << -42 << ' '
            << std::internal << std::setw(6) << -42 << ' ' << std::showbase << std::hex
            << std::setw(8) << 255 << std::dec << std::noshowbase << std::right
            << std::setfill(' ') << '\n';
  std::cout << std::left << std::setw(6) << 7 << '|' << std::right << std::setw(6) << 7 << '|'
            << '\n';
  std::cout << INT_MIN << ' ' << INT_MAX << ' ' << UINT_MAX << ' ' << LLONG_MIN << ' '
            << ULLONG_MAX << ' ' << SHRT_MIN << ' ' << USHRT_MAX << '\n';
  std::cout << true << ' ' << false << ' ' << std::boolalpha << true << ' ' << false
            << std::setw(7) << true << std::noboolalpha << '\n';
  char c = 'x';
  signed char sc = 'y';
  unsigned char uc = 'z';
  std::cout << c << sc << uc << ' ' << (int) c << ' ' << std::setw(3) << c << '\n';
  const char *none = 0;
  std::cout << (void *) none << ' ' << nullptr << ' ' << std::setw(5) << "ab" << '|' << '\n';
  return 0;
}
// expect: bin 0:   25  19  31
// expect: bin 1:   25  19  31
// expect: bin 2:   25  19  31
// expect: bin 3:   25  19  31
// expect: 0xff 0 0XFF 010 0 255
// expect: ffffffff fffe ffffffffffffffff ffff
// expect: +5 -5 +0 5 +1
// expect: 000042 000-42 -00042 0x0000ff
// expect: 7     |     7|
// expect: -2147483648 2147483647 4294967295 -9223372036854775808 18446744073709551615 -32768 65535
// expect: 1 0 true false   true
// expect: xyz 120   x
// expect: 0 nullptr    ab|
