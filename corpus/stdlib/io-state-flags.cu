// Stream state as libstdc++ keeps it: the width applies to the next output only (numbers,
// strings and characters), precision and fill stay, setf/unsetf/flags return the old flags
// (libstdc++'s values: skipws|dec is 4098), std::ios::fixed and std::ios_base::hex name the
// same flags, width()/precision()/fill() report and set.
#include <iostream>
#include <iomanip>
#include <string>

int main()
{
  std::cout << std::cout.flags() << ' ' << std::cout.precision() << ' ' << std::cout.width()
            << " [" << std::cout.fill() << "]\n";
  std::cout << std::setw(5) << 1 << 2 << std::setw(5) << "ab" << "cd" << std::setw(3) << 'x' << 'y' << '\n';
  std::cout.width(4);
  std::cout << std::string("s") << std::string("t") << '\n';
  std::cout.fill('.');
  std::cout << std::setw(6) << 3 << ' ' << std::setw(6) << 4 << '\n';
  std::cout.fill(' ');
  std::ios::fmtflags old = std::cout.setf(std::ios::fixed, std::ios::floatfield);
  std::streamsize oldp = std::cout.precision(2);
  std::cout << old << ' ' << oldp << ' ' << 3.14159 << ' ' << std::cout.flags() << '\n';
  std::cout.flags(old);
  std::cout.precision(oldp);
  std::cout << 3.14159 << '\n';
  std::cout.setf(std::ios_base::hex, std::ios_base::basefield);
  std::cout.setf(std::ios::showbase | std::ios::uppercase);
  std::cout << 3054 << ' ';
  std::cout.unsetf(std::ios::showbase | std::ios::uppercase);
  std::cout << 3054 << ' ' << std::dec << 3054 << '\n';
  std::cout << (std::ios::left | std::ios::right | std::ios::internal) << ' ' << std::ios::adjustfield
            << ' ' << std::ios::basefield << ' ' << std::ios::floatfield << ' ' << std::cerr.flags() << '\n';
  std::cout << std::cout.good() << (bool) std::cout << !std::cout << '\n';
  return 0;
}
// expect: 4098 6 0 [ ]
// expect:     12   abcd  xy
// expect:    st
// expect: .....3 .....4
// expect: 4098 6 3.14 4102
// expect: 3.14159
// expect: 0XBEE bee 3054
// expect: 176 176 74 260 12290
// expect: 110
