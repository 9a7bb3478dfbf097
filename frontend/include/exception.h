/* exception.h (cudak built-in) — the CUDA samples' Common/exception.h: the class template
 * Exception<Std_Exception>, derived from a standard exception, thrown by RUNTIME_EXCEPTION,
 * LOGIC_EXCEPTION and RANGE_EXCEPTION with the file and line of the throw in its message, and
 * handleException, which prints what() to std::cerr and exits with EXIT_FAILURE. Host code.
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_EXCEPTION_H_
#define COMMON_EXCEPTION_H_
#include <stdlib.h>
#include <exception>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

template <class Std_Exception>
class Exception : public Std_Exception {
 public:
  /* throws an Exception whose what() is "Exception in file 'F' in line L\nDetailed
     description: D\n" */
  static void throw_it(const char *file, const int line, const char *detailed = "-") {
    std::stringstream s;
    s << "Exception in file '" << file << "' in line " << line << "\n"
      << "Detailed description: " << detailed << "\n";
    throw Exception(s.str());
  }
  static void throw_it(const char *file, const int line, const std::string &detailed) {
    throw_it(file, line, detailed.c_str());
  }
  virtual ~Exception() throw() {}

 private:
  Exception() : Std_Exception("Unknown Exception.\n") {}
  explicit Exception(const std::string &str) : Std_Exception(str) {}
};

template <class Exception_Typ>
inline void handleException(const Exception_Typ &ex) {
  std::cerr << ex.what() << std::endl;
  exit(EXIT_FAILURE);
}

#define RUNTIME_EXCEPTION(msg) Exception<std::runtime_error>::throw_it(__FILE__, __LINE__, msg)
#define LOGIC_EXCEPTION(msg) Exception<std::logic_error>::throw_it(__FILE__, __LINE__, msg)
#define RANGE_EXCEPTION(msg) Exception<std::range_error>::throw_it(__FILE__, __LINE__, msg)
#endif
