// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  int s = 0;
  for (int i = 0; i < 10; i++) {
    if (i % 2) continue;
    s += i;
  }
  int j = 0;
  while (j < 5) j++;
  do { j--; } while (j > 0);
  for (;;) { if (s > 0) break; }
  switch (s) {
  case 20: s = 0; break;
  default: s = 1;
  }
  goto out;
out:
  return s + j;
}
