/* interp/cudadrv.c — the driver API as runtime programs use it (issue 18): initialisation, the
 * device (the runtime's one modelled device), versions, error names and strings, and the
 * primary context, which is the runtime's context. Driver calls leave the runtime's last error.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "interp/runtime.h"

/* The CUresult codes cudak returns (interp/cu-errors.def has them all). */
enum {
  CU_SUCCESS = 0, CU_INVALID_VALUE = 1, CU_NOT_INITIALIZED = 3, CU_INVALID_DEVICE = 101,
  CU_INVALID_CONTEXT = 201,
};
/* CUDA 13.0 as cuDriverGetVersion reports it. */
#define CK_CU_DRIVER_VERSION 13000

static const struct { const char *name; int value; } cu_errors[] = {
#define CK_CU_ERROR(name, value) { name, value },
#include "interp/cu-errors.def"
#undef CK_CU_ERROR
};

#define CU_RET(c, err) CK_RET_I ((c), (err))

/* CUDA_ERROR_NOT_INITIALIZED before cuInit (or the runtime's first call): FALSE, result set. */
static gboolean
initialized (CkBuiltinCall *c)
{
  if (ck_rt (c->run)->cu_initialized)
    return TRUE;
  CU_RET (c, CU_NOT_INITIALIZED);
  return FALSE;
}

/* [dev] names the one device: FALSE with CUDA_ERROR_INVALID_DEVICE otherwise. */
static gboolean
device_ok (CkBuiltinCall *c, gint64 dev)
{
  if (dev == 0)
    return TRUE;
  CU_RET (c, CU_INVALID_DEVICE);
  return FALSE;
}

static gboolean
put (CkBuiltinCall *c, guint64 addr, const void *v, gsize n)
{
  return ck_rt_write (c, addr, v, n);
}

/* The primary context's handle: an opaque value like the runtime's stream handles. */
static guint64
primary (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->cu_primary)
    rt->cu_primary = ck_rt_new_handle (rt);
  return rt->cu_primary;
}

/* cuGetErrorName, cuGetErrorString: *pStr, or NULL and CUDA_ERROR_INVALID_VALUE for a code
 * the driver does not know. */
static void
error_text (CkBuiltinCall *c, gboolean name)
{
  gint64 err = (gint32) c->args[0].i;
  guint64 out = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (cu_errors); i++)
    if (cu_errors[i].value == err)
      out = ck_rt_static_string (c, TRUE, name ? cu_errors[i].name : ck_cuda_error_string ((int) err));
  if (!c->args[1].u)
    {
      CU_RET (c, CU_INVALID_VALUE);
      return;
    }
  if (put (c, c->args[1].u, &out, 8))
    CU_RET (c, out ? CU_SUCCESS : CU_INVALID_VALUE);
}

void ck_bi_cuGetErrorName (CkBuiltinCall *c) { error_text (c, TRUE); }
void ck_bi_cuGetErrorString (CkBuiltinCall *c) { error_text (c, FALSE); }

/* cuInit (flags): the flags must be 0. */
void
ck_bi_cuInit (CkBuiltinCall *c)
{
  if (c->args[0].u != 0)
    {
      CU_RET (c, CU_INVALID_VALUE);
      return;
    }
  ck_rt (c->run)->cu_initialized = TRUE;
  CU_RET (c, CU_SUCCESS);
}

/* cuDriverGetVersion works before cuInit. */
void
ck_bi_cuDriverGetVersion (CkBuiltinCall *c)
{
  gint32 v = CK_CU_DRIVER_VERSION;
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &v, 4))
    CU_RET (c, CU_SUCCESS);
}

void
ck_bi_cuDeviceGetCount (CkBuiltinCall *c)
{
  gint32 one = 1;
  if (!initialized (c))
    return;
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &one, 4))
    CU_RET (c, CU_SUCCESS);
}

/* cuDeviceGet (device, ordinal) */
void
ck_bi_cuDeviceGet (CkBuiltinCall *c)
{
  gint32 dev = 0;
  if (!initialized (c))
    return;
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (device_ok (c, (gint32) c->args[1].i) && put (c, c->args[0].u, &dev, 4))
    CU_RET (c, CU_SUCCESS);
}

/* cuDeviceGetName (name, len, dev): at most len - 1 bytes of the name and a NUL. */
void
ck_bi_cuDeviceGetName (CkBuiltinCall *c)
{
  gint32 len = (gint32) c->args[1].i;
  if (!initialized (c) || !device_ok (c, (gint32) c->args[2].i))
    return;
  if (!c->args[0].u || len <= 0)
    {
      CU_RET (c, CU_INVALID_VALUE);
      return;
    }
  const CkDeviceModel *m = &c->run->opts.model;
  const char *name = m->name ? m->name : "cudak";
  gsize n = MIN (strlen (name), (gsize) len - 1);
  char *buf = g_malloc (n + 1);
  memcpy (buf, name, n);
  buf[n] = 0;
  if (put (c, c->args[0].u, buf, n + 1))
    CU_RET (c, CU_SUCCESS);
  g_free (buf);
}

/* cuDeviceTotalMem (bytes, dev) */
void
ck_bi_cuDeviceTotalMem (CkBuiltinCall *c)
{
  guint64 total = c->run->opts.model.total_global_mem;
  if (!initialized (c) || !device_ok (c, (gint32) c->args[1].i))
    return;
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &total, 8))
    CU_RET (c, CU_SUCCESS);
}

/* cuDeviceGetAttribute (pi, attrib, dev): CUdevice_attribute has cudaDeviceAttr's values. */
void
ck_bi_cuDeviceGetAttribute (CkBuiltinCall *c)
{
  if (!initialized (c) || !device_ok (c, (gint32) c->args[2].i))
    return;
  gint64 v = ck_cudart_device_attr (&c->run->opts.model, (int) c->args[1].i);
  gint32 v32 = (gint32) v;
  if (!c->args[0].u || v < 0)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &v32, 4))
    CU_RET (c, CU_SUCCESS);
}

/* cuDevicePrimaryCtxRetain (pctx, dev): one more reference to the primary context. */
void
ck_bi_cuDevicePrimaryCtxRetain (CkBuiltinCall *c)
{
  if (!initialized (c) || !device_ok (c, (gint32) c->args[1].i))
    return;
  guint64 h = primary (c);
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &h, 8))
    {
      ck_rt (c->run)->cu_primary_refs++;
      CU_RET (c, CU_SUCCESS);
    }
}

/* cuDevicePrimaryCtxRelease (dev): releasing one that was never retained is
 * CUDA_ERROR_INVALID_CONTEXT. Once the runtime holds it, a release beyond the program's own
 * retains would drop the runtime's reference and reset the context under it: not modelled. */
void
ck_bi_cuDevicePrimaryCtxRelease (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!initialized (c) || !device_ok (c, (gint32) c->args[0].i))
    return;
  if (rt->cu_primary_refs == 0 && rt->cu_runtime_ref)
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s, "unsupported: "
                    "cuDevicePrimaryCtxRelease without a matching cuDevicePrimaryCtxRetain would "
                    "release the runtime's reference to the primary context");
      return;
    }
  if (rt->cu_primary_refs == 0)
    {
      CU_RET (c, CU_INVALID_CONTEXT);
      return;
    }
  rt->cu_primary_refs--;
  CU_RET (c, CU_SUCCESS);
}

/* cuDevicePrimaryCtxGetState (dev, flags, active): the flags are cudaSetDeviceFlags'. */
void
ck_bi_cuDevicePrimaryCtxGetState (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!initialized (c) || !device_ok (c, (gint32) c->args[0].i))
    return;
  guint32 flags = rt->device_flags;
  gint32 active = rt->cu_primary_refs > 0 || rt->cu_runtime_ref;
  if (!c->args[1].u || !c->args[2].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[1].u, &flags, 4) && put (c, c->args[2].u, &active, 4))
    CU_RET (c, CU_SUCCESS);
}

/* cuCtxSetCurrent (ctx): the primary context binds, NULL unbinds, anything else is
 * CUDA_ERROR_INVALID_CONTEXT. */
void
ck_bi_cuCtxSetCurrent (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!initialized (c))
    return;
  if (c->args[0].u && c->args[0].u != primary (c))
    {
      CU_RET (c, CU_INVALID_CONTEXT);
      return;
    }
  rt->cu_current = c->args[0].u != 0;
  rt->cu_unbound = !rt->cu_current;
  CU_RET (c, CU_SUCCESS);
}

/* cuCtxGetCurrent (pctx): NULL when no context is current. */
void
ck_bi_cuCtxGetCurrent (CkBuiltinCall *c)
{
  if (!initialized (c))
    return;
  guint64 h = ck_rt (c->run)->cu_current ? primary (c) : 0;
  if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &h, 8))
    CU_RET (c, CU_SUCCESS);
}

/* cuCtxGetDevice (device): CUDA_ERROR_INVALID_CONTEXT without a current context. */
void
ck_bi_cuCtxGetDevice (CkBuiltinCall *c)
{
  gint32 dev = 0;
  if (!initialized (c))
    return;
  if (!ck_rt (c->run)->cu_current)
    CU_RET (c, CU_INVALID_CONTEXT);
  else if (!c->args[0].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &dev, 4))
    CU_RET (c, CU_SUCCESS);
}

/* cuCtxSynchronize: waits for the device as cudaDeviceSynchronize does and returns the sticky
 * error of a failed kernel (CUresult and cudaError_t share those codes). */
void
ck_bi_cuCtxSynchronize (CkBuiltinCall *c)
{
  if (!initialized (c))
    return;
  if (!ck_rt (c->run)->cu_current)
    {
      CU_RET (c, CU_INVALID_CONTEXT);
      return;
    }
  ck_run_device_synchronize (c->run);
  CU_RET (c, c->run->sticky_error ? c->run->sticky_error : CU_SUCCESS);
}

/* cuMemGetInfo (free, total): as cudaMemGetInfo, in the current context. */
void
ck_bi_cuMemGetInfo (CkBuiltinCall *c)
{
  guint64 total = c->run->opts.model.total_global_mem;
  guint64 used = ck_mem_bytes_in_use (c->run->mem, CK_SPACE_GLOBAL)
                 + ck_mem_bytes_in_use (c->run->mem, CK_SPACE_MANAGED);
  guint64 avail = used < total ? total - used : 0;
  if (!initialized (c))
    return;
  if (!ck_rt (c->run)->cu_current)
    CU_RET (c, CU_INVALID_CONTEXT);
  else if (!c->args[0].u || !c->args[1].u)
    CU_RET (c, CU_INVALID_VALUE);
  else if (put (c, c->args[0].u, &avail, 8) && put (c, c->args[1].u, &total, 8))
    CU_RET (c, CU_SUCCESS);
}
