#!/bin/sh
# fuzz/csmith-kernel.sh — turns a `csmith --lang-cpp` program (stdin) into a .cu file (stdout)
# whose whole computation, checksum included, runs on the device: every file-scope variable and
# function becomes __device__, main becomes the kernel, a host main launches it.
# Usage: csmith-kernel.sh [kernel|warp]. kernel: <<<1,1>>>. warp: <<<1,32>>>, every lane with its
# own copy of the globals (g_N becomes g_N[threadIdx.x], each lane's initialiser naming its own
# copies; the CRC state is per lane in the runtime headers, fuzz/csmith-device.sed), so that all
# 32 lanes run the computation together and each prints the checksum.
# The copy-assignment operators csmith writes into its structs for C++ (member-wise copies, so
# that volatile structs can be assigned) are left out: cudak assigns structs member-wise as C
# does, volatile ones too, and member functions belong to the C++ classes of another issue.
# SPDX-License-Identifier: MIT
mode=${1:-kernel}
awk -v warp=$([ "$mode" = warp ] && echo 1 || echo 0) '
function lanes(s,   i, out, t) {
  out = ""
  for (i = 0; i < 32; i++) {
    t = s
    gsub(/g_[0-9]+/, "&[" i "]", t)
    out = out (i ? ", " : "") t
  }
  return out
}
/^    (volatile )?(struct|union) [SU][0-9]+& operator=\(/ { in_op = 1; next }
in_op { if ($0 ~ /^    }$/) in_op = 0; next }
/^static / {
  sub(/^static /, "static __device__ ")
  if (warp && match($0, /g_[0-9]+/) && $0 !~ /\(/ || warp && $0 ~ /g_[0-9]+(\[[0-9]+\])* = / && $0 !~ /^static __device__ [^=]*\(/) {
    # a global: one copy per lane
    name_end = RSTART + RLENGTH
    head = substr($0, 1, name_end - 1) "[32]"
    rest = substr($0, name_end)
    if (match(rest, / = /)) {
      dims = substr(rest, 1, RSTART - 1)
      init = substr(rest, RSTART + 3)
      comment = ""
      if (match(init, /;\/\*.*\*\/$/)) { comment = substr(init, RSTART + 1); init = substr(init, 1, RSTART - 1) }
      else sub(/;$/, "", init)
      print head dims " = {" lanes(init) "};" comment
    } else
      print head rest
    next
  }
}
warp && !/^static __device__ [^(]*g_[0-9]+/ { gsub(/g_[0-9]+/, "&[threadIdx.x]") }
/^int main \(int argc, char\* argv\[\]\)/ { print "__global__ void csmith_main (int argc)"; in_main = 1; next }
in_main && /strcmp\(argv\[1\], "1\"\) == 0/ { sub(/strcmp\(argv\[1\], "1"\) == 0/, "0") }
in_main && /^    return 0;$/ { print "    return;"; next }
in_main && /^}/ { in_main = 0 }
{ print }
END {
  print ""
  print "int main (void)"
  print "{"
  print "    csmith_main<<<1, " (warp ? 32 : 1) ">>>(1);"
  print "    cudaError_t err = cudaDeviceSynchronize ();"
  print "    if (err != cudaSuccess)"
  print "    {"
  print "        printf (\"CUDA error: %s\\n\", cudaGetErrorString (err));"
  print "        return 1;"
  print "    }"
  print "    return 0;"
  print "}"
}'
