// expect-exit: 8
int main()
{
  dim3 a;
  dim3 b(4);
  dim3 c(4, 2);
  dim3 d = {1, 2};
  dim3 e = dim3(3, 3, 3);
  dim3 f = 7;
  return (int) (a.x + b.y + c.z + d.z + e.x + f.y);
}
// dim3's constructor makes every member not given 1: a (1,1,1), b.y, c.z, d.z, f.y are 1, e.x 3.
