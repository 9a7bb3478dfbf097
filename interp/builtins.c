/* interp/builtins.c — the builtin table generated from interp/builtins.def and its lookup by
 * linkage name: a binary search over an index sorted at build time (builtins-index.h), so the
 * table has no mutable state (STYLE §9).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "interp/runtime.h"

const CkBuiltin ck_builtin_table[CK_BUILTIN__COUNT] = {
#define CK_BUILTIN(id, name, impl, flags) [CK_BUILTIN_##id] = { name, impl, flags },
#include "interp/builtins.def"
#undef CK_BUILTIN
};

/* Every builtin id in strcmp order of its linkage name (generated with LC_ALL=C sort). */
static const guint16 by_name[] = {
#include "interp/builtins-index.h"
};
G_STATIC_ASSERT (G_N_ELEMENTS (by_name) == CK_BUILTIN__COUNT);

int
ck_builtin_lookup (const char *name)
{
  gsize lo = 0, hi = G_N_ELEMENTS (by_name);
  while (lo < hi)
    {
      gsize mid = lo + (hi - lo) / 2;
      int cmp = strcmp (name, ck_builtin_table[by_name[mid]].name);
      if (cmp == 0)
        return by_name[mid];
      if (cmp < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return -1;
}
