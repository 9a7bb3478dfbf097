/* interp/texture.c — CUDA arrays, texture objects and the texture unit's fetches (issue 18):
 * cudaMallocArray and its copies, cudaCreateTextureObject, and tex1Dfetch/tex1D/tex2D/tex3D with
 * point and linear filtering, normalized coordinates, the four address modes and both read modes
 * as the CUDA Programming Guide's "Texture Fetching" appendix defines them.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "frontend/type.h"
#include "interp/runtime.h"

enum { KIND_SIGNED = 0, KIND_UNSIGNED = 1, KIND_FLOAT = 2 };             /* cudaChannelFormatKind */
enum { RES_ARRAY = 0, RES_MIPMAPPED = 1, RES_LINEAR = 2, RES_PITCH2D = 3 }; /* cudaResourceType */
enum { ADDR_WRAP = 0, ADDR_CLAMP = 1, ADDR_MIRROR = 2, ADDR_BORDER = 3 };  /* cudaTextureAddressMode */
enum { H2D = 1, D2H = 2, D2D = 3 };                                        /* cudaMemcpyKind */
/* The device model's limits (cudaDeviceProp::maxTexture*, texturePitchAlignment). */
#define MAX_1D 65536u
#define MAX_2D 65536u
#define MAX_3D 4096u
#define MAX_1D_LINEAR (1u << 27)
#define PITCH_ALIGN 32u
/* sizeof (struct cudaResourceDesc), sizeof (struct cudaTextureDesc), sizeof (struct
 * cudaMemcpy3DParms) of CUDA 13 (LP64) */
#define RES_DESC_SIZE 144
#define TEX_DESC_SIZE 72
#define MEMCPY3D_SIZE 160

/* struct cudaChannelFormatDesc, checked: [n] channels of [bits] each. */
typedef struct Channel {
  gint32 x, y, z, w, f;
  int n, bits;
} Channel;

/* A CUDA array: a handle (cudaArray_t) and its storage in global memory, rows packed. */
typedef struct TexArray {
  guint64 handle;
  guint64 storage;
  Channel ch;
  guint64 width, height, depth;   /* as allocated: height and depth 0 for fewer dimensions */
  unsigned flags;
  gboolean freed;                 /* a tombstone: textures made from it still name it */
} TexArray;

/* A texture object: the resource it reads and how it samples it. */
typedef struct TexObj {
  guint64 handle;
  guint8 res_desc[RES_DESC_SIZE], tex_desc[TEX_DESC_SIZE];   /* as given, for the getters */
  int res_type, dims;
  guint64 base, pitch, slice;     /* texel (0,0,0) and the strides in bytes */
  guint64 size[3];                /* texels in each dimension (1 beyond [dims]) */
  Channel ch;
  int address[3], filter, read_mode, normalized;
  float border[4];
  /* Coherence of linear and pitched memory within a kernel: the bytes the resource held at the
     first fetch of grid [snap_grid] (g_malloc'd, NULL if none), kept by the object or the
     binding ([owner]: itself, or the binding a texture reference's fetch copied) */
  struct TexObj *owner;
  guint32 snap_grid, reported_grid;
  guint8 *snap;
  gsize snap_len;
} TexObj;

static void
tex_obj_free (gpointer p)
{
  TexObj *t = p;
  g_free (t->snap);
  g_free (t);
}

/* The runtime's texture state (CkRuntime.tex). */
struct CkTexState {
  GHashTable *arrays;             /* handle -> TexArray* */
  GHashTable *objects;            /* handle -> TexObj* */
  GHashTable *bindings;           /* texture reference address -> TexObj* of its binding */
  guint64 next_object;
};

static CkTexState *
state (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->tex)
    {
      rt->tex = g_new0 (CkTexState, 1);
      rt->tex->arrays = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
      rt->tex->objects = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, tex_obj_free);
      rt->tex->bindings = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, tex_obj_free);
      rt->tex->next_object = 1;   /* the runtime hands out small integers; 0 is no texture */
    }
  return rt->tex;
}

void
ck_texture_state_free (CkTexState *t)
{
  if (!t)
    return;
  g_hash_table_destroy (t->arrays);
  g_hash_table_destroy (t->objects);
  g_hash_table_destroy (t->bindings);
  g_free (t);
}

/* Sets the result of [function] and returns it. */
static int
result (CkBuiltinCall *c, const char *function, int err)
{
  return ck_cudart_result (c, function, err);
}

/* A finding about the call (the program still gets its error code, or the fetch its value). */
#define report(c, kind, ...) ck_rt_report ((c), (kind), __VA_ARGS__)

/* Checks a channel description: 1, 2 or 4 channels x, y, z, w in that order, of one width (8,
 * 16 or 32 bits; float 16 or 32), kind signed, unsigned or float. */
static gboolean
channel_ok (Channel *ch)
{
  gint32 b[4] = { ch->x, ch->y, ch->z, ch->w };
  ch->n = 0;
  ch->bits = ch->x;
  for (int i = 0; i < 4; i++)
    {
      if (b[i] == 0)
        break;
      if (b[i] != ch->bits)
        return FALSE;
      ch->n++;
    }
  for (int i = ch->n; i < 4; i++)
    if (b[i] != 0)
      return FALSE;
  if (ch->n == 0 || ch->n == 3)
    return FALSE;
  if (ch->f == KIND_FLOAT)
    return ch->bits == 16 || ch->bits == 32;
  return (ch->f == KIND_SIGNED || ch->f == KIND_UNSIGNED)
         && (ch->bits == 8 || ch->bits == 16 || ch->bits == 32);
}

static gboolean
read_channel (CkBuiltinCall *c, guint64 addr, Channel *ch)
{
  gint32 v[5];
  if (!ck_rt_read (c, addr, v, sizeof v))
    return FALSE;
  *ch = (Channel) { v[0], v[1], v[2], v[3], v[4], 0, 0 };
  return TRUE;
}

static guint64
elem_size (const Channel *ch)
{
  return (guint64) ch->n * (guint64) ch->bits / 8;
}

/* ---- CUDA arrays ------------------------------------------------------------------------- */

/* The live array [handle] of a call of [function]; NULL, reported, if it is not one. */
static TexArray *
live_array (CkBuiltinCall *c, const char *function, guint64 handle)
{
  TexArray *a = g_hash_table_lookup (state (c)->arrays, &handle);
  if (a && !a->freed)
    return a;
  report (c, CK_FAULT_API_MISUSE, "%s: %#" G_GINT64_MODIFIER "x is not a live CUDA array (%s)",
          function, handle, a ? "it was freed" : "cudaMallocArray never returned it");
  return NULL;
}

static guint64
array_row_bytes (const TexArray *a)
{
  return a->width * elem_size (&a->ch);
}

static guint64
array_rows (const TexArray *a)
{
  return MAX (a->height, 1) * MAX (a->depth, 1);
}

/* Allocates the array of [ch] and extent for [function]; writes its handle to [out]. */
static void
malloc_array (CkBuiltinCall *c, const char *function, guint64 out, guint64 desc, guint64 width,
              guint64 height, guint64 depth, unsigned flags)
{
  if (ck_cudart_sticky (c))
    return;
  Channel ch;
  if (!out || !desc)
    {
      result (c, function, CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!read_channel (c, desc, &ch))
    return;
  gboolean ok = channel_ok (&ch) && width > 0 && !(depth > 0 && height == 0);
  if (ok && depth > 0)
    ok = width <= MAX_3D && height <= MAX_3D && depth <= MAX_3D;
  else if (ok)
    ok = width <= (height ? MAX_2D : MAX_1D) && height <= MAX_2D;
  if (!ok || (flags & ~(guint64) 0x0f) || (flags & 0x05))
    {
      if (ok)
        report (c, CK_FAULT_UNSUPPORTED, "unsupported: %s with flags %#x (layered and cubemap "
                "arrays are not modelled)", function, flags);
      result (c, function, ok ? CK_CUDA_NOT_SUPPORTED : CK_CUDA_INVALID_VALUE);
      return;
    }
  TexArray tmp = { 0, 0, ch, width, height, depth, flags, FALSE };
  guint64 bytes = array_row_bytes (&tmp) * array_rows (&tmp);
  guint64 storage = ck_rt_alloc (c, CK_SPACE_GLOBAL, CK_ALLOC_CUDA_MALLOC, bytes, 256);
  if (!storage)
    {
      result (c, function, CK_CUDA_MEMORY_ALLOCATION);
      return;
    }
  TexArray *a = g_new (TexArray, 1);
  *a = tmp;
  a->storage = storage;
  a->handle = ck_rt_new_handle (ck_rt (c->run));
  g_hash_table_insert (state (c)->arrays, &a->handle, a);
  if (ck_rt_write (c, out, &a->handle, 8))
    result (c, function, CK_CUDA_SUCCESS);
}

/* cudaMallocArray (cudaArray_t *array, const cudaChannelFormatDesc *desc, size_t width,
 *                  size_t height = 0, unsigned flags = 0) */
void
ck_bi_cudaMallocArray (CkBuiltinCall *c)
{
  malloc_array (c, "cudaMallocArray", c->args[0].u, c->args[1].u, c->args[2].u,
                c->n_args > 3 ? c->args[3].u : 0, 0, c->n_args > 4 ? (unsigned) c->args[4].u : 0);
}

/* cudaMalloc3DArray (array, desc, extent, flags): the header passes the extent's fields. */
void
ck_bi_u_cudak_cuda_malloc3_d_array (CkBuiltinCall *c)
{
  malloc_array (c, "cudaMalloc3DArray", c->args[0].u, c->args[1].u, c->args[2].u, c->args[3].u,
                c->args[4].u, (unsigned) c->args[5].u);
}

void
ck_bi_cudaFreeArray (CkBuiltinCall *c)
{
  guint64 h = c->args[0].u;
  if (ck_cudart_sticky (c))
    return;
  if (!h)
    {
      result (c, "cudaFreeArray", CK_CUDA_SUCCESS);
      return;
    }
  TexArray *a = live_array (c, "cudaFreeArray", h);
  if (!a)
    {
      result (c, "cudaFreeArray", CK_CUDA_INVALID_VALUE);
      return;
    }
  ck_run_device_synchronize (c->run);      /* like cudaFree, it waits for the device */
  ck_rt_release (c, a->storage, 1u << CK_ALLOC_CUDA_MALLOC, "cudaFreeArray");
  a->freed = TRUE;
  result (c, "cudaFreeArray", CK_CUDA_SUCCESS);
}

/* cudaArrayGetInfo (desc, extent, flags, array) */
void
ck_bi_cudaArrayGetInfo (CkBuiltinCall *c)
{
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, "cudaArrayGetInfo", c->args[3].u);
  if (!a)
    {
      result (c, "cudaArrayGetInfo", CK_CUDA_INVALID_VALUE);
      return;
    }
  gint32 d[5] = { a->ch.x, a->ch.y, a->ch.z, a->ch.w, a->ch.f };
  guint64 e[3] = { a->width, a->height, a->depth };
  guint32 f = a->flags;
  if ((c->args[0].u && !ck_rt_write (c, c->args[0].u, d, sizeof d))
      || (c->args[1].u && !ck_rt_write (c, c->args[1].u, e, sizeof e))
      || (c->args[2].u && !ck_rt_write (c, c->args[2].u, &f, 4)))
    return;
  result (c, "cudaArrayGetInfo", CK_CUDA_SUCCESS);
}

/* cudaGetChannelDesc (desc, array) */
void
ck_bi_cudaGetChannelDesc (CkBuiltinCall *c)
{
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, "cudaGetChannelDesc", c->args[1].u);
  if (!a || !c->args[0].u)
    {
      result (c, "cudaGetChannelDesc", CK_CUDA_INVALID_VALUE);
      return;
    }
  gint32 d[5] = { a->ch.x, a->ch.y, a->ch.z, a->ch.w, a->ch.f };
  if (ck_rt_write (c, c->args[0].u, d, sizeof d))
    result (c, "cudaGetChannelDesc", CK_CUDA_SUCCESS);
}

/* The bytes at column [w_off] (bytes) and row [h_off] of [a] for a [width] x [height] region:
 * its address, or 0 (reported) if the region leaves the array. */
static guint64
array_region (CkBuiltinCall *c, const char *function, const TexArray *a, guint64 w_off,
              guint64 h_off, guint64 width, guint64 height)
{
  guint64 row = array_row_bytes (a), rows = array_rows (a);
  if (w_off > row || width > row - w_off || h_off > rows || height > rows - h_off)
    {
      report (c, CK_FAULT_BAD_COPY, "%s: the region of %" G_GUINT64_FORMAT " x %" G_GUINT64_FORMAT
              " bytes at (%" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT ") leaves the array of %"
              G_GUINT64_FORMAT " rows of %" G_GUINT64_FORMAT " bytes", function, width, height,
              w_off, h_off, rows, row);
      return 0;
    }
  return a->storage + h_off * row + w_off;
}

/* The name of the call: its Async form has one more argument, the stream, at [stream_at]. */
static const char *
api_name (CkBuiltinCall *c, const char *sync, const char *async, int stream_at)
{
  return c->n_args > stream_at ? async : sync;
}

/* Copies [height] rows of [width] bytes and sets the result of [function]; the Async form of
 * the call has its stream at [stream_at]. */
static void
copy_2d (CkBuiltinCall *c, const char *function, guint64 dst, guint64 dpitch, guint64 src,
         guint64 spitch, guint64 width, guint64 height, guint64 kind, int stream_at)
{
  gboolean is_async = c->n_args > stream_at;
  int err = ck_cudart_copy_2d (c, dst, dpitch, src, spitch, width, height, kind, is_async,
                               is_async ? c->args[stream_at].u : 0);
  if (err >= 0)
    result (c, function, err);
}

/* cudaMemcpy2DToArray (dst, wOffset, hOffset, src, spitch, width, height, kind) */
void
ck_bi_cudaMemcpy2DToArray (CkBuiltinCall *c)
{
  const char *fn = api_name (c, "cudaMemcpy2DToArray", "cudaMemcpy2DToArrayAsync", 8);
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, fn, c->args[0].u);
  guint64 spitch = c->args[4].u, width = c->args[5].u, height = c->args[6].u;
  if (a && width > spitch)
    {
      result (c, fn, CK_CUDA_INVALID_PITCH_VALUE);
      return;
    }
  guint64 dst = a ? array_region (c, fn, a, c->args[1].u, c->args[2].u, width, height) : 0;
  if (!dst)
    result (c, fn, CK_CUDA_INVALID_VALUE);
  else
    copy_2d (c, fn, dst, array_row_bytes (a), c->args[3].u, spitch, width, height, c->args[7].u, 8);
}

/* cudaMemcpy2DFromArray (dst, dpitch, src, wOffset, hOffset, width, height, kind) */
void
ck_bi_cudaMemcpy2DFromArray (CkBuiltinCall *c)
{
  const char *fn = api_name (c, "cudaMemcpy2DFromArray", "cudaMemcpy2DFromArrayAsync", 8);
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, fn, c->args[2].u);
  guint64 dpitch = c->args[1].u, width = c->args[5].u, height = c->args[6].u;
  if (a && width > dpitch)
    {
      result (c, fn, CK_CUDA_INVALID_PITCH_VALUE);
      return;
    }
  guint64 src = a ? array_region (c, fn, a, c->args[3].u, c->args[4].u, width, height) : 0;
  if (!src)
    result (c, fn, CK_CUDA_INVALID_VALUE);
  else
    copy_2d (c, fn, c->args[0].u, dpitch, src, array_row_bytes (a), width, height, c->args[7].u, 8);
}

/* cudaMemcpy2DArrayToArray (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width,
 *                           height, kind) */
void
ck_bi_cudaMemcpy2DArrayToArray (CkBuiltinCall *c)
{
  const char *fn = "cudaMemcpy2DArrayToArray";
  if (ck_cudart_sticky (c))
    return;
  TexArray *d = live_array (c, fn, c->args[0].u), *s = d ? live_array (c, fn, c->args[3].u) : NULL;
  guint64 width = c->args[6].u, height = c->args[7].u;
  guint64 kind = c->n_args > 8 ? c->args[8].u : D2D;
  guint64 dst = s ? array_region (c, fn, d, c->args[1].u, c->args[2].u, width, height) : 0;
  guint64 src = dst ? array_region (c, fn, s, c->args[4].u, c->args[5].u, width, height) : 0;
  if (!src)
    result (c, fn, CK_CUDA_INVALID_VALUE);
  else
    copy_2d (c, fn, dst, array_row_bytes (d), src, array_row_bytes (s), width, height, kind, 9);
}

/* cudaMemcpyToArray / cudaMemcpyFromArray (deprecated since CUDA 10.1): [count] bytes from
 * column [w_off], row [h_off], running on through the rows. */
static void
copy_linear (CkBuiltinCall *c, const char *fn, gboolean to, guint64 arr, guint64 w_off,
             guint64 h_off, guint64 ptr, guint64 count, guint64 kind)
{
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, fn, arr);
  if (!a)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 row = array_row_bytes (a), total = row * array_rows (a);
  guint64 off = h_off * row + w_off;
  if (w_off > row || h_off > array_rows (a) || off > total || count > total - off)
    {
      report (c, CK_FAULT_BAD_COPY, "%s: %" G_GUINT64_FORMAT " bytes at offset %" G_GUINT64_FORMAT
              " leave the array of %" G_GUINT64_FORMAT " bytes", fn, count, off, total);
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 at = a->storage + off;
  copy_2d (c, fn, to ? at : ptr, count, to ? ptr : at, count, count, count ? 1 : 0, kind, 6);
}

void
ck_bi_cudaMemcpyToArray (CkBuiltinCall *c)
{
  copy_linear (c, api_name (c, "cudaMemcpyToArray", "cudaMemcpyToArrayAsync", 6), TRUE, c->args[0].u, c->args[1].u, c->args[2].u,
               c->args[3].u, c->args[4].u, c->args[5].u);
}

void
ck_bi_cudaMemcpyFromArray (CkBuiltinCall *c)
{
  copy_linear (c, api_name (c, "cudaMemcpyFromArray", "cudaMemcpyFromArrayAsync", 6), FALSE, c->args[1].u, c->args[2].u, c->args[3].u,
               c->args[0].u, c->args[4].u, c->args[5].u);
}

/* One side of a cudaMemcpy3D: an array or a pitched pointer, with its position. */
typedef struct Side {
  guint64 base, pitch, rows, slice_rows, es, row_bytes;
  guint64 x, y, z;
  gboolean is_array;
} Side;

static gboolean
side_of (CkBuiltinCall *c, const guint8 *p, int array_at, int pos_at, int ptr_at, Side *s)
{
  guint64 arr, pos[3], ptr[4];
  memcpy (&arr, p + array_at, 8);
  memcpy (pos, p + pos_at, sizeof pos);
  memcpy (ptr, p + ptr_at, sizeof ptr);
  *s = (Side) { 0 };
  s->x = pos[0], s->y = pos[1], s->z = pos[2];
  if (arr)
    {
      if (ptr[0])
        return FALSE;                   /* both an array and a pointer */
      TexArray *a = live_array (c, "cudaMemcpy3D", arr);
      if (!a)
        return FALSE;
      s->is_array = TRUE;
      s->base = a->storage;
      s->es = elem_size (&a->ch);
      s->row_bytes = array_row_bytes (a);
      s->pitch = s->row_bytes;
      s->slice_rows = MAX (a->height, 1);
      s->rows = array_rows (a);
      s->x *= s->es;                    /* an array's x is in elements */
      return TRUE;
    }
  if (!ptr[0])
    return FALSE;
  s->base = ptr[0], s->pitch = ptr[1], s->slice_rows = MAX (ptr[3], 1), s->es = 1;
  s->row_bytes = ptr[1];
  s->rows = G_MAXUINT64;
  return TRUE;
}

/* cudaMemcpy3D (const cudaMemcpy3DParms *p) */
void
ck_bi_cudaMemcpy3D (CkBuiltinCall *c)
{
  const char *fn = api_name (c, "cudaMemcpy3D", "cudaMemcpy3DAsync", 1);
  guint8 p[MEMCPY3D_SIZE];
  if (ck_cudart_sticky (c))
    return;
  if (!c->args[0].u)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!ck_rt_read (c, c->args[0].u, p, sizeof p))
    return;
  Side s, d;
  guint64 ext[3];
  gint32 kind;
  memcpy (ext, p + 128, sizeof ext);
  memcpy (&kind, p + 152, 4);
  if (!side_of (c, p, 0, 8, 32, &s) || !side_of (c, p, 64, 72, 96, &d))
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 es = s.is_array ? s.es : d.is_array ? d.es : 1;
  guint64 width = ext[0] * es, height = MAX (ext[1], 1), depth = MAX (ext[2], 1);
  const Side *sides[2] = { &s, &d };
  for (int i = 0; i < 2; i++)
    {
      const Side *x = sides[i];
      guint64 first_row = x->z * x->slice_rows + x->y;
      if (x->x + width > x->row_bytes
          || (x->is_array && (x->y + height > x->slice_rows || first_row + (depth - 1) * x->slice_rows
                                                                 + height > x->rows)))
        {
          report (c, CK_FAULT_BAD_COPY, "%s: the extent %" G_GUINT64_FORMAT " x %" G_GUINT64_FORMAT
                  " x %" G_GUINT64_FORMAT " leaves the %s", fn, ext[0], ext[1], ext[2],
                  i ? "destination" : "source");
          result (c, fn, CK_CUDA_INVALID_VALUE);
          return;
        }
    }
  int err = 0;
  for (guint64 z = 0; z < depth && err == 0; z++)
    {
      guint64 so = s.base + ((s.z + z) * s.slice_rows + s.y) * s.pitch + s.x;
      guint64 dof = d.base + ((d.z + z) * d.slice_rows + d.y) * d.pitch + d.x;
      err = ck_cudart_copy_2d (c, dof, d.pitch, so, s.pitch, width, height, (guint64) kind,
                               c->n_args > 1, c->n_args > 1 ? c->args[1].u : 0);
    }
  if (err >= 0)
    result (c, fn, err);
}

/* ---- texture objects --------------------------------------------------------------------- */

static gboolean
fill_resource (CkBuiltinCall *c, const guint8 *r, TexObj *t)
{
  gint32 type;
  memcpy (&type, r, 4);
  t->res_type = type;
  if (type == RES_ARRAY)
    {
      guint64 h;
      memcpy (&h, r + 8, 8);
      TexArray *a = live_array (c, "cudaCreateTextureObject", h);
      if (!a)
        return FALSE;
      t->ch = a->ch;
      t->base = a->storage;
      t->pitch = array_row_bytes (a);
      t->slice = t->pitch * MAX (a->height, 1);
      t->size[0] = a->width, t->size[1] = MAX (a->height, 1), t->size[2] = MAX (a->depth, 1);
      t->dims = a->depth ? 3 : a->height ? 2 : 1;
      return TRUE;
    }
  if (type != RES_LINEAR && type != RES_PITCH2D)
    {
      if (type == RES_MIPMAPPED)
        report (c, CK_FAULT_UNSUPPORTED, "unsupported: cudaCreateTextureObject of a mipmapped array");
      return FALSE;
    }
  guint64 ptr;
  gint32 d[5];
  memcpy (&ptr, r + 8, 8);
  memcpy (d, r + 16, sizeof d);
  t->ch = (Channel) { d[0], d[1], d[2], d[3], d[4], 0, 0 };
  if (!channel_ok (&t->ch) || !ptr)
    return FALSE;
  guint64 es = elem_size (&t->ch);
  t->base = ptr;
  if (type == RES_LINEAR)
    {
      guint64 bytes;
      memcpy (&bytes, r + 40, 8);
      t->size[0] = bytes / es, t->size[1] = t->size[2] = 1;
      t->pitch = t->slice = bytes;
      t->dims = 1;
      return bytes > 0 && t->size[0] <= MAX_1D_LINEAR;
    }
  guint64 w, h, pitch;
  memcpy (&w, r + 40, 8);
  memcpy (&h, r + 48, 8);
  memcpy (&pitch, r + 56, 8);
  t->size[0] = w, t->size[1] = h, t->size[2] = 1;
  t->pitch = pitch, t->slice = pitch * h;
  t->dims = 2;
  /* the pitch is a multiple of cudaDeviceProp::texturePitchAlignment and holds a row */
  return w > 0 && h > 0 && w <= MAX_2D && h <= MAX_2D && pitch % PITCH_ALIGN == 0 && w * es <= pitch;
}

static gboolean
fill_sampling (const guint8 *d, TexObj *t)
{
  gint32 v[18];
  memcpy (v, d, sizeof v);
  for (int i = 0; i < 3; i++)
    t->address[i] = v[i];
  t->filter = v[3], t->read_mode = v[4], t->normalized = v[10] != 0;
  memcpy (t->border, d + 24, sizeof t->border);
  for (int i = 0; i < 3; i++)
    if (t->address[i] < ADDR_WRAP || t->address[i] > ADDR_BORDER)
      return FALSE;
  if (t->filter < 0 || t->filter > 1 || t->read_mode < 0 || t->read_mode > 1)
    return FALSE;
  gboolean is_int = t->ch.f != KIND_FLOAT;
  /* cudaReadModeNormalizedFloat converts 8- and 16-bit integers only */
  if (t->read_mode == 1 && is_int && t->ch.bits == 32)
    return FALSE;
  /* linear filtering needs texels that are read as floats */
  if (t->filter == 1 && is_int && t->read_mode == 0)
    return FALSE;
  return TRUE;                          /* linear memory: tex1Dfetch ignores the filter mode */
}

/* cudaCreateTextureObject (pTexObject, pResDesc, pTexDesc, pResViewDesc) */
void
ck_bi_cudaCreateTextureObject (CkBuiltinCall *c)
{
  const char *fn = "cudaCreateTextureObject";
  guint64 out = c->args[0].u, res = c->args[1].u, tex = c->args[2].u, view = c->args[3].u;
  if (ck_cudart_sticky (c))
    return;
  if (view)
    {
      report (c, CK_FAULT_UNSUPPORTED, "unsupported: %s with a cudaResourceViewDesc", fn);
      result (c, fn, CK_CUDA_NOT_SUPPORTED);
      return;
    }
  if (!out || !res || !tex)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  TexObj *t = g_new0 (TexObj, 1);
  if (!ck_rt_read (c, res, t->res_desc, RES_DESC_SIZE) || !ck_rt_read (c, tex, t->tex_desc, TEX_DESC_SIZE))
    {
      g_free (t);
      return;
    }
  gint32 srgb;
  memcpy (&srgb, t->tex_desc + 20, 4);
  if (srgb)
    {
      g_free (t);
      report (c, CK_FAULT_UNSUPPORTED, "unsupported: %s with sRGB conversion", fn);
      result (c, fn, CK_CUDA_NOT_SUPPORTED);
      return;
    }
  if (!fill_resource (c, t->res_desc, t) || !fill_sampling (t->tex_desc, t))
    {
      g_free (t);
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  CkTexState *st = state (c);
  t->owner = t;
  t->handle = st->next_object++;
  g_hash_table_insert (st->objects, &t->handle, t);
  if (ck_rt_write (c, out, &t->handle, 8))
    result (c, fn, CK_CUDA_SUCCESS);
}

static TexObj *
object_of (CkBuiltinCall *c, guint64 h)
{
  return g_hash_table_lookup (state (c)->objects, &h);
}

void
ck_bi_cudaDestroyTextureObject (CkBuiltinCall *c)
{
  guint64 h = c->args[0].u;
  if (ck_cudart_sticky (c))
    return;
  if (h == 0)
    {
      result (c, "cudaDestroyTextureObject", CK_CUDA_SUCCESS);
      return;
    }
  if (!object_of (c, h))
    {
      report (c, CK_FAULT_API_MISUSE, "cudaDestroyTextureObject: %" G_GUINT64_FORMAT " is not a live "
              "texture object", h);
      result (c, "cudaDestroyTextureObject", CK_CUDA_INVALID_VALUE);
      return;
    }
  /* kernels already queued may still read it */
  ck_run_device_synchronize (c->run);
  g_hash_table_remove (state (c)->objects, &h);
  result (c, "cudaDestroyTextureObject", CK_CUDA_SUCCESS);
}

static void
get_desc (CkBuiltinCall *c, const char *fn, gboolean resource)
{
  if (ck_cudart_sticky (c))
    return;
  TexObj *t = object_of (c, c->args[1].u);
  if (!t || !c->args[0].u)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  if (resource ? ck_rt_write (c, c->args[0].u, t->res_desc, RES_DESC_SIZE)
               : ck_rt_write (c, c->args[0].u, t->tex_desc, TEX_DESC_SIZE))
    result (c, fn, CK_CUDA_SUCCESS);
}

void ck_bi_cudaGetTextureObjectResourceDesc (CkBuiltinCall *c) { get_desc (c, "cudaGetTextureObjectResourceDesc", TRUE); }
void ck_bi_cudaGetTextureObjectTextureDesc (CkBuiltinCall *c) { get_desc (c, "cudaGetTextureObjectTextureDesc", FALSE); }

/* ---- the texture unit -------------------------------------------------------------------- */

/* A texel's channels, as floats (float formats, cudaReadModeNormalizedFloat) or integers. */
typedef struct Texel {
  float f[4];
  gint64 i[4];
} Texel;

float
ck_texture_half_to_float (guint16 h)
{
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  float v = e == 0 ? ldexpf ((float) m, -24) : e == 31 ? (m ? NAN : INFINITY)
                                                         : ldexpf ((float) (m | 0x400), e - 25);
  return (h & 0x8000) ? -v : v;
}

/* The texture cache is not coherent with the writes of a kernel (CUDA Programming Guide: a
 * fetch of memory written by the same kernel returns undefined data). A kernel cannot write a
 * CUDA array; for linear and pitched memory the owner keeps the bytes the resource held at the
 * first fetch of the grid, and a fetch of [es] bytes [buf] at [off] that differ from them is
 * reported, once per grid: this kernel changed them, its own thread too. (A write before the
 * grid's first fetch, or one of the same value, is not seen.) */
static void
check_coherent (CkBuiltinCall *c, const TexObj *t, guint64 off, const guint8 *buf, guint64 es)
{
  TexObj *o = t->owner;
  if (!o || !c->w || c->w->who.is_host || t->res_type == RES_ARRAY)
    return;
  guint32 grid = c->w->who.grid_id;
  if (o->snap_grid != grid)
    {
      g_free (o->snap);
      o->snap = NULL;
      o->snap_grid = grid;
      gsize len = t->res_type == RES_LINEAR ? t->pitch : t->pitch * t->size[1];
      const guint8 *raw = ck_mem_raw (c->run->mem, t->base, len);
      if (raw)
        {
          o->snap = g_memdup2 (raw, len);
          o->snap_len = len;
        }
      return;
    }
  if (!o->snap || off + es > o->snap_len || memcmp (o->snap + off, buf, es) == 0
      || o->reported_grid == grid)
    return;
  o->reported_grid = grid;
  report (c, CK_FAULT_API_MISUSE, "texture fetch of %" G_GUINT64_FORMAT " bytes at offset %"
          G_GUINT64_FORMAT " that this kernel wrote after it began reading the texture: the texture "
          "cache is not coherent with a kernel's writes, a GPU may return the old value", es, off);
}

/* Reads the texel at [x, y, z] (inside the resource) into [out]; FALSE after a fault. */
static gboolean
load_texel (CkBuiltinCall *c, const TexObj *t, guint64 x, guint64 y, guint64 z, Texel *out)
{
  guint8 buf[16];
  guint64 es = elem_size (&t->ch), bytes = (guint64) t->ch.bits / 8;
  guint64 off = z * t->slice + y * t->pitch + x * es;
  if (!ck_rt_read (c, t->base + off, buf, es))
    return FALSE;
  check_coherent (c, t, off, buf, es);
  *out = (Texel) { { 0 }, { 0 } };
  for (int k = 0; k < t->ch.n; k++)
    {
      const guint8 *p = buf + k * bytes;
      gint64 v;
      if (t->ch.f == KIND_FLOAT)
        {
          if (bytes == 2)
            {
              guint16 h;
              memcpy (&h, p, 2);
              out->f[k] = ck_texture_half_to_float (h);
            }
          else
            memcpy (&out->f[k], p, 4);
          continue;
        }
      gboolean sgn = t->ch.f == KIND_SIGNED;
      switch (bytes)
        {
        case 1: v = sgn ? (gint64) (gint8) p[0] : (gint64) p[0]; break;
        case 2: { guint16 u; memcpy (&u, p, 2); v = sgn ? (gint64) (gint16) u : (gint64) u; } break;
        default: { guint32 u; memcpy (&u, p, 4); v = sgn ? (gint64) (gint32) u : (gint64) u; } break;
        }
      out->i[k] = v;
      if (t->read_mode == 1)
        {
          /* cudaReadModeNormalizedFloat: unsigned to [0, 1], signed to [-1, 1] */
          double max = sgn ? (double) ((1u << (t->ch.bits - 1)) - 1) : (double) ((1u << t->ch.bits) - 1);
          out->f[k] = (float) MAX ((double) v / max, -1.0);
        }
    }
  return TRUE;
}

static gboolean
returns_float (const TexObj *t)
{
  return t->ch.f == KIND_FLOAT || t->read_mode == 1;
}

static Texel
border_texel (const TexObj *t)
{
  Texel b;
  for (int k = 0; k < 4; k++)
    {
      b.f[k] = k < t->ch.n ? t->border[k] : 0.0f;
      b.i[k] = (gint64) b.f[k];
    }
  return b;
}

gint64
ck_texture_address (int mode, gboolean normalized, gint64 i, gint64 n)
{
  if (!normalized && (mode == ADDR_WRAP || mode == ADDR_MIRROR))
    mode = ADDR_CLAMP;   /* wrap and mirror need normalized coordinates: cudak clamps */
  switch (mode)
    {
    case ADDR_BORDER:
      return i < 0 || i >= n ? -1 : i;
    case ADDR_WRAP:
      return ((i % n) + n) % n;
    case ADDR_MIRROR:
      {
        gint64 p = ((i % (2 * n)) + 2 * n) % (2 * n);
        return p < n ? p : 2 * n - 1 - p;
      }
    default:
      return i < 0 ? 0 : i >= n ? n - 1 : i;
    }
}

static gint64
address (const TexObj *t, int d, gint64 i)
{
  return ck_texture_address (t->address[d], t->normalized, i, (gint64) t->size[d]);
}

/* The texel coordinate of [x] in dimension [d]: scaled to the texels with normalized
 * coordinates, and for wrap and mirror folded into [0, 1) first. */
static float
texel_coord (const TexObj *t, int d, float x)
{
  if (!t->normalized)
    return x;
  if (t->address[d] == ADDR_WRAP)
    x = x - floorf (x);
  else if (t->address[d] == ADDR_MIRROR)
    {
      float p = x - 2.0f * floorf (x * 0.5f);   /* [0, 2) */
      x = p < 1.0f ? p : 2.0f - p;
    }
  return x * (float) t->size[d];
}

/* The value of the texel at index [idx] (address modes applied), border color outside. */
static gboolean
texel_at (CkBuiltinCall *c, const TexObj *t, const gint64 idx[3], Texel *out)
{
  gint64 a[3] = { 0, 0, 0 };
  for (int d = 0; d < t->dims; d++)
    {
      a[d] = address (t, d, idx[d]);
      if (a[d] < 0)
        {
          *out = border_texel (t);
          return TRUE;
        }
    }
  return load_texel (c, t, (guint64) a[0], (guint64) a[1], (guint64) a[2], out);
}

float
ck_texture_weight (float f)
{
  return floorf (f * 256.0f + 0.5f) / 256.0f;
}

/* Samples [t] at [coord] (dims of them): point or linear filtering. */
static gboolean
sample (CkBuiltinCall *c, const TexObj *t, const float coord[3], Texel *out)
{
  float u[3];
  for (int d = 0; d < t->dims; d++)
    u[d] = texel_coord (t, d, coord[d]);
  if (t->filter == 0)
    {
      /* nearest-point sampling: tex(x) = T[floor(x)] */
      gint64 idx[3] = { 0, 0, 0 };
      for (int d = 0; d < t->dims; d++)
        idx[d] = (gint64) floorf (u[d]);
      return texel_at (c, t, idx, out);
    }
  /* linear filtering: x_B = x - 0.5, i = floor(x_B), alpha = frac(x_B); the 2^dims neighbours
     weighted by products of alpha and 1 - alpha */
  gint64 base[3] = { 0, 0, 0 };
  float w[3] = { 0, 0, 0 };
  for (int d = 0; d < t->dims; d++)
    {
      float xb = u[d] - 0.5f;
      float fl = floorf (xb);
      base[d] = (gint64) fl;
      w[d] = ck_texture_weight (xb - fl);
    }
  float acc[4] = { 0, 0, 0, 0 };
  for (int corner = 0; corner < (1 << t->dims); corner++)
    {
      gint64 idx[3] = { base[0], base[1], base[2] };
      float f = 1.0f;
      for (int d = 0; d < t->dims; d++)
        {
          int hi = (corner >> d) & 1;
          idx[d] += hi;
          f *= hi ? w[d] : 1.0f - w[d];
        }
      Texel v;
      if (!texel_at (c, t, idx, &v))
        return FALSE;
      for (int k = 0; k < 4; k++)
        acc[k] += f * v.f[k];
    }
  *out = (Texel) { { acc[0], acc[1], acc[2], acc[3] }, { 0 } };
  return TRUE;
}

/* The element type T of a fetch, from its `T *` parameter: [kind] of its components (signed,
 * unsigned or float), their [size] in bytes and their count [n] (a CUDA vector type has 1, 2
 * or 4). The header declares the fetches for these types only. */
static void
elem_type (const CkType *t, int *kind, int *size, int *n)
{
  *n = 1;
  if (t->kind == CK_TY_STRUCT)
    {
      *n = 0;
      for (const CkMember *m = t->members; m; m = m->next)
        (*n)++;
      t = t->members->type;
    }
  *size = (int) t->size;
  *kind = t->kind == CK_TY_FLOAT ? KIND_FLOAT : t->is_unsigned ? KIND_UNSIGNED : KIND_SIGNED;
}

/* T's name as the program wrote it: a vector type's tag, or the scalar type. */
static const char *
type_name (const CkType *t)
{
  static const char *const scalar[] = {
    [CK_TY_CHAR] = "char", [CK_TY_SCHAR] = "signed char", [CK_TY_UCHAR] = "unsigned char",
    [CK_TY_SHORT] = "short", [CK_TY_USHORT] = "unsigned short", [CK_TY_INT] = "int",
    [CK_TY_UINT] = "unsigned int", [CK_TY_FLOAT] = "float",
  };
  if (t->kind == CK_TY_STRUCT)
    return t->tag ? t->tag : "struct";
  return (gsize) t->kind < G_N_ELEMENTS (scalar) && scalar[t->kind] ? scalar[t->kind] : "?";
}

/* The fetched channels as the bytes of a T ([kind], [size], [n] of elem_type) in [buf]. */
static void
encode (const TexObj *t, const Texel *v, int kind, int size, int n, guint8 *buf)
{
  gboolean is_float = t ? returns_float (t) : FALSE;
  for (int k = 0; k < n && k < 4; k++)
    {
      guint8 *p = buf + k * size;
      if (kind == KIND_FLOAT)
        {
          float f = is_float ? v->f[k] : (float) v->i[k];
          memcpy (p, &f, 4);
        }
      else
        {
          gint64 i = is_float ? (gint64) v->f[k] : v->i[k];
          memcpy (p, &i, (gsize) size);  /* little-endian: the low bytes */
        }
    }
}

/* Delivers the fetched value: stored through the `T *` argument (the pointer form), or as the
 * call's value (the value form, [is_value]). A T of float for texels read as integers, or the
 * reverse, is reported: the fetch instruction's type does not match the texture's (its result
 * is undefined); cudak converts the value. */
static void
deliver (CkBuiltinCall *c, const TexObj *t, const Texel *v, gboolean is_value)
{
  int kind, size, n;
  elem_type (c->arg_types[0]->base, &kind, &size, &n);
  if (t && returns_float (t) != (kind == KIND_FLOAT))
    report (c, CK_FAULT_API_MISUSE, "texture fetch into '%s' from texels read as %s: the types "
            "do not match", type_name (c->arg_types[0]->base),
            !returns_float (t) ? "integers (cudaReadModeElementType)"
            : t->ch.f == KIND_FLOAT ? "floats" : "normalized floats (cudaReadModeNormalizedFloat)");
  guint8 buf[16] = { 0 };
  encode (t, v, kind, size, n, buf);
  if (!is_value)
    {
      ck_rt_write (c, c->args[0].u, buf, (gsize) (size * n));
      return;
    }
  memset (&c->ret, 0, sizeof c->ret);
  if (c->arg_types[0]->base->kind == CK_TY_STRUCT)
    memcpy (&c->ret, buf, (gsize) (size * n));   /* a struct result: its bytes */
  else if (kind == KIND_FLOAT)
    memcpy (&c->ret.f, buf, 4);
  else
    {
      guint64 u = 0;
      memcpy (&u, buf, (gsize) size);
      if (kind == KIND_SIGNED && size < 8 && (u >> (size * 8 - 1)) & 1)
        u |= ~G_GUINT64_CONSTANT (0) << (size * 8);   /* sign-extend */
      c->ret.u = u;
    }
}

/* The texture object [h] of a fetch by [function] with [dims] coordinates, or NULL (reported). */
static TexObj *
fetch_object (CkBuiltinCall *c, const char *function, guint64 h, int dims)
{
  TexObj *t = object_of (c, h);
  if (!t)
    {
      report (c, CK_FAULT_API_MISUSE, "%s: %" G_GUINT64_FORMAT " is not a live texture object "
              "(destroyed, or never created)", function, h);
      return NULL;
    }
  gboolean fits = dims == 0 ? t->res_type == RES_LINEAR : t->res_type != RES_LINEAR && t->dims == dims;
  if (!fits)
    {
      static const char *const res_name[] = { "a CUDA array", "a mipmapped array", "linear memory",
                                              "pitched 2D memory" };
      report (c, CK_FAULT_API_MISUSE, "%s: texture object %" G_GUINT64_FORMAT " reads %s of %d "
              "dimension%s", function, h, res_name[t->res_type], t->dims, t->dims > 1 ? "s" : "");
      return NULL;
    }
  return t;
}

/* tex1Dfetch of [t] at [x] into [v]: a texel of linear memory, no filtering; an index outside
 * the bound range gives 0 as the texture unit does, and is reported. FALSE after a fault. */
static gboolean
fetch_linear (CkBuiltinCall *c, const TexObj *t, gint64 x, const char *what, Texel *v)
{
  if (x < 0 || (guint64) x >= t->size[0])
    {
      report (c, CK_FAULT_API_MISUSE, "tex1Dfetch: index %" G_GINT64_FORMAT " is outside the %"
              G_GUINT64_FORMAT " elements bound to %s (the fetch returns 0)", x, t->size[0], what);
      return TRUE;
    }
  return load_texel (c, t, (guint64) x, 0, 0, v);
}

/* tex1Dfetch (T *out, obj, int x) and tex1Dfetch<T> (obj, x). */
static void
tex1d_fetch (CkBuiltinCall *c, gboolean is_value)
{
  guint64 h = c->args[1].u;
  Texel v = { { 0 }, { 0 } };
  TexObj *t = fetch_object (c, "tex1Dfetch", h, 0);
  char what[64];
  g_snprintf (what, sizeof what, "texture object %" G_GUINT64_FORMAT, h);
  if (t && !fetch_linear (c, t, (gint32) c->args[2].i, what, &v))
    return;
  deliver (c, t, &v, is_value);
}

void ck_bi_u_cudak_tex1_dfetch (CkBuiltinCall *c) { tex1d_fetch (c, FALSE); }
void ck_bi_u_cudak_tex1_dfetch_value (CkBuiltinCall *c) { tex1d_fetch (c, TRUE); }

/* tex1D, tex2D, tex3D (T *out, obj, x [, y [, z]]) and their value forms: a filtered sample;
 * the number of coordinates says which. */
static void
tex_fetch (CkBuiltinCall *c, gboolean is_value)
{
  static const char *const name[] = { "", "tex1D", "tex2D", "tex3D" };
  guint64 h = c->args[1].u;
  int dims = c->n_args - 2;
  g_return_if_fail (dims >= 1 && dims <= 3);
  float coord[3] = { 0, 0, 0 };
  for (int d = 0; d < dims; d++)
    coord[d] = c->args[2 + d].f;
  Texel v = { { 0 }, { 0 } };
  TexObj *t = fetch_object (c, name[dims], h, dims);
  if (t && !sample (c, t, coord, &v))
    return;
  deliver (c, t, &v, is_value);
}

void ck_bi_u_cudak_tex_fetch (CkBuiltinCall *c) { tex_fetch (c, FALSE); }
void ck_bi_u_cudak_tex_fetch_value (CkBuiltinCall *c) { tex_fetch (c, TRUE); }

/* ---- texture references (CUDA 5 to 11) --------------------------------------------------- */

/* struct textureReference: normalized, filterMode, addressMode[3], channelDesc */
#define TEXREF_SIZE 124

/* The binding of the texture reference at [ref], NULL if it has none. */
static TexObj *
binding_of (CkBuiltinCall *c, guint64 ref)
{
  return g_hash_table_lookup (state (c)->bindings, &ref);
}

/* Binds the reference at [ref] to what [t] describes, replacing an earlier binding; writes
 * the offset (0: cudak's allocations are aligned) to [offset_out] if given. */
static void
bind (CkBuiltinCall *c, const char *fn, guint64 ref, TexObj *t, guint64 offset_out)
{
  t->handle = ref;
  t->owner = t;
  g_hash_table_replace (state (c)->bindings, &t->handle, t);
  if (offset_out && !ck_rt_write (c, offset_out, &(guint64) { 0 }, 8))
    return;
  result (c, fn, CK_CUDA_SUCCESS);
}

/* cudaBindTexture (offset, texref, devPtr, [desc,] size): linear memory for tex1Dfetch. */
void
ck_bi_cudaBindTexture (CkBuiltinCall *c)
{
  const char *fn = "cudaBindTexture";
  guint64 ref = c->args[1].u, ptr = c->args[2].u;
  guint64 desc = c->n_args > 4 ? c->args[3].u : 0, size = c->args[c->n_args - 1].u;
  if (ck_cudart_sticky (c))
    return;
  Channel ch;
  if (!ref || !ptr || !read_channel (c, desc ? desc : ref + 20, &ch) || !channel_ok (&ch))
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  /* the default size, UINT_MAX, binds what the allocation holds from devPtr on */
  CkAlloc *a = ck_mem_lookup (c->run->mem, ptr);
  if (size == G_MAXUINT32 && a && !a->is_freed && ptr >= a->base && ptr < a->base + a->size)
    size = a->base + a->size - ptr;
  TexObj *t = g_new0 (TexObj, 1);
  t->res_type = RES_LINEAR, t->dims = 1, t->base = ptr;
  t->ch = ch;
  t->size[0] = size / elem_size (&ch), t->size[1] = t->size[2] = 1;
  t->pitch = t->slice = size;
  bind (c, fn, ref, t, c->args[0].u);
}

/* cudaBindTexture2D (offset, texref, devPtr, [desc,] width, height, pitch) */
void
ck_bi_cudaBindTexture2D (CkBuiltinCall *c)
{
  const char *fn = "cudaBindTexture2D";
  int d = c->n_args > 6 ? 4 : 3;
  guint64 ref = c->args[1].u, ptr = c->args[2].u, desc = c->n_args > 6 ? c->args[3].u : 0;
  guint64 w = c->args[d].u, h = c->args[d + 1].u, pitch = c->args[d + 2].u;
  if (ck_cudart_sticky (c))
    return;
  Channel ch;
  if (!ref || !ptr || !read_channel (c, desc ? desc : ref + 20, &ch) || !channel_ok (&ch)
      || w == 0 || h == 0 || w > MAX_2D || h > MAX_2D || pitch % PITCH_ALIGN || w * elem_size (&ch) > pitch)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  TexObj *t = g_new0 (TexObj, 1);
  t->res_type = RES_PITCH2D, t->dims = 2, t->base = ptr;
  t->size[0] = w, t->size[1] = h, t->size[2] = 1;
  t->pitch = pitch, t->slice = pitch * h;
  t->ch = ch;
  bind (c, fn, ref, t, c->args[0].u);
}

/* cudaBindTextureToArray (texref, array [, desc]): the array's own format */
void
ck_bi_cudaBindTextureToArray (CkBuiltinCall *c)
{
  const char *fn = "cudaBindTextureToArray";
  guint64 ref = c->args[0].u;
  if (ck_cudart_sticky (c))
    return;
  TexArray *a = live_array (c, fn, c->args[1].u);
  if (!ref || !a)
    {
      result (c, fn, CK_CUDA_INVALID_VALUE);
      return;
    }
  TexObj *t = g_new0 (TexObj, 1);
  t->res_type = RES_ARRAY;
  t->base = a->storage;
  t->pitch = array_row_bytes (a);
  t->slice = t->pitch * MAX (a->height, 1);
  t->size[0] = a->width, t->size[1] = MAX (a->height, 1), t->size[2] = MAX (a->depth, 1);
  t->dims = a->depth ? 3 : a->height ? 2 : 1;
  t->ch = a->ch;
  bind (c, fn, ref, t, 0);
}

void
ck_bi_cudaUnbindTexture (CkBuiltinCall *c)
{
  guint64 ref = c->args[0].u;
  if (ck_cudart_sticky (c))
    return;
  if (ref)
    {
      ck_run_device_synchronize (c->run);   /* kernels already queued may still fetch */
      g_hash_table_remove (state (c)->bindings, &ref);
    }
  result (c, "cudaUnbindTexture", ref ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE);
}

/* cudaGetTextureAlignmentOffset: cudak's allocations are aligned, the offset is 0 */
void
ck_bi_cudaGetTextureAlignmentOffset (CkBuiltinCall *c)
{
  const char *fn = "cudaGetTextureAlignmentOffset";
  if (ck_cudart_sticky (c))
    return;
  if (!c->args[0].u || !binding_of (c, c->args[1].u))
    {
      result (c, fn, c->args[0].u ? CK_CUDA_INVALID_TEXTURE_BINDING : CK_CUDA_INVALID_VALUE);
      return;
    }
  if (ck_rt_write (c, c->args[0].u, &(guint64) { 0 }, 8))
    result (c, fn, CK_CUDA_SUCCESS);
}

/* The binding of the texture reference at [ref] with the sampling state its fields have now
 * and the read mode of its declaration, in [out]; FALSE (reported) if it is not bound. The
 * texture unit reads the host variable: no access of the program's. */
static gboolean
texref_state (CkBuiltinCall *c, const char *function, guint64 ref, int mode, TexObj *out)
{
  TexObj *b = binding_of (c, ref);
  const guint8 *raw = ck_mem_raw (c->run->mem, ref, TEXREF_SIZE);
  if (!b || !raw)
    {
      report (c, CK_FAULT_API_MISUSE, "%s: the texture reference is not bound to memory or an array "
              "(cudaErrorTextureNotBound on CUDA 11)", function);
      return FALSE;
    }
  *out = *b;
  gint32 v[5];
  memcpy (v, raw, sizeof v);
  out->normalized = v[0] != 0, out->filter = v[1];
  for (int i = 0; i < 3; i++)
    out->address[i] = v[2 + i] < ADDR_WRAP || v[2 + i] > ADDR_BORDER ? ADDR_CLAMP : v[2 + i];
  out->read_mode = mode;
  memset (out->border, 0, sizeof out->border);   /* a texture reference's border is 0 */
  if (out->filter != 0 && !returns_float (out))
    {
      report (c, CK_FAULT_API_MISUSE, "%s: linear filtering of a texture reference whose texels are "
              "read as integers (cudaErrorInvalidFilterSetting on CUDA 11): point sampling", function);
      out->filter = 0;
    }
  return TRUE;
}

/* __cudak_texref_fetch (R *, ref, mode, int x): tex1Dfetch (texref, x) */
void
ck_bi_u_cudak_texref_fetch (CkBuiltinCall *c)
{
  TexObj t;
  Texel v = { { 0 }, { 0 } };
  gboolean ok = texref_state (c, "tex1Dfetch", c->args[1].u, (int) c->args[2].i, &t);
  if (ok && t.res_type != RES_LINEAR)
    {
      report (c, CK_FAULT_API_MISUSE, "tex1Dfetch: the texture reference is bound to an array, not "
              "to linear memory (cudaBindTexture)");
      ok = FALSE;
    }
  if (ok && !fetch_linear (c, &t, (gint32) c->args[3].i, "the texture reference", &v))
    return;
  deliver (c, ok ? &t : NULL, &v, TRUE);
}

/* __cudak_texref_sample (R *, ref, mode, dims, x, y, z): tex1D, tex2D, tex3D (texref, ...) */
void
ck_bi_u_cudak_texref_sample (CkBuiltinCall *c)
{
  static const char *const name[] = { "", "tex1D", "tex2D", "tex3D" };
  int dims = (int) c->args[3].i;
  g_return_if_fail (dims >= 1 && dims <= 3);
  float coord[3] = { c->args[4].f, c->args[5].f, c->args[6].f };
  TexObj t;
  Texel v = { { 0 }, { 0 } };
  gboolean ok = texref_state (c, name[dims], c->args[1].u, (int) c->args[2].i, &t);
  if (ok && (t.res_type == RES_LINEAR || t.dims != dims))
    {
      report (c, CK_FAULT_API_MISUSE, "%s: the texture reference is bound to %s", name[dims],
              t.res_type == RES_LINEAR ? "linear memory, which only tex1Dfetch reads"
                                       : "an array of another dimension");
      ok = FALSE;
    }
  if (ok && !sample (c, &t, coord, &v))
    return;
  deliver (c, ok ? &t : NULL, &v, TRUE);
}
