// Issue 19 defect: a block of new[] released by delete, one of new released by delete[]
// (valgrind: "Mismatched free() / delete / delete []"; ASan: alloc-dealloc-mismatch).
int main()
{
  int *a = new int[4];
  delete a;
  int *b = new int;
  delete[] b;
  return 0;
}
// expect-exit: 1
// expect-report: ^delete-mismatch\.cu:6:3: error: mismatched free: 'delete' of memory allocated by new\[\]$
// expect-report: ^delete-mismatch\.cu:8:3: error: mismatched free: 'delete\[\]' of memory allocated by new$
// expect-report: ^delete-mismatch\.cu:5:12: warning: leak: 16 bytes allocated by new\[\] are never freed$
// expect-report: ^delete-mismatch\.cu:7:12: warning: leak: 4 bytes allocated by new are never freed$
