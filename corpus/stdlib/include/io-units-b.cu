// The second unit of io-units.cu: it prints through the same std::cout (its format flags set
// by the first unit) and uses std::string and ios_base's constants.
// On its own a library, checked with -fsyntax-only.
// syntax-only
// SPDX-License-Identifier: MIT
#include <iostream>
#include <string>

void report(const std::string &what, double value)
{
  std::cout << what << ": " << value << " (flags " << (std::cout.flags() & std::ios::floatfield)
            << ")" << std::endl;
}
