/* corpus/frontend/valid/include/c-nonprototype.c: the C translation unit of c-nonprototype.cu.
   In C, `int scale();` declares scale without a prototype: the call with arguments is
   accepted as gcc -std=c11 does (in a .cu file, () means no parameters). */
int scale();

int scaled_sum(int a, int b)
{
  return scale(a, 3) + scale(b, 3);
}

int scale(int x, int k)
{
  return x * k;
}
