// expect-build-fail
int main()
{
  break;
  return 0;
}
// nvcc: fail: ^break-outside\.cu\(4\): error: a break statement may only be used within a loop or switch$
// expect-stderr: break-outside.cu:4:3: error: break statement not within loop or switch
// expect-stderr:   break;
// expect-stderr:   ^~~~~
