#!/bin/sh
# fuzz/csmith-kernel.sh — turns a `csmith --lang-cpp` program (stdin) into a .cu file (stdout)
# whose whole computation, checksum included, runs in a <<<1,1>>> kernel: every file-scope
# variable and function becomes __device__, main becomes the kernel, a host main launches it.
# The copy-assignment operators csmith writes into its structs for C++ (member-wise copies, so
# that volatile structs can be assigned) are left out: cudak assigns structs member-wise as C
# does, volatile ones too, and member functions belong to the C++ classes of another issue.
# SPDX-License-Identifier: MIT
awk '
/^    (volatile )?(struct|union) [SU][0-9]+& operator=\(/ { in_op = 1; next }
in_op { if ($0 ~ /^    }$/) in_op = 0; next }
/^static / { sub(/^static /, "static __device__ ") }
/^int main \(int argc, char\* argv\[\]\)/ { print "__global__ void csmith_main (int argc)"; in_main = 1; next }
in_main && /strcmp\(argv\[1\], "1\"\) == 0/ { sub(/strcmp\(argv\[1\], "1"\) == 0/, "0") }
in_main && /^    return 0;$/ { print "    return;"; next }
in_main && /^}/ { in_main = 0 }
{ print }
END {
  print ""
  print "int main (void)"
  print "{"
  print "    csmith_main<<<1, 1>>>(1);"
  print "    cudaError_t err = cudaDeviceSynchronize ();"
  print "    if (err != cudaSuccess)"
  print "    {"
  print "        printf (\"CUDA error: %s\\n\", cudaGetErrorString (err));"
  print "        return 1;"
  print "    }"
  print "    return 0;"
  print "}"
}'
