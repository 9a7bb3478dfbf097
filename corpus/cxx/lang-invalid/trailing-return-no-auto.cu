// A trailing return type needs 'auto'; a deduced return type (C++14) is not implemented.
int f() -> int;
auto g() { return 1; }

int main()
{
  return 0;
}
// expect-build-fail
// expect-report: ^trailing-return-no-auto\.cu:2:9: error: 'f' function with trailing return type not declared with 'auto' type specifier$
// expect-report: ^trailing-return-no-auto\.cu:3:1: error: unsupported: deduced return types \('auto' without '-> type'\)$
// nvcc: fail: ^trailing-return-no-auto\.cu\(2\): error: a trailing return type requires the "auto" type specifier$
