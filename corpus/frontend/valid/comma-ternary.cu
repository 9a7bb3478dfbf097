// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  int i, j;
  for (i = 0, j = 10; i < j; i++, j--) ;
  int k = (i, j);
  return k == 5 ? 0 : 1;
}
