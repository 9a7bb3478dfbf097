/* interp/runtime.h — private to the host runtime (runtime.c, libc.c, cudart.c, devlib.c, ...): the
 * runtime state behind run->runtime, the helpers the builtins share, and the prototypes of every
 * builtin implementation (generated from builtins.def).
 * SPDX-License-Identifier: MIT */
#ifndef CK_RUNTIME_H
#define CK_RUNTIME_H

#include <stdlib.h>
#include <string.h>
#include "interp/builtins.h"
#include "interp/printf.h"

#define CK_BUILTIN(id, name, impl, flags) void impl (CkBuiltinCall *c);
#include "interp/builtins.def"
#undef CK_BUILTIN

/* cudaError_t values, from interp/cuda-errors.def. */
typedef enum {
#define CK_CUDA_ERROR(id, name, value, str) CK_CUDA_##id = value,
#include "interp/cuda-errors.def"
#undef CK_CUDA_ERROR
} CkCudaError;


typedef struct CkTexState CkTexState;   /* texture.c */

/* One open stream of the program: its FILE* value is [handle], an address no access can reach. */
typedef struct CkRtFile {
  guint64 handle;
  FILE *fp;
  gboolean is_std;           /* stdin, stdout, stderr: never closed by the runtime */
} CkRtFile;

/* An event: the op of its last record (semantics/stream.c), NULL if never recorded. */
typedef struct CkRtEvent {
  guint64 handle;
  unsigned flags;
  CkOp *record;
  gpointer captured;           /* recorded into a capturing stream: its graph (cudart.c) */
  guint64 captured_stream;     /* and that stream's handle */
} CkRtEvent;

void ck_rt_event_free (gpointer event);

/* The state of <pthread.h> (interp/pthread.c): mutexes, condition variables, barriers, keys. */
typedef struct CkPthreads CkPthreads;
void ck_pthreads_free (CkPthreads *p);

/* The host runtime state (run->runtime). Invariant: every handle in [files], [streams] and
 * [events] is unique and lies in the CK_SPACE_NONE range above CK_RT_HANDLE_BASE. */
typedef struct CkRuntime {
  CkRun *run;
  GHashTable *files;         /* handle -> CkRtFile* */
  GHashTable *events;        /* handle -> CkRtEvent* */
  guint64 next_handle;
  struct random_data rand;   /* glibc's rand(): random_r with a TYPE_3 state */
  gint32 rand_state[32];
  struct drand48_data rand48; /* glibc's drand48 family: the 48-bit congruential generator */
  guint64 errno_addr;        /* host static int: errno */
  guint64 getopt_addr;       /* host static block: optarg, optind, opterr, optopt */
  GHashTable *graphs;        /* cudaGraph_t / cudaGraphExec_t handle -> Graph* (cudart.c), or NULL */
  guint64 tm_addr;           /* host static struct tm of gmtime and localtime (0: not yet) */
  guint64 asctime_addr;      /* host static char[26] of asctime and ctime (0: not yet) */
  guint64 strtok_next;       /* strtok's saved position (generic address), 0 if none */
  GPtrArray *getopt_strings; /* host copies of argv strings for the host's getopt: all it was
                                ever given, kept to the end (its state points into them) */
  GHashTable *getopt_host;   /* program address of an argv string -> its newest host copy */
  gboolean terminated;       /* std::terminate (an uncaught C++ exception) ended the program */
  gboolean aborted;          /* abort() or _Exit(): no atexit handler runs, no stream is flushed */
  int device;                /* cudaSetDevice */
  unsigned device_flags;
  gboolean device_flags_set;
  guint64 limits[8];         /* cudaDeviceSetLimit, by cudaLimit */
  int cache_config;          /* cudaDeviceSetCacheConfig's cudaFuncCache */
  GHashTable *registered;    /* cudaHostRegister'ed ranges: base -> size */
  guint64 device_heap_used;  /* bytes of live device malloc blocks */
  GArray *atexit;
  GHashTable *exceptions;    /* host thread's CkWarp * -> its CkRtException (C++ exceptions) */
  /* the driver API (cudadrv.c) */
  gboolean cu_initialized;   /* cuInit, or any runtime call (the runtime initialises the driver) */
  gboolean cu_current;       /* the primary context is current on the host thread */
  gboolean cu_unbound;       /* cuCtxSetCurrent (NULL) unbound it: the runtime's use does not rebind */
  guint cu_primary_refs;     /* cuDevicePrimaryCtxRetain - Release */
  gboolean cu_runtime_ref;   /* the runtime holds a reference to the primary context (it ran a call) */
  guint64 cu_primary;        /* the primary context's handle (0 until first needed) */
  CkTexState *tex;           /* CUDA arrays and texture objects (texture.c), NULL until used */
  CkPthreads *pthreads;      /* NULL until the program uses <pthread.h> (pthread.c) */
  GHashTable *strings;       /* runtime string (owned copy) -> guint64 * its read-only program copy */
  struct CkPosix *posix;     /* descriptors, directories, mappings, signals (posix.c), lazily */
  GHashTable *curand;        /* cuRAND generator handle -> CkCurandGen* (curand.c), lazily */
  guint64 curand_dirs32;     /* curandGetDirectionVectors32's array (curand.c), 0 until asked */
  guint64 curand_dirs64;     /* curandGetDirectionVectors64's array (curand.c), 0 until asked */
  struct CkMemPools *pools;  /* the memory pools of cudaMemPool* (cudart.c), NULL until used */
} CkRuntime;

#define CK_RT_HANDLE_BASE G_GUINT64_CONSTANT (0xf11e0000)

CkRuntime *ck_rt (CkRun *run);
/* A new opaque handle (FILE *, cudaStream_t, cudaEvent_t). */
guint64 ck_rt_new_handle (CkRuntime *rt);

/* A new open stream of the runtime's file table for [fp] ([is_std]: stdin, stdout or stderr,
 * never closed). */
CkRtFile *ck_rt_add_file (CkRuntime *rt, FILE *fp, gboolean is_std);
/* A block of [size] bytes of static host memory of the runtime's own, named [name]. */
guint64 ck_rt_static_block (CkRun *run, guint64 size, const char *name);

/* ---- shared helpers (runtime.c) ---- */
/* The linkage name of the builtin being called, for messages. */
const char *ck_rt_name (CkBuiltinCall *c);
/* Stops the calling lane after an access the memory layer could not perform (it has reported
 * the access itself). */
void ck_rt_access_failed (CkBuiltinCall *c);
/* The program's string at [addr], at most [max] bytes (g_malloc'd), NULL after a fault. */
char *ck_rt_string_max (CkBuiltinCall *c, guint64 addr, gsize max);
/* The location of the call, for events and reports. */
#define ck_rt_loc(c) ((c)->s ? (c)->s->loc : (CkSrcLoc) { NULL, 0, 0 })
/* The program's string at [addr] (g_malloc'd), NULL after a fault. */
char *ck_rt_string (CkBuiltinCall *c, guint64 addr);

/* Frees a host thread's C++ exception state (libc.c; the values of CkRuntime.exceptions). */
void ck_rt_exception_free (gpointer p);
gboolean ck_rt_read (CkBuiltinCall *c, guint64 addr, void *buf, gsize n);
gboolean ck_rt_write (CkBuiltinCall *c, guint64 addr, const void *buf, gsize n);
/* The variadic arguments from [first] as format arguments (g_free). */
CkFormatArg *ck_rt_format_args (CkBuiltinCall *c, int first);
/* Formats with c->args[fmt_arg] as format and the arguments after it; NULL after a fault. */
GString *ck_rt_format (CkBuiltinCall *c, int fmt_arg);
const CkWho *ck_rt_who (CkBuiltinCall *c);
/* A finding about the call, at its statement, that the program survives (it gets an error
 * code, a fetch its value): an on_fault of [kind]. FALSE when nothing observes the run. */
gboolean ck_rt_report (CkBuiltinCall *c, CkFaultKind kind, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
/* A string of the runtime's own (cudaGetErrorString's, strsignal's, ...) in read-only host
 * memory the program can print: one copy per text for the run; [named]: the allocation bears
 * the text as its name in reports. */
guint64 ck_rt_static_string (CkBuiltinCall *c, gboolean named, const char *s);
/* a launch into a capturing stream: recorded as a kernel node of its graph (cudart.c) */
int ck_rt_capture_launch (CkRun *run, CkStream *st, const CkFunc *kernel, CkDim3 grid, CkDim3 block,
                          guint64 shmem, const CkVal *args, CkSrcLoc loc, gboolean cooperative);
void ck_rt_notify_alloc (CkBuiltinCall *c, CkAlloc *a);
void ck_rt_notify_free (CkBuiltinCall *c, CkAlloc *a, guint64 addr, CkFreeStatus st,
                        const char *function);
/* Allocates [size] bytes of [kind] in [space] for the program, emits on_alloc; 0 if the model's
 * memory is exhausted. */
guint64 ck_rt_alloc (CkBuiltinCall *c, CkSpace space, CkAllocKind kind, guint64 size, guint64 align);
/* Frees [addr] expecting one of [kinds] (bit set of 1 << CkAllocKind); emits on_free with the
 * status. Returns the status. */
CkFreeStatus ck_rt_release (CkBuiltinCall *c, guint64 addr, unsigned kinds, const char *function);

#define CK_RET_I(c, v) ((c)->ret.u = 0, (c)->ret.i = (gint64) (v))
#define CK_RET_U(c, v) ((c)->ret.u = (guint64) (v))
#define CK_RET_F(c, v) ((c)->ret.u = 0, (c)->ret.f = (float) (v))
#define CK_RET_D(c, v) ((c)->ret.u = 0, (c)->ret.d = (double) (v))
#define CK_RET_LD(c, v) (memset (&(c)->ret, 0, sizeof (c)->ret), (c)->ret.ld = (long double) (v))

/* devlib.c: malloc and free called from device code */
void ck_bi_u_device_malloc (CkBuiltinCall *c);
void ck_bi_u_device_free (CkBuiltinCall *c);

/* errno of the program := [e]. */
void ck_rt_set_errno (CkBuiltinCall *c, int e);
/* A host heap block as malloc gives it (errno ENOMEM and 0 when the model is out of memory). */
guint64 ck_rt_malloc (CkBuiltinCall *c, guint64 size);
/* Releases the device-heap block at [c->args[0]] (free or delete in device code), reporting a
 * bad release under [function]'s name. */
void ck_rt_device_free (CkBuiltinCall *c, const char *function);

/* ---- posix.c ---- */
/* Writes the shared file mappings back to their files (exit without a signal). */
void ck_posix_at_exit (CkRun *run);
void ck_posix_free (struct CkPosix *p);
/* Is [fd] a descriptor of the program (0-2 unless it closed them, its own, its streams')? */
gboolean ck_posix_fd_is_open (CkBuiltinCall *c, gint64 fd);
/* [fd] now belongs to a stream (fdopen): fclose closes it. */
void ck_posix_fd_forget (CkBuiltinCall *c, int fd);
/* ---- texture.c ---- */
/* CUDA arrays and texture objects of the run (CkRuntime.tex, made on first use). */
void ck_texture_state_free (CkTexState *t);
/* The weight of a linear filtering fraction in [0, 1): 9-bit fixed point with 8 fractional bits
 * (CUDA Programming Guide, "Texture Fetching"), rounded to the nearest 1/256. */
float ck_texture_weight (float f);
/* The texel index [i] of a dimension of [n] texels under cudaTextureAddressMode [mode] (wrap and
 * mirror only with [normalized] coordinates, else clamp); -1 for the border. */
gint64 ck_texture_address (int mode, gboolean normalized, gint64 i, gint64 n);
/* An IEEE binary16 value as float. */
float ck_texture_half_to_float (guint16 h);

/* ---- curand.c ---- */
void ck_curand_free (CkRuntime *rt);
/* ---- devlib.c ---- */
/* __sincosf as the device computes it (the SFU's sin.approx and cos.approx). */
void ck_devlib_sincosf_approx (float x, float *s, float *c);

/* ---- cudart.c ---- */
/* After a device fault every call that needs the device returns the sticky error: sets it as
 * the call's result and returns TRUE if so. */
gboolean ck_cudart_sticky (CkBuiltinCall *c);
/* The work of cudaMemcpy2D and cudaMemcpy2DAsync for texture.c's array copies: checks [kind]
 * against the spaces of [dst] and [src], waits for the default stream (or, [is_async], for the
 * work of [stream] so far, as cudaMemcpy2DAsync does) and copies [height] rows of [width] bytes.
 * Returns the error for the caller to set, or -1 when the sticky error was already set. */
int ck_cudart_copy_2d (CkBuiltinCall *c, guint64 dst, guint64 dpitch, guint64 src, guint64 spitch,
                       guint64 width, guint64 height, guint64 kind, gboolean is_async,
                       guint64 stream);
/* Records [err] as the result of API call [function] (last error, on_api event) and returns it. */
int ck_cudart_result (CkBuiltinCall *c, const char *function, int err);
const char *ck_cuda_error_name (int err);
const char *ck_cuda_error_string (int err);
/* struct cudaDeviceProp of CUDA 13.0 as cudaGetDeviceProperties fills it for model [m]. */
#define CK_DEVICE_PROP_SIZE 1008
/* Gives the context's settings their defaults: the limits of cudaDeviceSetLimit and the cache
 * preference (a new runtime, cudaDeviceReset). */
void ck_cudart_context_defaults (CkRuntime *rt);
/* Releases the runtime's memory pools (cudaMemPoolCreate, the default pool). */
void ck_cudart_pools_free (CkRuntime *rt);
void ck_cudart_device_prop (const CkDeviceModel *m, guint8 *buf);
/* A string of the runtime's own (static), copied once into read-only host memory: its address. */
/* cudaDeviceGetAttribute's value of cudaDeviceAttr [attr], or -1 for an unknown attribute. */
gint64 ck_cudart_device_attr (const CkDeviceModel *m, int attr);

#endif
