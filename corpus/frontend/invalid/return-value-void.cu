// expect-build-fail
void f(void)
{
  return 1;
}
int main() { f(); return 0; }
// nvcc: fail: ^return-value-void\.cu\(4\): error: return value type does not match the function type$
// expect-stderr: return-value-void.cu:4:10: error: return-statement with a value, in function returning 'void'
// expect-stderr:   return 1;
// expect-stderr:          ^
