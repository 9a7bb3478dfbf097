/* corpus/frontend/valid/include/c-oldstyle.c: the C translation unit of c-oldstyle.cu. An
   old-style (K&R) definition and implicit int are C (accepted with gcc's warnings); in a .cu
   file they are errors (invalid/kr-definition-cxx.cu, invalid/implicit-int-cxx.cu). */
static base = 10;

weighted(a, b, w)
int a, b;
double w;
{
  return base + (int) (a * w) + b;
}

int c_oldstyle(void)
{
  return weighted(2, 3, 1.5);
}
