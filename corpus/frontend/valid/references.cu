// Built and run as well as parsed: it prints nothing and exits with status 0.
static void swap(int &a, int &b) { int t = a; a = b; b = t; }
static int &first(int *p) { return p[0]; }
__device__ void incr(float &x) { x += 1.0f; }
int main()
{
  int x = 1, y = 2;
  swap(x, y);
  int &r = x;
  r = 5;
  int arr[2] = {0, 0};
  first(arr) = 3;
  const int &cr = y;
  return x + cr + arr[0] - 9;
}
