/* corpus/frontend/valid/include/geom/vec2.h: a header with a classic include guard, reached
   both through -I and through a relative path from another header */
#ifndef GEOM_VEC2_H
#define GEOM_VEC2_H

#define VEC2_INCLUDED (VEC2_INCLUDED_COUNT + 1)
#define VEC2_INCLUDED_COUNT 0

struct vec2 { float x, y; };

static __host__ __device__ inline struct vec2 vec2_add(struct vec2 a, struct vec2 b)
{
  struct vec2 r = {a.x + b.x, a.y + b.y};
  return r;
}

static __host__ __device__ inline float vec2_dot(struct vec2 a, struct vec2 b)
{
  return a.x * b.x + a.y * b.y;
}

#endif /* GEOM_VEC2_H */
