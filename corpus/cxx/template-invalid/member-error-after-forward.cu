// An error in a member function of a class template's instance is reported where the member is
// used, also after a call that expands `std::forward<A>(a)...`: that call's overload choice left
// cudak in its quiet trial-parse mode, and every later deferred error was dropped, so this
// program built and ran `V<N>::bad` without a body. nvcc and g++ reject it.
// nvcc: fail: no instance of constructor "N::N" matches the argument list
#include <new>
#include <utility>
struct N { int v; N(int x) : v(x) {} };
template <class T> struct V {
  T *p;
  template <class... A> void ri(A &&... a) { new ((void *) p) T(std::forward<A>(a)...); }
  void bad() { new ((void *) p) T(); }
};
int main() {
  alignas(N) char buf[sizeof(N)];
  V<N> v;
  v.p = reinterpret_cast<N *>(buf);
  v.ri(2);
  v.bad();
  return 0;
}
// expect-build-fail
// expect-report: ^member-error-after-forward\.cu:12:16: error: no matching function for call to 'N::N\(\)'$
