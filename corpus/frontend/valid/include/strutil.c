/* corpus/frontend/valid/include/strutil.c: plain C source included into a .cu translation unit
   (a "unity build"); compiled as part of the including file, so as C++ */
static int count_char(const char *s, char c)
{
  int n = 0;
  for (; *s; s++)
    n += *s == c;
  return n;
}
