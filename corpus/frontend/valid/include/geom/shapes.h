/* corpus/frontend/valid/include/geom/shapes.h: #pragma once, and a quoted include resolved
   relative to this header's own folder first */
#pragma once
#include "vec2.h"

struct box { struct vec2 lo, hi; };

static __host__ __device__ inline float box_area(struct box b)
{
  return (b.hi.x - b.lo.x) * (b.hi.y - b.lo.y);
}

static int shapes_included_once = 1;
