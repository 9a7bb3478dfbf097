// corpus/host/cxx-host-idioms.cu: the C++ host code CUDA programs are wrapped in, checked line
// by line against g++ 12 and libstdc++: iostream's float formats and manipulators (scientific,
// fixed, defaultfloat, showpoint, boolalpha, showpos, showbase, uppercase, internal, setfill),
// stringstream extraction and getline with a delimiter, to_string/stoi/stof, containers
// (vector of vectors, map with structured bindings, set, list::sort, deque), <algorithm> and
// <numeric> (iota, minmax_element, transform, unique, binary_search over reverse iterators,
// stable_sort with a lambda), unique_ptr<T[]>, make_unique, std::function, std::array, tuple
// with tie, std::ostream_iterator, istream_iterator, and a class declared again in a reopened
// namespace (one type, as C++ says).
// SPDX-License-Identifier: MIT
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <unordered_map>
#include <algorithm>
#include <numeric>
#include <limits>
#include <memory>
#include <functional>
#include <array>
#include <tuple>
#include <cmath>
#include <cstdlib>
#include <set>
#include <list>
#include <deque>
#include <utility>
#include <iterator>
struct Stat { std::string name; double mean; int n; };
namespace geo { class Point; struct Segment { Point *a, *b; }; }
namespace geo { class Point; }
namespace geo { class Point { public: int x, y; int dot(const Point &o) const { return x * o.x + y * o.y; } }; }
int main() {
  std::cout << 3.14159265f << ' ' << 1e-7 << ' ' << 1e21 << ' ' << 100.0 << ' ' << 0.1f + 0.2f << ' ' << -0.0 << '\n';
  std::cout << std::scientific << 12345.678 << ' ' << std::fixed << 2.5 << ' ' << std::defaultfloat << 2.5 << '\n';
  std::cout << std::setprecision(10) << M_PI << ' ' << std::setprecision(3) << 1234567.0 << ' ' << std::showpoint << 2.0 << std::noshowpoint << '\n';
  std::cout << std::boolalpha << true << ' ' << (1 > 2) << std::noboolalpha << ' ' << true << '\n';
  std::cout << std::showpos << 5 << ' ' << 0 << std::noshowpos << ' ' << std::hex << std::showbase << 255 << ' ' << std::uppercase << 255 << std::nouppercase << std::dec << std::noshowbase << '\n';
  std::cout << std::setw(8) << std::setfill('*') << std::left << 42 << '|' << std::right << std::setw(8) << 42 << '|' << std::internal << std::setw(8) << -42 << std::setfill(' ') << '\n';
  std::cout << std::oct << 64 << ' ' << std::dec << (unsigned char)65 << ' ' << (signed char)66 << ' ' << (int)'C' << ' ' << 'D' + 1 << '\n';
  std::cout << std::setprecision(6) << std::numeric_limits<float>::epsilon() << ' ' << std::numeric_limits<double>::max() << ' ' << std::numeric_limits<int>::min() << ' ' << std::numeric_limits<float>::infinity() << ' ' << std::nanf("") << '\n';
  std::stringstream ss("3 4.5 word 0x10 rest of line\nsecond");
  int i; double d; std::string w, rest, second; ss >> i >> d >> w >> std::hex >> i >> std::dec; std::getline(ss, rest); std::getline(ss, second);
  std::cout << i << ' ' << d << ' ' << w << " [" << rest << "] [" << second << "] " << ss.eof() << '\n';
  std::string csv = "a,b,,c"; std::istringstream cs(csv); std::string tok; while (std::getline(cs, tok, ',')) std::cout << '<' << tok << '>'; std::cout << '\n';
  std::cout << std::to_string(1.5f) << ' ' << std::to_string(-3) << ' ' << std::stoi("42abc") << ' ' << std::stof("2.5e2") << ' ' << std::stod("1e-2") << ' ' << std::stoul("ff", nullptr, 16) << '\n';
  std::vector<std::vector<float>> m(3, std::vector<float>(2, 1.5f)); m[1][0] = 7; float total = 0; for (auto &r : m) total = std::accumulate(r.begin(), r.end(), total); std::cout << total << '\n';
  std::map<std::string, int> cnt; for (std::string s : {"b", "a", "b", "c", "a", "b"}) cnt[s]++; for (const auto &[k, v] : cnt) std::cout << k << '=' << v << ' '; std::cout << '\n';
  std::vector<int> v(10); std::iota(v.begin(), v.end(), -3); auto [mn, mx] = std::minmax_element(v.begin(), v.end()); std::cout << *mn << ' ' << *mx << ' ';
  std::transform(v.begin(), v.end(), v.begin(), [](int x) { return x * x; }); std::sort(v.begin(), v.end(), std::greater<int>()); for (int x : v) std::cout << x << ','; std::cout << '\n';
  auto it = std::unique(v.begin(), v.end()); v.erase(it, v.end()); std::cout << v.size() << ' ' << std::count_if(v.begin(), v.end(), [](int x) { return x % 2; }) << ' ' << *std::find(v.begin(), v.end(), 4) << ' ' << std::binary_search(v.rbegin(), v.rend(), 9) << '\n';
  std::unique_ptr<float[]> buf(new float[4]); for (int q = 0; q < 4; q++) buf[q] = q + 1; auto up = std::make_unique<Stat>(Stat{"x", 2.5, 3}); std::cout << buf[2] << ' ' << up->name << up->mean << ' ' << up->n << '\n';
  std::function<double(double)> sq = [](double x) { return x * x; }; std::array<double, 3> arr{1.5, 2.5, 3.5}; double s2 = 0; for (double x : arr) s2 += sq(x); std::cout << s2 << ' ' << arr.size() << '\n';
  std::tuple<int, std::string, float> tp{1, "two", 3.0f}; int a; std::string b; float c; std::tie(a, b, c) = tp; std::cout << a << b << c << ' ' << std::get<1>(tp).size() << '\n';
  std::set<int> st{5, 1, 3, 1}; std::list<int> ls{3, 1, 2}; ls.sort(); std::deque<int> dq; dq.push_front(1); dq.push_back(2); dq.push_front(0);
  std::copy(st.begin(), st.end(), std::ostream_iterator<int>(std::cout, " ")); for (int x : ls) std::cout << x; for (int x : dq) std::cout << x; std::cout << '\n';
  std::vector<Stat> stats{{"k1", 1.25, 10}, {"k2", 0.5, 3}, {"k3", 1.25, 7}}; std::stable_sort(stats.begin(), stats.end(), [](const Stat &p, const Stat &q) { return p.mean > q.mean; });
  for (const Stat &s : stats) std::cout << std::setw(4) << s.name << std::setw(8) << std::fixed << std::setprecision(2) << s.mean << std::setw(4) << s.n << '\n';
  std::ostringstream os; os << std::setw(6) << std::setfill('0') << 42 << ':' << std::hex << 3054; std::cout << os.str() << ' ' << os.str().length() << std::endl;
  geo::Point p1{1, 2}, p2{3, 4}; geo::Segment sg{&p1, &p2}; std::cout << sg.a->dot(*sg.b) << ' ';
  std::istringstream nums("4 8 15 16 23 42"); std::vector<int> got; std::copy(std::istream_iterator<int>(nums), std::istream_iterator<int>(), std::back_inserter(got));
  std::cout << got.size() << ' ' << std::accumulate(got.begin(), got.end(), 0) << '\n';
  std::cout << std::abs(-2.5f) << ' ' << std::abs(-3) << ' ' << std::pow(2, 10) << ' ' << std::sqrt(2) << ' ' << std::floor(-1.5) << ' ' << std::fmax(1, 2.5) << std::endl;
  return 0;
}
// expect: 3.14159 1e-07 1e+21 100 0.3 -0
// expect: 1.234568e+04 2.500000 2.5
// expect: 3.141592654 1.23e+06 2.00
// expect: true false 1
// expect: +5 +0 0xff 0XFF
// expect: 42******|******42|-*****42
// expect: 100 A B 67 69
// expect: 1.19209e-07 1.79769e+308 -2147483648 inf nan
// expect: 16 4.5 word [ rest of line] [second] 1
// expect: <a><b><><c>
// expect: 1.500000 -3 42 250 0.01 255
// expect: 14.5
// expect: a=2 b=3 c=1 
// expect: -3 6 36,25,16,9,9,4,4,1,1,0,
// expect: 7 3 4 1
// expect: 3 x2.5 3
// expect: 20.75 3
// expect: 1two3 3
// expect: 1 3 5 123012
// expect:   k1    1.25  10
// expect:   k3    1.25   7
// expect:   k2    0.50   3
// expect: 000042:bee 10
// expect: 11 6 108
// expect: 2.50 3 1024.00 1.41 -2.00 2.50
