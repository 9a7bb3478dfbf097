// A default member initializer (C++11) is one 'unsupported:' error at the initializer; the
// struct stays declared and its uses bring no further errors (it was two syntax errors).
// SPDX-License-Identifier: MIT
// expect-build-fail
struct Config { int threads = 256; float scale; };
int main()
{
  Config c;
  c.scale = 2.0f;
  return c.threads > 0 ? 0 : 1;
}
// expect-stderr: default-member-init.cu:5:29: error: unsupported: default member initializers
// expect-stderr: struct Config { int threads = 256; float scale; };
// expect-stderr:                             ^
