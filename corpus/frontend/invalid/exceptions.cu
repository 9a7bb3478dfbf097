// expect-build-fail
int main()
{
  try {
    throw 1;
  } catch (int e) {
  }
  return 0;
}
// expect-stderr: exceptions.cu:4:3: error: unsupported: exceptions
// expect-stderr:   try {
// expect-stderr:   ^~~
