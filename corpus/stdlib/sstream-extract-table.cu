// Extraction as libstdc++'s num_get does it, checked against g++ for 44 inputs: every
// integer type (overflow stores the limit with failbit, "-1" wraps for unsigned), float and
// double (an incomplete number stores 0), bool with and without boolalpha, hex, oct and
// base-detecting input, strings and chars; the value after each and the state bits.
#include <iostream>
#include <sstream>
#include <string>
int main() {
  const char *inputs[] = { "42", "-17", "+5", "0x1A", "0777", "1e5", "3.14abc", "-0", "99999999999",
    "-99999999999", "abc", "", "  7", "-", "+", ".5", "5.", "1e", "1e+", "-1.5e-3x", "4294967295",
    "4294967296", "-1", "18446744073709551615", "18446744073709551616", "1.7976931348623157e309",
    "0.0000001", "1 2", "\t\n 9", "12abc", "0x", "00012", "-2147483648", "2147483647", "2147483648",
    "1e-400", "inf", "nan", "1,5", "true", "false", "1", "0", "2" };
  int n = sizeof inputs / sizeof inputs[0];
  for (int i = 0; i < n; i++) {
    std::string in = inputs[i];
    { std::istringstream s(in); int v = 123; s >> v; std::cout << "int " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); unsigned v = 123; s >> v; std::cout << " uns " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); long long v = 123; s >> v; std::cout << " ll " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); short v = 123; s >> v; std::cout << " sh " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); double v = 1.25; s >> v; std::cout << " dbl " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); float v = 1.25f; s >> v; std::cout << " flt " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); bool v = true; s >> v; std::cout << " bool " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); bool v = true; s >> std::boolalpha >> v; std::cout << " ba " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); int v = 5; s >> std::hex >> v; std::cout << " hex " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); int v = 5; s >> std::oct >> v; std::cout << " oct " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); int v = 5; s.unsetf(std::ios::basefield); s >> v; std::cout << " any " << v << ' ' << s.rdstate(); }
    { std::istringstream s(in); std::string w = "x"; char c = 'c'; s >> w >> c; std::cout << " str [" << w << "] " << c << ' ' << s.rdstate(); }
    std::cout << '\n';
  }
  return 0;
}
// expect: int 42 2 uns 42 2 ll 42 2 sh 42 2 dbl 42 2 flt 42 2 bool 1 6 ba 0 4 hex 66 2 oct 34 2 any 42 2 str [42] c 6
// expect: int -17 2 uns 4294967279 2 ll -17 2 sh -17 2 dbl -17 2 flt -17 2 bool 1 6 ba 0 4 hex -23 2 oct -15 2 any -17 2 str [-17] c 6
// expect: int 5 2 uns 5 2 ll 5 2 sh 5 2 dbl 5 2 flt 5 2 bool 1 6 ba 0 4 hex 5 2 oct 5 2 any 5 2 str [+5] c 6
// expect: int 0 0 uns 0 0 ll 0 0 sh 0 0 dbl 0 0 flt 0 0 bool 0 0 ba 0 4 hex 26 2 oct 0 0 any 26 2 str [0x1A] c 6
// expect: int 777 2 uns 777 2 ll 777 2 sh 777 2 dbl 777 2 flt 777 2 bool 1 6 ba 0 4 hex 1911 2 oct 511 2 any 511 2 str [0777] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 100000 2 flt 100000 2 bool 1 0 ba 0 4 hex 485 2 oct 1 0 any 1 0 str [1e5] c 6
// expect: int 3 0 uns 3 0 ll 3 0 sh 3 0 dbl 3.14 0 flt 3.14 0 bool 1 4 ba 0 4 hex 3 0 oct 3 0 any 3 0 str [3.14abc] c 6
// expect: int 0 2 uns 0 2 ll 0 2 sh 0 2 dbl -0 2 flt -0 2 bool 0 2 ba 0 4 hex 0 2 oct 0 2 any 0 2 str [-0] c 6
// expect: int 2147483647 6 uns 4294967295 6 ll 99999999999 2 sh 32767 6 dbl 1e+11 2 flt 1e+11 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 0 4 any 2147483647 6 str [99999999999] c 6
// expect: int -2147483648 6 uns 4294967295 6 ll -99999999999 2 sh -32768 6 dbl -1e+11 2 flt -1e+11 2 bool 1 6 ba 0 4 hex -2147483648 6 oct 0 4 any -2147483648 6 str [-99999999999] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0 4 flt 0 4 bool 0 4 ba 0 4 hex 2748 2 oct 0 4 any 0 4 str [abc] c 6
// expect: int 123 6 uns 123 6 ll 123 6 sh 123 6 dbl 1.25 6 flt 1.25 6 bool 1 6 ba 1 6 hex 5 6 oct 5 6 any 5 6 str [x] c 6
// expect: int 7 2 uns 7 2 ll 7 2 sh 7 2 dbl 7 2 flt 7 2 bool 1 6 ba 0 4 hex 7 2 oct 7 2 any 7 2 str [7] c 6
// expect: int 0 6 uns 0 6 ll 0 6 sh 0 6 dbl 0 6 flt 0 6 bool 0 6 ba 0 4 hex 0 6 oct 0 6 any 0 6 str [-] c 6
// expect: int 0 6 uns 0 6 ll 0 6 sh 0 6 dbl 0 6 flt 0 6 bool 0 6 ba 0 4 hex 0 6 oct 0 6 any 0 6 str [+] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0.5 2 flt 0.5 2 bool 0 4 ba 0 4 hex 0 4 oct 0 4 any 0 4 str [.5] c 6
// expect: int 5 0 uns 5 0 ll 5 0 sh 5 0 dbl 5 2 flt 5 2 bool 1 4 ba 0 4 hex 5 0 oct 5 0 any 5 0 str [5.] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 0 6 flt 0 6 bool 1 0 ba 0 4 hex 30 2 oct 1 0 any 1 0 str [1e] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 0 6 flt 0 6 bool 1 0 ba 0 4 hex 30 0 oct 1 0 any 1 0 str [1e+] c 6
// expect: int -1 0 uns 4294967295 0 ll -1 0 sh -1 0 dbl -0.0015 0 flt -0.0015 0 bool 1 4 ba 0 4 hex -1 0 oct -1 0 any -1 0 str [-1.5e-3x] c 6
// expect: int 2147483647 6 uns 4294967295 2 ll 4294967295 2 sh 32767 6 dbl 4.29497e+09 2 flt 4.29497e+09 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 34 0 any 2147483647 6 str [4294967295] c 6
// expect: int 2147483647 6 uns 4294967295 6 ll 4294967296 2 sh 32767 6 dbl 4.29497e+09 2 flt 4.29497e+09 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 34 0 any 2147483647 6 str [4294967296] c 6
// expect: int -1 2 uns 4294967295 2 ll -1 2 sh -1 2 dbl -1 2 flt -1 2 bool 1 6 ba 0 4 hex -1 2 oct -1 2 any -1 2 str [-1] c 6
// expect: int 2147483647 6 uns 4294967295 6 ll 9223372036854775807 6 sh 32767 6 dbl 1.84467e+19 2 flt 1.84467e+19 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 1 0 any 2147483647 6 str [18446744073709551615] c 6
// expect: int 2147483647 6 uns 4294967295 6 ll 9223372036854775807 6 sh 32767 6 dbl 1.84467e+19 2 flt 1.84467e+19 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 1 0 any 2147483647 6 str [18446744073709551616] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 1.79769e+308 6 flt 3.40282e+38 6 bool 1 0 ba 0 4 hex 1 0 oct 1 0 any 1 0 str [1.7976931348623157e309] c 6
// expect: int 0 0 uns 0 0 ll 0 0 sh 0 0 dbl 1e-07 2 flt 1e-07 2 bool 0 0 ba 0 4 hex 0 0 oct 0 0 any 0 0 str [0.0000001] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 1 0 flt 1 0 bool 1 0 ba 0 4 hex 1 0 oct 1 0 any 1 0 str [1] 2 0
// expect: int 9 2 uns 9 2 ll 9 2 sh 9 2 dbl 9 2 flt 9 2 bool 1 6 ba 0 4 hex 9 2 oct 0 4 any 9 2 str [9] c 6
// expect: int 12 0 uns 12 0 ll 12 0 sh 12 0 dbl 12 0 flt 12 0 bool 1 4 ba 0 4 hex 76476 2 oct 10 0 any 12 0 str [12abc] c 6
// expect: int 0 0 uns 0 0 ll 0 0 sh 0 0 dbl 0 0 flt 0 0 bool 0 0 ba 0 4 hex 0 6 oct 0 0 any 0 6 str [0x] c 6
// expect: int 12 2 uns 12 2 ll 12 2 sh 12 2 dbl 12 2 flt 12 2 bool 1 6 ba 0 4 hex 18 2 oct 10 2 any 10 2 str [00012] c 6
// expect: int -2147483648 2 uns 2147483648 2 ll -2147483648 2 sh -32768 6 dbl -2.14748e+09 2 flt -2.14748e+09 2 bool 1 6 ba 0 4 hex -2147483648 6 oct -9020 0 any -2147483648 2 str [-2147483648] c 6
// expect: int 2147483647 2 uns 2147483647 2 ll 2147483647 2 sh 32767 6 dbl 2.14748e+09 2 flt 2.14748e+09 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 9020 0 any 2147483647 2 str [2147483647] c 6
// expect: int 2147483647 6 uns 2147483648 2 ll 2147483648 2 sh 32767 6 dbl 2.14748e+09 2 flt 2.14748e+09 2 bool 1 6 ba 0 4 hex 2147483647 6 oct 9020 0 any 2147483647 6 str [2147483648] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 0 2 flt 0 2 bool 1 0 ba 0 4 hex 30 0 oct 1 0 any 1 0 str [1e-400] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0 4 flt 0 4 bool 0 4 ba 0 4 hex 0 4 oct 0 4 any 0 4 str [inf] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0 4 flt 0 4 bool 0 4 ba 0 4 hex 0 4 oct 0 4 any 0 4 str [nan] c 6
// expect: int 1 0 uns 1 0 ll 1 0 sh 1 0 dbl 1 0 flt 1 0 bool 1 0 ba 0 4 hex 1 0 oct 1 0 any 1 0 str [1,5] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0 4 flt 0 4 bool 0 4 ba 1 0 hex 0 4 oct 0 4 any 0 4 str [true] c 6
// expect: int 0 4 uns 0 4 ll 0 4 sh 0 4 dbl 0 4 flt 0 4 bool 0 4 ba 0 0 hex 250 0 oct 0 4 any 0 4 str [false] c 6
// expect: int 1 2 uns 1 2 ll 1 2 sh 1 2 dbl 1 2 flt 1 2 bool 1 2 ba 0 4 hex 1 2 oct 1 2 any 1 2 str [1] c 6
// expect: int 0 2 uns 0 2 ll 0 2 sh 0 2 dbl 0 2 flt 0 2 bool 0 2 ba 0 4 hex 0 2 oct 0 2 any 0 2 str [0] c 6
// expect: int 2 2 uns 2 2 ll 2 2 sh 2 2 dbl 2 2 flt 2 2 bool 1 6 ba 0 4 hex 2 2 oct 2 2 any 2 2 str [2] c 6
