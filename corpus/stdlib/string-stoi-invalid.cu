// std::stoi of text that is no number throws std::invalid_argument("stoi"), one out of int's
// range std::out_of_range("stoi"); uncaught, as std::terminate ends the program.
#include <iostream>
#include <string>

int main()
{
  std::cout << std::stoi("42") << std::endl;
  std::cout << std::stoi("forty-two") << std::endl;
  return 0;
}
// expect: 42
// expect-stderr: terminate called after throwing an instance of 'std::invalid_argument'
// expect-stderr:   what():  stoi
// expect-exit: 134
