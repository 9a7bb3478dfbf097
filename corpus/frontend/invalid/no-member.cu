// expect-build-fail
struct P { int x, y; };
int main()
{
  struct P p = {1, 2};
  return p.z;
}
// nvcc: fail: ^no-member\.cu\(6\): error: class "P" has no member "z"$
// expect-stderr: no-member.cu:6:12: error: 'struct P' has no member named 'z'
// expect-stderr:   return p.z;
// expect-stderr:            ^
