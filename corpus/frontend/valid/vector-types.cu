// syntax-only
__global__ void k(float4 *o, int2 *p)
{
  float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  v.x += 1.0f;
  o[threadIdx.x] = v;
  int2 q = make_int2(1, 2);
  p[0] = q;
}
