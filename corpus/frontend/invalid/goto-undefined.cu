// expect-build-fail
int main()
{
  goto done;
  return 1;
}
// nvcc: fail: ^goto-undefined\.cu\(4\): error: label "done" was referenced but not defined$
// expect-stderr: goto-undefined.cu:4:8: error: label 'done' used but not defined
// expect-stderr:   goto done;
// expect-stderr:        ^~~~
