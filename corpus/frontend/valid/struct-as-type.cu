// syntax-only
struct vec { float x, y; };
__device__ vec add(vec a, vec b) { vec r = {a.x + b.x, a.y + b.y}; return r; }
__global__ void k(vec *v) { v[0] = add(v[1], v[2]); }
