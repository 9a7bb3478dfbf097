// A scoped enumeration converts to nothing implicitly and takes no arithmetic, as with g++ and
// nvcc. Each misuse is one error where g++ reports it (cudak says 'enum Color' where g++ says
// 'Color').
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^enum-class-conversions\.cu\(12\): error: a value of type "Color" cannot be used to initialize an entity of type "int"$
enum class Color { Red, Green };
int take(int x) { return x; }
int main()
{
  Color c = Color::Red;
  int a = c;
  int b = Color::Green + 1;
  if (c) a++;
  c += 1;
  c++;
  int d = -c;
  take(c);
  Color e = 1;
  bool f = c == 0;
  int g = Red;
  int arr[2]; arr[c] = 0;
  return !c;
}
// expect-stderr: enum-class-conversions.cu:12:11: error: cannot convert 'enum Color' to 'int' in initialization
// expect-stderr:   int a = c;
// expect-stderr:           ^
// expect-stderr: enum-class-conversions.cu:13:24: error: no match for 'operator+' (operand types are 'enum Color' and 'int')
// expect-stderr:   int b = Color::Green + 1;
// expect-stderr:                        ^
// expect-stderr: enum-class-conversions.cu:14:7: error: could not convert 'enum Color' to 'bool' in an 'if' condition
// expect-stderr:   if (c) a++;
// expect-stderr:       ^
// expect-stderr: enum-class-conversions.cu:15:5: error: no match for 'operator+=' (operand types are 'enum Color' and 'int')
// expect-stderr:   c += 1;
// expect-stderr:     ^~
// expect-stderr: enum-class-conversions.cu:16:4: error: no match for 'operator++' (operand type is 'enum Color')
// expect-stderr:   c++;
// expect-stderr:    ^~
// expect-stderr: enum-class-conversions.cu:17:11: error: no match for 'operator-' (operand type is 'enum Color')
// expect-stderr:   int d = -c;
// expect-stderr:           ^
// expect-stderr: enum-class-conversions.cu:18:8: error: cannot convert 'enum Color' to 'int' in argument passing
// expect-stderr:   take(c);
// expect-stderr:        ^
// expect-stderr: enum-class-conversions.cu:19:13: error: cannot convert 'int' to 'enum Color' in initialization
// expect-stderr:   Color e = 1;
// expect-stderr:             ^
// expect-stderr: enum-class-conversions.cu:20:14: error: no match for 'operator==' (operand types are 'enum Color' and 'int')
// expect-stderr:   bool f = c == 0;
// expect-stderr:              ^~
// expect-stderr: enum-class-conversions.cu:21:11: error: 'Red' was not declared in this scope
// expect-stderr:   int g = Red;
// expect-stderr:           ^~~
// expect-stderr: enum-class-conversions.cu:22:19: error: array subscript is not an integer
// expect-stderr:   int arr[2]; arr[c] = 0;
// expect-stderr:                   ^
// expect-stderr: enum-class-conversions.cu:23:10: error: no match for 'operator!' (operand type is 'enum Color')
// expect-stderr:   return !c;
// expect-stderr:          ^
