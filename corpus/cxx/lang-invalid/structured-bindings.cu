// Structured bindings with the wrong number of names, or of a type that does not decompose,
// are g++'s errors with its note, also as the declaration of a range-based for.
struct P { int x; double y; };
int main()
{
  P p = {1, 2.5};
  auto [a] = p;
  auto [b, c, d] = p;
  int n = 3;
  auto [e] = n;
  P arr[2] = {{1, 2}, {3, 4}};
  int s = 0;
  for (auto &[u, v] : arr)
    s += u * (int) v;
  for (auto &[w] : arr)
    s += w;
  return a + b + e + s;
}
// expect-build-fail
// expect-report: ^structured-bindings\.cu:7:8: error: only 1 name provided for structured binding$
// expect-report: ^structured-bindings\.cu:8:8: error: 3 names provided for structured binding$
// expect-report: ^structured-bindings\.cu:10:8: error: cannot decompose non-array non-class type 'int'$
// expect-report: ^structured-bindings\.cu:15:14: error: only 1 name provided for structured binding$
// nvcc: fail: ^structured-bindings\.cu\(7\): error: there are more elements than there are binding names$
