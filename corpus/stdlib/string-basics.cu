// std::string as libstdc++'s basic_string<char>: construction, append/insert/erase/replace,
// substr, the find family, compare and the relational operators, swap, resize, c_str, and the
// capacity it grows to (15 characters in place, then at least doubling), sizeof 32.
#include <iostream>
#include <string>
#include <cstring>

int main()
{
  std::string a = "Hello", b("World"), c(3, '!'), d("CUDA kernels", 4), e;
  std::string f(a), g(b, 1, 3);
  std::cout << a << ' ' << b << ' ' << c << ' ' << d << " [" << e << "] " << f << ' ' << g << '\n';
  std::cout << a.size() << ' ' << e.empty() << ' ' << a.length() << ' ' << sizeof(std::string) << '\n';
  std::string s = a + ", " + b + c;
  std::cout << s << " (" << s.size() << ")\n";
  s.append(" and more");
  s += '.';
  s += std::string(" End");
  s.insert(0, ">> ");
  std::cout << s << '\n';
  s.erase(0, 3);
  s.replace(0, 5, "Goodbye");
  std::cout << s << '\n';
  std::cout << s.substr(9) << '|' << s.substr(9, 5) << '|' << s.find("World") << ' '
            << s.find('o') << ' ' << s.rfind('o') << ' ' << s.find("xyz") << ' '
            << (s.find("xyz") == std::string::npos) << '\n';
  std::cout << s.find_first_of("aeiou") << ' ' << s.find_last_of("aeiou") << ' '
            << s.find_first_not_of("Gdoy") << ' ' << s.find_last_not_of(". End") << '\n';
  std::cout << (a < b) << (a == "Hello") << ("Hello" == a) << (a != b) << (b > a) << (a >= f)
            << (a <= "Help") << ' ' << a.compare(b) << ' ' << b.compare(a) << ' '
            << a.compare("Hello") << ' ' << std::string("ab").compare("abc") << '\n';
  a.swap(b);
  std::cout << a << ' ' << b << ' ' << a.front() << a.back() << a[1] << a.at(2) << '\n';
  a.resize(3);
  b.resize(8, '*');
  std::cout << a << ' ' << b << ' ' << strlen(b.c_str()) << '\n';
  a.push_back('x');
  a.pop_back();
  a.clear();
  std::cout << '[' << a << "] " << a.empty() << ' ' << a.capacity() << '\n';
  std::string grow;
  size_t last = grow.capacity();
  std::cout << "capacity:";
  for (int i = 0; i < 200; i++) {
    grow.push_back('a' + i % 26);
    if (grow.capacity() != last) {
      last = grow.capacity();
      std::cout << ' ' << grow.size() << "->" << last;
    }
  }
  std::cout << '\n';
  std::string big(40, 'x'), copy = big;
  std::string sum = big + "y";
  std::cout << copy.capacity() << ' ' << sum.capacity() << ' ' << (big + big).capacity() << '\n';
  std::string r;
  r.reserve(20);
  std::cout << r.capacity() << ' ';
  r.reserve(100);
  std::cout << r.capacity() << ' ';
  r.reserve(10);
  std::cout << r.capacity() << '\n';
  std::string word = "level";
  std::string rev(word.rbegin(), word.rend());
  std::cout << word << (rev == word ? " is" : " is not") << " a palindrome\n";
  int upper = 0;
  for (std::string::iterator it = s.begin(); it != s.end(); ++it)
    if (*it >= 'A' && *it <= 'Z')
      upper++;
  std::cout << upper << " capitals\n";
  return 0;
}
// expect: Hello World !!! CUDA [] Hello orl
// expect: 5 1 5 32
// expect: Hello, World!!! (15)
// expect: >> Hello, World!!! and more. End
// expect: Goodbye, World!!! and more. End
// expect: World!!! and more. End|World|9 1 23 18446744073709551615 1
// expect: 1 25 4 25
// expect: 1111111 -15 15 0 -1
// expect: World Hello Wdor
// expect: Wor Hello*** 8
// expect: [] 1 15
// expect: capacity: 16->30 31->60 61->120 121->240
// expect: 40 80 80
// expect: 30 100 100
// expect: level is a palindrome
// expect: 3 capitals
