// Built and run as well as parsed: it prints nothing and exits with status 0.
enum color { RED, GREEN = 5, BLUE };
enum { N = BLUE * 2 };
int table[N];
int main()
{
  enum color c = GREEN;
  switch (c) {
  case RED: return 1;
  case GREEN: break;
  case BLUE: return 2;
  }
  return (int) sizeof(table) / 4 - 12;
}
