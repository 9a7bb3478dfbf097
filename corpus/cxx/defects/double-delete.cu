// Issue 19 defect: the same block deleted twice.
int main()
{
  double *x = new double(1.0);
  delete x;
  delete x;
  return 0;
}
// expect-exit: 1
// expect-report: ^double-delete\.cu:6:3: error: double free: 'delete' of an allocation of 8 bytes allocated at double-delete\.cu:4:15, which was already freed$
