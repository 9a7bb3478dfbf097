// syntax-only
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
