// std::string::at past the end throws std::out_of_range with libstdc++'s message; uncaught,
// the program ends as std::terminate ends it (SIGABRT, exit status 134 from a shell).
#include <iostream>
#include <string>

int main()
{
  std::string s = "abc";
  std::cout << s.at(2) << std::endl;
  std::cout << s.at(10) << std::endl;
  std::cout << "not reached" << std::endl;
  return 0;
}
// expect: c
// expect-stderr: terminate called after throwing an instance of 'std::out_of_range'
// expect-stderr:   what():  basic_string::at: __n (which is 10) >= this->size() (which is 3)
// expect-exit: 134
