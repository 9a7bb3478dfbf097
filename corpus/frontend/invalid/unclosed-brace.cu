// expect-build-fail
// nvcc: fail: ^At end of source: error: expected a "\}"$
// expect-stderr: unclosed-brace.cu:10:2: error: expected '}' (to close '{' at line 7)
// expect-stderr: }
// expect-stderr:  ^
int main()
{
  if (1) {
    return 0;
}
