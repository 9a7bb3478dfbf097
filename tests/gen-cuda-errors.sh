#!/bin/sh
# tests/gen-cuda-errors.sh — regenerates interp/cuda-errors.def from the CUDA toolkit: the values
# and names of driver_types.h and the strings libcudart returns (no GPU needed).
# Usage: tests/gen-cuda-errors.sh [/usr/local/cuda] > interp/cuda-errors.def.new
# SPDX-License-Identifier: MIT
set -e
CUDA=${1:-/usr/local/cuda}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/errs.c" <<'C'
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <string.h>
int main (void)
{
  const char *unk = cudaGetErrorName ((cudaError_t) 99999);
  for (int i = 0; i < 100000; i++)
    if (strcmp (cudaGetErrorName ((cudaError_t) i), unk) != 0)
      printf ("%d|%s|%s\n", i, cudaGetErrorName ((cudaError_t) i), cudaGetErrorString ((cudaError_t) i));
  return 0;
}
C
gcc "$tmp/errs.c" -I"$CUDA/include" -L"$CUDA/lib64" -lcudart_static -ldl -lpthread -lrt -o "$tmp/errs"
"$tmp/errs" > "$tmp/errs.txt"
python3 - "$CUDA/include/driver_types.h" "$tmp/errs.txt" <<'PY'
import re, sys
hdr = open(sys.argv[1]).read()
body = re.search(r'enum __device_builtin__ cudaError\s*\{(.*?)\};', hdr, re.S).group(1)
doc = {}
for d, n, v in re.findall(r'/\*\*(.*?)\*/\s*,?\s*(cuda\w+)\s*=\s*(\d+)', body, re.S):
    t = re.sub(r'\s+', ' ', ' '.join(x.strip().lstrip('*').strip() for x in d.strip().split('\n'))).strip()
    t = t.replace('::', '').replace('\\p ', '').replace('\\ref ', '')
    s = re.split(r'(?<=[a-z)])\. ', t)[0].rstrip('.').replace('*/', '* /')
    doc[n] = s if len(s) <= 90 else s[:87].rsplit(' ', 1)[0] + ' ...'
def ident(n):
    n = n[4:]
    n = n[5:] if n.startswith('Error') else n
    s = re.sub(r'(?<=[a-z0-9])([A-Z])', r'_\1', n)
    return re.sub(r'(?<=[A-Z])([A-Z][a-z])', r'_\1', s).upper()
print('''/* interp/cuda-errors.def — every cudaError_t of CUDA 13.0: CK_CUDA_ERROR (ID, "name", value,
 * "string"), the one source of truth in C for the runtime (cudaGetErrorName/String, the error
 * codes the builtins return). Generated from driver_types.h and libcudart 13.0 by
 * tests/gen-cuda-errors.sh; the comment is the first sentence of NVIDIA's documentation.
 * SPDX-License-Identifier: MIT */''')
for line in open(sys.argv[2]):
    v, n, s = line.rstrip('\n').split('|', 2)
    s = s.replace('\\', '\\\\').replace('"', '\\"')
    print('CK_CUDA_ERROR (%s, "%s", %s, "%s") /* %s */' % (ident(n), n, v, s, doc.get(n, '')))
PY
