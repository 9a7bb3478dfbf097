// Character-level input from a string stream as libstdc++ does it: get, peek, ignore (up to
// a delimiter), putback/unget, read with gcount, getline into a char buffer, noskipws and ws,
// a word wider than setw cut, >> of char skipping white space.
#include <iostream>
#include <sstream>
#include <iomanip>
#include <string>

int main()
{
  std::istringstream in("  a b\tc\n# comment line\nxyz 123 rest of it");
  char c;
  in >> c;
  std::cout << '[' << c << ']';
  in >> std::noskipws >> c;
  std::cout << '[' << c << ']';
  in >> std::skipws >> c >> c;
  std::cout << '[' << c << "] peek=" << in.peek() << '\n';
  in.ignore(100, '\n');
  int first = in.get();
  in.ignore(1000, '\n');
  std::cout << "after comment: first=" << (char) first << " gcount=" << in.gcount() << '\n';
  char buf[8];
  in.read(buf, 3);
  buf[3] = 0;
  std::cout << buf << ' ' << in.gcount() << '\n';
  in.putback('z');
  in.unget();
  std::string w;
  in >> w;
  std::cout << w << '\n';
  int v;
  in >> v >> std::ws;
  char line[32];
  in.getline(line, sizeof line);
  std::cout << v << " [" << line << "] " << in.gcount() << ' ' << in.eof() << '\n';
  std::istringstream words("extraordinary short");
  std::string part;
  words >> std::setw(5) >> part;
  std::cout << part << ' ';
  words >> part;
  std::cout << part << ' ';
  words >> part;
  std::cout << part << '\n';
  std::istringstream small("abcdefghij");
  char tiny[4];
  small.getline(tiny, sizeof tiny);
  std::cout << tiny << ' ' << small.fail() << ' ' << small.gcount() << '\n';
  std::istringstream empty("");
  std::cout << empty.get() << ' ' << empty.eof() << empty.fail() << '\n';
  return 0;
}
// expect: [a][ ][c] peek=10
// expect: after comment: first=# gcount=14
// expect: xyz 3
// expect: yz
// expect: 123 [rest of it] 10 1
// expect: extra ordinary short
// expect: abc 1 3
// expect: -1 11
