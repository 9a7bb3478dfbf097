// A trailing return type needs 'auto'; a deduced return type (C++14) works without one, but a
// declaration of one that is not a definition is still unsupported.
int f() -> int;
auto g();

int main()
{
  return 0;
}
// expect-build-fail
// expect-report: ^trailing-return-no-auto\.cu:3:9: error: 'f' function with trailing return type not declared with 'auto' type specifier$
// expect-report: ^trailing-return-no-auto\.cu:4:1: error: unsupported: deduced return types \('auto' without '-> type' in a declaration, 'const auto \*'\)$
// nvcc: fail: ^trailing-return-no-auto\.cu\(3\): error: a trailing return type requires the "auto" type specifier$
