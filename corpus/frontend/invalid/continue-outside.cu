// expect-build-fail
int main()
{
  switch (1) { case 1: continue; }
  return 0;
}
// nvcc: fail: ^continue-outside\.cu\(4\): error: a continue statement may only be used within a loop$
// expect-stderr: continue-outside.cu:4:24: error: continue statement not within a loop
// expect-stderr:   switch (1) { case 1: continue; }
// expect-stderr:                        ^~~~~~~~
