// A class template derived from its template parameter, as the samples' exception.h writes it:
// the base initialised by the parameter's name (`: B(s)`), a private constructor used by a
// static member function declared before it, an empty dynamic exception specification
// `throw()` (C++17 keeps it as noexcept), and a throw whose operand is a temporary constructed
// from a function's class-type result (the temporary is elided into the exception object; the
// argument's own temporary is destroyed once). Expected output: g++ 12.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdexcept>
#include <string>

static int strings_made = 0;

static std::string label(int code)
{
  strings_made++;
  return std::string(code < 0 ? "negative" : "too large");
}

template <class B>
class Error : public B {
 public:
  static void raise(int code) { throw Error(label(code)); }
  virtual ~Error() throw() {}
  int extra() const throw() { return 7; }

 private:
  explicit Error(const std::string &s) : B(s) {}
};

static int check(int v)
{
  if (v < 0)
    Error<std::invalid_argument>::raise(v);
  if (v > 100)
    Error<std::out_of_range>::raise(v);
  return v;
}

int main()
{
  int vals[3] = { 5, -1, 300 };
  for (int i = 0; i < 3; i++)
    {
      try
        {
          printf("ok %d\n", check(vals[i]));
        }
      catch (const Error<std::out_of_range> &e)
        {
          printf("out_of_range: %s (%d)\n", e.what(), e.extra());
        }
      catch (const std::logic_error &e)
        {
          printf("logic_error: %s\n", e.what());
        }
    }
  try
    {
      throw std::runtime_error(label(-5));
    }
  catch (const std::exception &e)
    {
      printf("runtime_error: %s\n", e.what());
    }
  printf("strings made: %d\n", strings_made);
  return 0;
}
// expect: ok 5
// expect: logic_error: negative
// expect: out_of_range: too large (7)
// expect: runtime_error: negative
// expect: strings made: 3
