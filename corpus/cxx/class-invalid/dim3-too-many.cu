// dim3 has no constructor of four arguments (issue 19): g++'s and nvcc's overload error, with
// the header's candidates as notes.
int main() {
  dim3 d(1, 2, 3, 4);
  return (int) d.x;
}
// expect-build-fail
// nvcc: fail: ^dim3-too-many\.cu\(4\): error: no instance of constructor "dim3::dim3" matches the argument list$
// expect-stderr: dim3-too-many.cu:4:8: error: no matching function for call to 'dim3::dim3(int, int, int, int)'
// expect-stderr:   dim3 d(1, 2, 3, 4);
// expect-stderr:        ^
// expect-stderr: <cudak>/vector_types.h:82:33: note: candidate: 'dim3::dim3(unsigned int, unsigned int, unsigned int)'
// expect-stderr:   __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
// expect-stderr:                                 ^~~~
// expect-stderr: <cudak>/vector_types.h:83:33: note: candidate: 'dim3::dim3(uint3)'
// expect-stderr:   __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
// expect-stderr:                                 ^~~~
