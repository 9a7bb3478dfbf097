// Found by make fuzz-run (fuzz/README, 2026-11-28): a function template whose parameter list is
// never closed made the scan for a trailing return type step past the last token (an ASan SEGV
// in template.c's has_trailing_return); now the parser reports the unclosed list.
template <typename T>
T twice(T x
{
  return x + x;
}
// expect-build-fail
// nvcc: fail: ^template-unclosed-params\.cu\(6\): error: expected a "\)"$
// expect-stderr: template-unclosed-params.cu:8:2: error: expected ';' at end of input
// expect-stderr: }
// expect-stderr:  ^
