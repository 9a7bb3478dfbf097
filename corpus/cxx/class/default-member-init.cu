// A default member initializer (C++11) initialises the member in every constructor that does
// not name it (was "unsupported: default member initializers").
// SPDX-License-Identifier: MIT
struct Config { int threads = 256; float scale; };
int main()
{
  Config c;
  c.scale = 2.0f;
  return c.threads == 256 ? 0 : 1;
}
