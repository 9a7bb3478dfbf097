// Templates are not supported: each template declaration, and each explicit specialization,
// is reported once where it is written; the names they declare stay declared, so uses with
// template arguments (Box<int>, twice<int>(3)) and deduced calls bring no further errors.
// SPDX-License-Identifier: MIT
// expect-build-fail
template <typename T> struct Box { T v; };
template <> struct Box<int> { int v; int extra; };
template <typename T> T twice(T x) { return x + x; }
template <> int twice<int>(int x) { return 2 * x; }
int main()
{
  Box<int> b;
  b.v = twice<int>(3) + twice(4);
  return b.v;
}
// expect-stderr: template-specialization.cu:6:1: error: unsupported: templates
// expect-stderr: template <typename T> struct Box { T v; };
// expect-stderr: ^~~~~~~~
// expect-stderr: template-specialization.cu:7:1: error: unsupported: template specializations
// expect-stderr: template <> struct Box<int> { int v; int extra; };
// expect-stderr: ^~~~~~~~
// expect-stderr: template-specialization.cu:8:1: error: unsupported: templates
// expect-stderr: template <typename T> T twice(T x) { return x + x; }
// expect-stderr: ^~~~~~~~
// expect-stderr: template-specialization.cu:9:1: error: unsupported: template specializations
// expect-stderr: template <> int twice<int>(int x) { return 2 * x; }
// expect-stderr: ^~~~~~~~
