// expect-build-fail
int f(void)
{
  return;
}
int main() { return f(); }
// expect-stderr: missing-return-value.cu:4:3: error: return-statement with no value, in function returning 'int'
// expect-stderr:   return;
// expect-stderr:   ^~~~~~
