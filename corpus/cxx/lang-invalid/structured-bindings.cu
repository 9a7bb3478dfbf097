// nvcc accepts structured bindings (C++17); cudak reports each once, and the names they bind
// raise no second error.
struct Pair { int a, b; };

int main()
{
  Pair p = {1, 2};
  auto [x, y] = p;
  Pair arr[2] = {{1, 2}, {3, 4}};
  int s = 0;
  for (auto &[u, v] : arr)
    s += u * v;
  return x + y + s;
}
// expect-build-fail
// expect-report: ^structured-bindings\.cu:8:8: error: unsupported: structured bindings$
// expect-report: ^structured-bindings\.cu:11:13: error: unsupported: structured bindings$
