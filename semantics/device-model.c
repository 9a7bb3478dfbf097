/* semantics/device-model.c — the modelled device's properties [H §5.8]: the default model
 * (a GeForce GTX 980, compute capability 5.2) and the per-architecture limits `--arch` selects,
 * the values cudaGetDeviceProperties, the occupancy calculator and the launch checks read.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"

void
ck_device_model_init (CkDeviceModel *m)
{
  memset (m, 0, sizeof *m);
  m->name = "cudak sm_52 (GeForce GTX 980 model)";
  m->cc_major = 5;
  m->cc_minor = 2;
  m->warp_size = 32;
  m->n_sms = 16;
  m->max_blocks_per_sm = 32;
  m->max_warps_per_sm = 64;
  m->max_threads_per_sm = 2048;
  m->shared_per_sm = 96 * 1024;
  m->shared_per_block = 48 * 1024;
  m->shared_per_block_optin = 48 * 1024;
  m->max_threads_per_block = 1024;
  m->max_block_dim[0] = 1024;
  m->max_block_dim[1] = 1024;
  m->max_block_dim[2] = 64;
  m->max_grid_dim[0] = 2147483647u;
  m->max_grid_dim[1] = 65535;
  m->max_grid_dim[2] = 65535;
  m->total_global_mem = (guint64) 4 << 30;
  m->total_const_mem = 64 * 1024;
  m->clock_rate_khz = 1216000;
  m->regs_per_block = 65536;
}

/* The compute capabilities cudak models, with the per-SM limits of the CUDA C++ Programming
 * Guide's table "Technical Specifications per Compute Capability" (shared memory per SM is the
 * most an SM has, in KiB; per block, the most a block may opt in to, in bytes: 48 KiB up to
 * Pascal, where there is no opt-in, and from Ampere on 1 KiB less than the SM has, the 1 KiB the
 * driver reserves for each block). An architecture nvcc knows but this table lacks is refused by name
 * rather than run under another one's limits. */
typedef struct ArchModel {
  int cc;                     /* 10 * major + minor */
  const char *family;
  guint32 blocks_per_sm, warps_per_sm, shared_per_sm_kib;
  int regs_per_block;
  guint32 shared_per_block_optin;
} ArchModel;

static const ArchModel arch_models[] = {
  { 20, "Fermi", 8, 48, 48, 32768, 49152 },
  { 21, "Fermi", 8, 48, 48, 32768, 49152 },
  { 30, "Kepler", 16, 64, 48, 65536, 49152 },
  { 32, "Kepler", 16, 64, 48, 65536, 49152 },
  { 35, "Kepler", 16, 64, 48, 65536, 49152 },
  { 37, "Kepler", 16, 64, 112, 65536, 49152 },
  { 50, "Maxwell", 32, 64, 64, 65536, 49152 },
  { 52, "Maxwell", 32, 64, 96, 65536, 49152 },
  { 53, "Maxwell", 32, 64, 64, 32768, 49152 },
  { 60, "Pascal", 32, 64, 64, 65536, 49152 },
  { 61, "Pascal", 32, 64, 96, 65536, 49152 },
  { 62, "Pascal", 32, 64, 64, 32768, 49152 },
  { 70, "Volta", 32, 64, 96, 65536, 98304 },
  { 72, "Volta", 32, 64, 96, 65536, 98304 },
  { 75, "Turing", 16, 32, 64, 65536, 65536 },
  { 80, "Ampere", 32, 64, 164, 65536, 166912 },
  { 86, "Ampere", 16, 48, 100, 65536, 101376 },
  { 87, "Ampere", 16, 48, 164, 65536, 166912 },
  { 89, "Ada", 24, 48, 100, 65536, 101376 },
  { 90, "Hopper", 32, 64, 228, 65536, 232448 },
  { 100, "Blackwell", 32, 64, 228, 65536, 232448 },
  { 120, "Blackwell", 32, 48, 100, 65536, 101376 },
};

/* "sm_20, sm_21, ..., sm_120": the architectures of arch_models. */
static char *
arch_list (void)
{
  GString *s = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (arch_models); i++)
    g_string_append_printf (s, "%ssm_%d", i ? ", " : "", arch_models[i].cc);
  return g_string_free (s, FALSE);
}

gboolean
ck_device_model_set_arch (CkDeviceModel *m, const char *arch, GError **error)
{
  g_return_val_if_fail (m && arch, FALSE);
  const char *p = NULL;
  if (g_str_has_prefix (arch, "sm_") || g_str_has_prefix (arch, "compute_"))
    p = strchr (arch, '_') + 1;
  guint64 cc = 0;
  /* sm_XY is compute capability X.Y (sm_120: 12.0); a suffix (sm_90a) names features cudak
     does not model */
  if (!p || !g_ascii_string_to_unsigned (p, 10, 10, 999, &cc, NULL))
    {
      char *valid = arch_list ();
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown architecture '%s' (expected sm_XY or compute_XY, one of %s)", arch, valid);
      g_free (valid);
      return FALSE;
    }
  const ArchModel *a = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (arch_models); i++)
    if (arch_models[i].cc == (int) cc)
      a = &arch_models[i];
  if (!a)
    {
      char *valid = arch_list ();
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unsupported architecture '%s': cudak has no model of it (valid: %s)", arch, valid);
      g_free (valid);
      return FALSE;
    }
  m->cc_major = a->cc / 10;
  m->cc_minor = a->cc % 10;
  char *name = g_strdup_printf ("cudak sm_%d (%s-class model)", a->cc, a->family);
  m->name = a->cc == 52 ? "cudak sm_52 (GeForce GTX 980 model)" : g_intern_string (name);
  g_free (name);
  m->max_blocks_per_sm = a->blocks_per_sm;
  m->max_threads_per_sm = a->warps_per_sm * 32;
  m->max_warps_per_sm = MAX (m->max_threads_per_sm / m->warp_size, 1);
  m->shared_per_sm = (guint64) a->shared_per_sm_kib * 1024;
  m->shared_per_block_optin = a->shared_per_block_optin;
  m->regs_per_block = a->regs_per_block;
  m->max_grid_dim[0] = a->cc < 30 ? 65535 : 2147483647u;
  return TRUE;
}
