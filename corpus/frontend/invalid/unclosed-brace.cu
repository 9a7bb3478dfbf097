// expect-build-fail
// nvcc: fail
// expect-stderr: unclosed-brace.cu:9:1: error: expected '}' (to close '{' at line 5)
int main()
{
  if (1) {
    return 0;
}
