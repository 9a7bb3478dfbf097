// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  unsigned long long big = 1ULL << 40;
  long double ld = 1.0L;
  return (int) (big >> 40) - 1 + (int) ld - 1;
}
