/* corpus/fuzz/include/oldstyle-call-fewer-args.c: the C translation unit of
   oldstyle-call-fewer-args.cu. f is defined old-style (an identifier list) and called with
   fewer arguments than the list names, which C accepts. */
int f(x) int x; { return 1; }

int call_f(void)
{
  return f();
}
