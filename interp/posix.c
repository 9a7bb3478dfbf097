/* interp/posix.c — the POSIX calls of host code (issue 18): descriptors, stat, directories, mmap
 * over modelled host memory, system queries, affinity, signals raised by the program, libgen,
 * the BSD/GNU string extras; each is the host's own call, and every byte of program memory goes
 * through ck_mem_* or ck_rt_read/ck_rt_write so that the checker sees it.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "interp/runtime.h"

/* The program's structs are declared in frontend/include/ with glibc's x86_64 layout; the host
 * is that platform, so the host's structs are copied byte for byte. */
G_STATIC_ASSERT (sizeof (struct stat) == 144);
G_STATIC_ASSERT (sizeof (struct rusage) == 144);
G_STATIC_ASSERT (sizeof (struct utsname) == 390);
G_STATIC_ASSERT (sizeof (struct dirent) == 280);
G_STATIC_ASSERT (sizeof (struct rlimit) == 16);

#define CK_PAGE G_GUINT64_CONSTANT (4096)
#define CK_PAGE_UP(n) (((n) + CK_PAGE - 1) & ~(CK_PAGE - 1))
/* read and write move at most this much per call (Linux moves at most 0x7ffff000 bytes) */
#define CK_IO_MAX G_GUINT64_CONSTANT (0x7ffff000)

/* One mmap of the program: [base] is a CK_ALLOC_MMAP allocation of [model_size] bytes (the
 * mapping's [length], or for a file only the pages the file covers: an access past them is
 * SIGBUS on Linux, here a bounds report). A shared writable file mapping keeps the host's own
 * mapping [host] to write the bytes back at msync, munmap and exit. */
typedef struct PosixMap {
  guint64 base;
  guint64 length;
  guint64 model_size;
  void *host;
  gsize host_len;
  int host_fd;               /* a duplicate of the file's descriptor (shared mappings), or -1 */
  off_t offset;              /* the mapping's offset in the file */
} PosixMap;

/* One open DIR *: [entry] is the program's struct dirent that readdir overwrites, 0 before the
 * first readdir; closedir frees it, as glibc frees the DIR's buffer. */
typedef struct PosixDir {
  guint64 handle;
  DIR *dir;
  guint64 entry;
} PosixDir;

typedef struct CkPosix {
  GHashTable *fds;           /* descriptors the program opened (int set) */
  guint64 std_closed;        /* bit fd: the program closed its stdin/stdout/stderr descriptor */
  GHashTable *dirs;          /* handle -> PosixDir* */
  GHashTable *maps;          /* base -> PosixMap* */
  guint64 handler[NSIG];     /* signal dispositions: 0 SIG_DFL, 1 SIG_IGN, else a function */
  gint32 sa_flags[NSIG];     /* their sigaction flags (signal(): SA_RESTART) */
  guint8 sa_mask[NSIG][128]; /* their sigaction masks */
} CkPosix;

static void maps_sync (CkRun *run, gboolean to_host);

static void
map_free (gpointer p)
{
  PosixMap *m = p;
  if (m->host)
    munmap (m->host, m->host_len);
  if (m->host_fd >= 0)
    close (m->host_fd);
  g_free (m);
}

static void
dir_free (gpointer p)
{
  PosixDir *d = p;
  if (d->dir)
    closedir (d->dir);
  g_free (d);
}

static CkPosix *
posix (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt->posix)
    {
      CkPosix *p = g_new0 (CkPosix, 1);
      p->fds = g_hash_table_new (g_direct_hash, g_direct_equal);
      p->dirs = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, dir_free);
      p->maps = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, map_free);
      rt->posix = p;
    }
  return rt->posix;
}

void
ck_posix_free (CkPosix *p)
{
  if (!p)
    return;
  GHashTableIter it;
  gpointer k;
  g_hash_table_iter_init (&it, p->fds);
  while (g_hash_table_iter_next (&it, &k, NULL))
    close (GPOINTER_TO_INT (k) - 1);
  g_hash_table_destroy (p->fds);
  g_hash_table_destroy (p->dirs);
  g_hash_table_destroy (p->maps);
  g_free (p);
}

static const char *
bi_name (CkBuiltinCall *c)
{
  return c->s && c->s->builtin >= 0 ? ck_builtin_table[c->s->builtin].name : "builtin";
}

/* -1 with errno [e] (the host's errno after a failed host call). */
static void
fail (CkBuiltinCall *c, int e)
{
  ck_rt_set_errno (c, e);
  CK_RET_I (c, -1);
}

/* ---- file descriptors -------------------------------------------------------------------- */

/* Is [fd] open in the program: 0..2 unless it closed them, one it opened, or the descriptor of
 * one of its FILE streams? A descriptor of the interpreter's own is not the program's. */
static gboolean
fd_is_open (CkBuiltinCall *c, gint64 fd)
{
  CkPosix *p = posix (c->run);
  if (fd < 0 || fd > G_MAXINT)
    return FALSE;
  if (fd <= 2)
    return !(p->std_closed & (1u << fd));
  if (g_hash_table_contains (p->fds, GINT_TO_POINTER ((int) fd + 1)))
    return TRUE;
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, ck_rt (c->run)->files);
  while (g_hash_table_iter_next (&it, NULL, &v))
    if (fileno (((CkRtFile *) v)->fp) == fd)
      return TRUE;
  return FALSE;
}

gboolean
ck_posix_fd_is_open (CkBuiltinCall *c, gint64 fd)
{
  return fd_is_open (c, fd);
}

void
ck_posix_fd_forget (CkBuiltinCall *c, int fd)
{
  g_hash_table_remove (posix (c->run)->fds, GINT_TO_POINTER (fd + 1));
}

/* TRUE if [fd] may be used; else errno EBADF and -1. */
static gboolean
check_fd (CkBuiltinCall *c, gint64 fd)
{
  if (fd_is_open (c, fd))
    return TRUE;
  fail (c, EBADF);
  return FALSE;
}

static void
add_fd (CkBuiltinCall *c, int fd)
{
  CkPosix *p = posix (c->run);
  if (fd <= 2)
    p->std_closed &= ~(1u << fd);
  else
    g_hash_table_add (p->fds, GINT_TO_POINTER (fd + 1));
}

/* The program's stdout and stderr FILEs are the host's: what printf left in their buffers goes
 * before a write to the same descriptor only when the program flushes, as with glibc. */
static void
ret_fd (CkBuiltinCall *c, int fd)
{
  if (fd < 0)
    fail (c, errno);
  else
    {
      add_fd (c, fd);
      CK_RET_I (c, fd);
    }
}

void
ck_bi_open (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  if (!path)
    return;
  int flags = (int) c->args[1].i;
  mode_t mode = c->n_args > 2 ? (mode_t) c->args[2].u : 0;
  ret_fd (c, open (path, flags, mode));
  g_free (path);
}

void
ck_bi_creat (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  if (!path)
    return;
  ret_fd (c, open (path, O_CREAT | O_WRONLY | O_TRUNC, (mode_t) c->args[1].u));
  g_free (path);
}

void
ck_bi_close (CkBuiltinCall *c)
{
  gint64 fd = c->args[0].i;
  if (!check_fd (c, fd))
    return;
  CkPosix *p = posix (c->run);
  if (fd <= 2)
    {
      /* the interpreter keeps the descriptor for its own reports; the program sees it closed */
      p->std_closed |= 1u << fd;
      CK_RET_I (c, 0);
      return;
    }
  g_hash_table_remove (p->fds, GINT_TO_POINTER ((int) fd + 1));
  if (close ((int) fd) != 0)
    fail (c, errno);
  else
    CK_RET_I (c, 0);
}

/* The host buffer of a read of [n] bytes: a regular file gives at most what is left after the
 * offset (a read never returns more), anything else at most 1 MiB in one call (a pipe or a
 * terminal returns less anyway); so a huge count costs no huge host buffer. */
static guint64
read_size (int fd, guint64 n, gboolean positional, off_t offset)
{
  struct stat st;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode))
    {
      off_t at = positional ? offset : lseek (fd, 0, SEEK_CUR);
      guint64 left = at >= 0 && st.st_size > at ? (guint64) (st.st_size - at) : 0;
      return MIN (n, left);
    }
  return MIN (n, G_GUINT64_CONSTANT (1) << 20);
}

/* The bytes of a write of [n] bytes from [addr] to take from program memory: all of them up to
 * 16 MiB (an overrun is reported with the size asked for); beyond, the rest of the allocation and
 * one byte more, so that an overrun is still reported without a huge host buffer. */
static guint64
write_size (CkBuiltinCall *c, guint64 addr, guint64 n)
{
  if (n <= G_GUINT64_CONSTANT (1) << 24)
    return n;
  CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
  if (!a || addr < a->base)
    return MIN (n, 1);
  guint64 left = a->base + a->size > addr ? a->base + a->size - addr : 0;
  return MIN (n, left + 1);
}

static void
do_read (CkBuiltinCall *c, gboolean positional)
{
  gint64 fd = c->args[0].i;
  if (!check_fd (c, fd))
    return;
  guint64 n = read_size ((int) fd, MIN (c->args[2].u, CK_IO_MAX), positional,
                         positional ? (off_t) c->args[3].i : 0);
  char *buf = g_malloc (n ? n : 1);
  maps_sync (c->run, TRUE);
  ssize_t got = positional ? pread ((int) fd, buf, n, (off_t) c->args[3].i)
                           : read ((int) fd, buf, n);
  if (got < 0)
    fail (c, errno);
  else if (ck_rt_write (c, c->args[1].u, buf, (gsize) got))
    CK_RET_I (c, got);
  g_free (buf);
}

static void
do_write (CkBuiltinCall *c, gboolean positional)
{
  gint64 fd = c->args[0].i;
  if (!check_fd (c, fd))
    return;
  guint64 n = write_size (c, c->args[1].u, MIN (c->args[2].u, CK_IO_MAX));
  char *buf = g_malloc (n ? n : 1);
  if (ck_rt_read (c, c->args[1].u, buf, n))
    {
      maps_sync (c->run, TRUE);
      ssize_t put = positional ? pwrite ((int) fd, buf, n, (off_t) c->args[3].i)
                               : write ((int) fd, buf, n);
      maps_sync (c->run, FALSE);
      if (put < 0)
        fail (c, errno);
      else
        CK_RET_I (c, put);
    }
  g_free (buf);
}

void ck_bi_read (CkBuiltinCall *c) { do_read (c, FALSE); }
void ck_bi_pread (CkBuiltinCall *c) { do_read (c, TRUE); }
void ck_bi_write (CkBuiltinCall *c) { do_write (c, FALSE); }
void ck_bi_pwrite (CkBuiltinCall *c) { do_write (c, TRUE); }

/* A host call on one open descriptor that returns an integer, -1 and errno on failure. */
#define FD_CALL(name, expr) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    int fd = (int) c->args[0].i; \
    if (!check_fd (c, c->args[0].i)) \
      return; \
    gint64 r = (expr); \
    if (r < 0) \
      fail (c, errno); \
    else \
      CK_RET_I (c, r); \
  }
FD_CALL (lseek, lseek (fd, (off_t) c->args[1].i, (int) c->args[2].i))
FD_CALL (fsync, (maps_sync (c->run, TRUE), fsync (fd)))
FD_CALL (ftruncate, (maps_sync (c->run, TRUE), ftruncate (fd, (off_t) c->args[1].i)))

void
ck_bi_isatty (CkBuiltinCall *c)
{
  if (!fd_is_open (c, c->args[0].i))
    {
      ck_rt_set_errno (c, EBADF);
      CK_RET_I (c, 0);
      return;
    }
  int r = isatty ((int) c->args[0].i);
  if (!r)
    ck_rt_set_errno (c, errno);
  CK_RET_I (c, r);
}

void
ck_bi_dup (CkBuiltinCall *c)
{
  if (check_fd (c, c->args[0].i))
    ret_fd (c, dup ((int) c->args[0].i));
}

void
ck_bi_dup2 (CkBuiltinCall *c)
{
  gint64 to = c->args[1].i;
  if (!check_fd (c, c->args[0].i))
    return;
  if (to < 0 || to >= 1024)
    {
      fail (c, EBADF);
      return;
    }
  if (to > 2 && !fd_is_open (c, to) && fcntl ((int) to, F_GETFD) != -1)
    {
      /* the target is a descriptor of the interpreter's own: the program cannot reach it */
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: dup2 onto descriptor %d, which the interpreter itself uses",
                    (int) to);
      return;
    }
  ret_fd (c, dup2 ((int) c->args[0].i, (int) to));
}

/* ---- files and directories by name ------------------------------------------------------- */

/* A host call on one path argument that returns 0 or -1 and errno. */
#define PATH_CALL(name, expr) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *path = ck_rt_string (c, c->args[0].u); \
    if (!path) \
      return; \
    if ((expr) != 0) \
      fail (c, errno); \
    else \
      CK_RET_I (c, 0); \
    g_free (path); \
  }
PATH_CALL (access, access (path, (int) c->args[1].i))
PATH_CALL (unlink, unlink (path))
PATH_CALL (rmdir, rmdir (path))
PATH_CALL (chdir, chdir (path))
PATH_CALL (mkdir, mkdir (path, (mode_t) c->args[1].u))
PATH_CALL (chmod, chmod (path, (mode_t) c->args[1].u))
PATH_CALL (truncate, (maps_sync (c->run, TRUE), truncate (path, (off_t) c->args[1].i)))

void ck_bi_umask (CkBuiltinCall *c) { CK_RET_U (c, umask ((mode_t) c->args[0].u)); }

static void
put_stat (CkBuiltinCall *c, int r, const struct stat *st, guint64 buf)
{
  if (r != 0)
    fail (c, errno);
  else if (ck_rt_write (c, buf, st, sizeof *st))
    CK_RET_I (c, 0);
}

void
ck_bi_stat (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  struct stat st;
  if (path)
    put_stat (c, stat (path, &st), &st, c->args[1].u);
  g_free (path);
}

void
ck_bi_lstat (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  struct stat st;
  if (path)
    put_stat (c, lstat (path, &st), &st, c->args[1].u);
  g_free (path);
}

void
ck_bi_fstat (CkBuiltinCall *c)
{
  struct stat st;
  if (check_fd (c, c->args[0].i))
    put_stat (c, fstat ((int) c->args[0].i, &st), &st, c->args[1].u);
}

/* getcwd (buf, size); glibc: buf NULL allocates with malloc (size 0: as large as needed). */
void
ck_bi_getcwd (CkBuiltinCall *c)
{
  guint64 buf = c->args[0].u, size = c->args[1].u;
  char *cwd = g_get_current_dir ();
  gsize need = strlen (cwd) + 1;
  CK_RET_U (c, 0);
  if (buf && size == 0)
    ck_rt_set_errno (c, EINVAL);
  else if (size != 0 && need > size)
    ck_rt_set_errno (c, ERANGE);
  else
    {
      if (!buf)
        buf = ck_rt_malloc (c, size ? size : need);
      if (buf && ck_rt_write (c, buf, cwd, need))
        CK_RET_U (c, buf);
    }
  g_free (cwd);
}

/* opendir/readdir/closedir: a DIR * is an opaque handle like a FILE *. */
static PosixDir *
get_dir (CkBuiltinCall *c, guint64 handle)
{
  PosixDir *d = g_hash_table_lookup (posix (c->run)->dirs, &handle);
  if (!d)
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "'%s' called with %s, which is not an open DIR *", bi_name (c),
                  handle ? "an invalid or closed directory stream" : "a null directory stream");
  return d;
}

void
ck_bi_opendir (CkBuiltinCall *c)
{
  char *path = ck_rt_string (c, c->args[0].u);
  if (!path)
    return;
  DIR *dir = opendir (path);
  if (!dir)
    {
      ck_rt_set_errno (c, errno);
      CK_RET_U (c, 0);
    }
  else
    {
      PosixDir *d = g_new0 (PosixDir, 1);
      d->handle = ck_rt_new_handle (ck_rt (c->run));
      d->dir = dir;
      g_hash_table_insert (posix (c->run)->dirs, &d->handle, d);
      CK_RET_U (c, d->handle);
    }
  g_free (path);
}

void
ck_bi_readdir (CkBuiltinCall *c)
{
  PosixDir *d = get_dir (c, c->args[0].u);
  if (!d)
    return;
  errno = 0;
  struct dirent *e = readdir (d->dir);
  CK_RET_U (c, 0);
  if (!e)
    {
      if (errno)
        ck_rt_set_errno (c, errno);
      return;
    }
  if (!d->entry)
    {
      CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC,
                                 sizeof (struct dirent), 8, "struct dirent", ck_rt_loc (c));
      if (!a)
        return;
      ck_rt_notify_alloc (c, a);
      d->entry = a->base;
    }
  struct dirent copy;
  memset (&copy, 0, sizeof copy);
  copy.d_ino = e->d_ino;
  copy.d_off = e->d_off;
  copy.d_reclen = e->d_reclen;
  copy.d_type = e->d_type;
  g_strlcpy (copy.d_name, e->d_name, sizeof copy.d_name);
  memcpy (ck_mem_raw (c->run->mem, d->entry, sizeof copy), &copy, sizeof copy);
  CK_RET_U (c, d->entry);
}

void
ck_bi_rewinddir (CkBuiltinCall *c)
{
  PosixDir *d = get_dir (c, c->args[0].u);
  if (d)
    rewinddir (d->dir);
}

void
ck_bi_dirfd (CkBuiltinCall *c)
{
  PosixDir *d = get_dir (c, c->args[0].u);
  if (d)
    {
      int fd = dirfd (d->dir);
      add_fd (c, fd);
      CK_RET_I (c, fd);
    }
}

void
ck_bi_closedir (CkBuiltinCall *c)
{
  PosixDir *d = get_dir (c, c->args[0].u);
  if (!d)
    return;
  int fd = dirfd (d->dir);
  g_hash_table_remove (posix (c->run)->fds, GINT_TO_POINTER (fd + 1));
  /* the entry readdir returned dies with the stream: a later read of it is a use after free */
  if (d->entry)
    ck_rt_release (c, d->entry, 1u << CK_ALLOC_HOST_STATIC, "closedir");
  int r = closedir (d->dir);
  d->dir = NULL;
  if (r != 0)
    ck_rt_set_errno (c, errno);
  CK_RET_I (c, r);
  guint64 h = d->handle;
  g_hash_table_remove (posix (c->run)->dirs, &h);
}

/* ---- mmap -------------------------------------------------------------------------------- */

/* The bytes of a shared mapping the host mapping can be touched at: the pages the file covers
 * now (it may have shrunk since the mmap; touching a page past its end is SIGBUS). */
static gsize
map_live_bytes (PosixMap *m)
{
  struct stat st;
  if (fstat (m->host_fd, &st) != 0 || st.st_size <= m->offset)
    return 0;
  return MIN (MIN (m->model_size, m->host_len), CK_PAGE_UP ((guint64) (st.st_size - m->offset)));
}

/* Copies the model's bytes of a shared file mapping to the host's mapping and syncs it. */
static void
map_write_back (CkRun *run, PosixMap *m, int flags)
{
  if (!m->host)
    return;
  gsize n = map_live_bytes (m);
  guint8 *src = ck_mem_raw (run->mem, m->base, m->model_size);
  if (src && n)
    memcpy (m->host, src, n);
  msync (m->host, m->host_len, flags);
}

/* Shared file mappings and the file's descriptors see the same bytes, as Linux's page cache
 * makes them: before a descriptor call the model's bytes go to the host mapping, after one that
 * may change the file they come back from it. */
static void
maps_sync (CkRun *run, gboolean to_host)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt->posix)
    return;
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, rt->posix->maps);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      PosixMap *m = v;
      if (!m->host)
        continue;
      gsize n = map_live_bytes (m);
      guint8 *model = ck_mem_raw (run->mem, m->base, m->model_size);
      if (!model || !n)
        continue;
      if (to_host)
        memcpy (m->host, model, n);
      else
        memcpy (model, m->host, n);
    }
}

/* mmap (addr, length, prot, flags, fd, offset): the host kernel checks the arguments (its errno
 * is the program's), then the mapping becomes a CK_ALLOC_MMAP allocation holding the same bytes;
 * without PROT_WRITE it is read-only memory. */
void
ck_bi_mmap (CkBuiltinCall *c)
{
  guint64 length = c->args[1].u;
  int prot = (int) c->args[2].i, flags = (int) c->args[3].i, fd = (int) c->args[4].i;
  off_t offset = (off_t) c->args[5].i;
  gboolean anon = (flags & MAP_ANONYMOUS) != 0;
  CK_RET_U (c, (guint64) -1);   /* MAP_FAILED */
  if (flags & MAP_FIXED)
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: mmap with MAP_FIXED: the program cannot choose addresses of "
                    "modelled memory");
      return;
    }
  if (prot == PROT_NONE)
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: mmap with PROT_NONE (inaccessible memory is not modelled)");
      return;
    }
  if (!anon && !fd_is_open (c, fd))
    {
      ck_rt_set_errno (c, EBADF);
      return;
    }
  gboolean shared_file = !anon && (flags & MAP_SHARED) && (prot & PROT_WRITE);
  void *host = mmap (NULL, length, prot | PROT_READ, flags & ~MAP_POPULATE, anon ? -1 : fd,
                     offset);
  if (host == MAP_FAILED)
    {
      ck_rt_set_errno (c, errno);
      return;
    }
  guint64 model_size = length;
  if (!anon)
    {
      struct stat st;
      guint64 avail = 0;
      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > offset)
        avail = CK_PAGE_UP ((guint64) (st.st_size - offset));
      /* a mapping wholly past the end of the file still gets one page, so it has an address */
      model_size = MAX (MIN (length, avail), MIN (length, CK_PAGE));
    }
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_MMAP, model_size, CK_PAGE,
                             NULL, ck_rt_loc (c));
  if (!a)
    {
      munmap (host, length);
      ck_rt_set_errno (c, ENOMEM);
      return;
    }
  /* the model's new bytes are zero (an anonymous mapping's contents; after the end of the
     file too): only the file's bytes are copied, so a large sparse mapping costs no writes */
  if (!anon)
    {
      struct stat st;
      guint64 inside = 0;
      if (fstat (fd, &st) == 0 && st.st_size > offset)
        inside = MIN (model_size, (guint64) (st.st_size - offset));
      memcpy (ck_mem_raw (c->run->mem, a->base, model_size), host, inside);
    }
  if (!(prot & PROT_WRITE))
    a->is_readonly = TRUE;
  ck_rt_notify_alloc (c, a);
  PosixMap *m = g_new0 (PosixMap, 1);
  m->base = a->base;
  m->length = length;
  m->model_size = model_size;
  m->host_fd = -1;
  m->offset = offset;
  if (shared_file)
    {
      m->host = host;
      m->host_len = length;
      m->host_fd = fcntl (fd, F_DUPFD_CLOEXEC, 1024);
      if (m->host_fd < 0)
        m->host_fd = dup (fd);
    }
  else
    munmap (host, length);
  g_hash_table_insert (posix (c->run)->maps, &m->base, m);
  CK_RET_U (c, a->base);
}

/* The mapping that contains [addr], or NULL. */
static PosixMap *
map_at (CkBuiltinCall *c, guint64 addr)
{
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, posix (c->run)->maps);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      PosixMap *m = v;
      if (addr >= m->base && addr < m->base + CK_PAGE_UP (m->length))
        return m;
    }
  return NULL;
}

void
ck_bi_munmap (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u, length = c->args[1].u;
  if (length == 0 || (addr & (CK_PAGE - 1)))
    {
      fail (c, EINVAL);
      return;
    }
  PosixMap *m = map_at (c, addr);
  if (!m)
    {
      CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
      if (a && !a->is_freed && a->kind != CK_ALLOC_MMAP)
        {
          /* Linux would unmap pages under another allocator's feet: report it as a bad free */
          ck_rt_release (c, addr, 1u << CK_ALLOC_MMAP, "munmap");
          return;
        }
      CK_RET_I (c, 0);   /* nothing mapped there: munmap succeeds */
      return;
    }
  if (m->base != addr || CK_PAGE_UP (length) < CK_PAGE_UP (m->length))
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: munmap of part of a mapping (%" G_GUINT64_FORMAT " of its %"
                    G_GUINT64_FORMAT " bytes)", length, m->length);
      return;
    }
  map_write_back (c->run, m, MS_SYNC);
  ck_rt_release (c, m->base, 1u << CK_ALLOC_MMAP, "munmap");
  guint64 key = m->base;
  g_hash_table_remove (posix (c->run)->maps, &key);
  CK_RET_I (c, 0);
}

void
ck_bi_msync (CkBuiltinCall *c)
{
  guint64 addr = c->args[0].u;
  int flags = (int) c->args[2].i;
  if ((addr & (CK_PAGE - 1)) || (flags & ~(MS_ASYNC | MS_SYNC | MS_INVALIDATE))
      || ((flags & MS_ASYNC) && (flags & MS_SYNC)))
    {
      fail (c, EINVAL);
      return;
    }
  PosixMap *m = map_at (c, addr);
  if (!m && c->args[1].u != 0)
    {
      fail (c, ENOMEM);
      return;
    }
  if (m)
    map_write_back (c->run, m, flags & MS_ASYNC ? MS_ASYNC : MS_SYNC);
  CK_RET_I (c, 0);
}

void
ck_posix_at_exit (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt || !rt->posix)
    return;
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, rt->posix->maps);
  while (g_hash_table_iter_next (&it, NULL, &v))
    map_write_back (run, v, MS_SYNC);
}

/* ---- process, system, resources, scheduling ---------------------------------------------- */

void ck_bi_getpid (CkBuiltinCall *c) { CK_RET_I (c, getpid ()); }
void ck_bi_getppid (CkBuiltinCall *c) { CK_RET_I (c, getppid ()); }
void ck_bi_getuid (CkBuiltinCall *c) { CK_RET_U (c, getuid ()); }
void ck_bi_geteuid (CkBuiltinCall *c) { CK_RET_U (c, geteuid ()); }
void ck_bi_getgid (CkBuiltinCall *c) { CK_RET_U (c, getgid ()); }
void ck_bi_getegid (CkBuiltinCall *c) { CK_RET_U (c, getegid ()); }
void ck_bi_getpagesize (CkBuiltinCall *c) { CK_RET_I (c, getpagesize ()); }

void
ck_bi_sysconf (CkBuiltinCall *c)
{
  errno = 0;
  long r = sysconf ((int) c->args[0].i);
  if (r == -1 && errno)
    ck_rt_set_errno (c, errno);
  CK_RET_I (c, r);
}

void
ck_bi_gethostname (CkBuiltinCall *c)
{
  char name[256];
  guint64 len = c->args[1].u;
  if (gethostname (name, sizeof name) != 0)
    {
      fail (c, errno);
      return;
    }
  gsize need = strlen (name) + 1;
  if (need > len)
    {
      fail (c, ENAMETOOLONG);
      return;
    }
  if (ck_rt_write (c, c->args[0].u, name, need))
    CK_RET_I (c, 0);
}

void
ck_bi_uname (CkBuiltinCall *c)
{
  struct utsname u;
  if (uname (&u) != 0)
    fail (c, errno);
  else if (ck_rt_write (c, c->args[0].u, &u, sizeof u))
    CK_RET_I (c, 0);
}

void
ck_bi_getrusage (CkBuiltinCall *c)
{
  struct rusage u;
  if (getrusage ((int) c->args[0].i, &u) != 0)
    fail (c, errno);
  else if (ck_rt_write (c, c->args[1].u, &u, sizeof u))
    CK_RET_I (c, 0);
}

void
ck_bi_getrlimit (CkBuiltinCall *c)
{
  struct rlimit l;
  if (getrlimit ((int) c->args[0].i, &l) != 0)
    fail (c, errno);
  else if (ck_rt_write (c, c->args[1].u, &l, sizeof l))
    CK_RET_I (c, 0);
}

void
ck_bi_getpriority (CkBuiltinCall *c)
{
  errno = 0;
  int r = getpriority ((int) c->args[0].i, (id_t) c->args[1].u);
  if (r == -1 && errno)
    ck_rt_set_errno (c, errno);
  CK_RET_I (c, r);
}

/* setpriority acts on the interpreter's process, which is the program's: lowering the priority
 * works, raising it needs the privilege it needs for any process. */
void
ck_bi_setpriority (CkBuiltinCall *c)
{
  if (setpriority ((int) c->args[0].i, (id_t) c->args[1].u, (int) c->args[2].i) != 0)
    fail (c, errno);
  else
    CK_RET_I (c, 0);
}

/* sched_setaffinity (pid, size, set): the host call on the interpreter (pid 0: the calling
 * thread), so an impossible set fails with the kernel's EINVAL. */
void
ck_bi_sched_setaffinity (CkBuiltinCall *c)
{
  guint64 size = c->args[1].u;
  if (size > 4096)
    size = 4096;
  guint8 *buf = g_malloc0 (size ? size : 1);
  if (ck_rt_read (c, c->args[2].u, buf, size))
    {
      if (sched_setaffinity ((pid_t) c->args[0].i, size, (cpu_set_t *) buf) != 0)
        fail (c, errno);
      else
        CK_RET_I (c, 0);
    }
  g_free (buf);
}

void
ck_bi_sched_getaffinity (CkBuiltinCall *c)
{
  guint64 size = c->args[1].u;
  if (size > 4096)
    size = 4096;
  guint8 *buf = g_malloc0 (size ? size : 1);
  if (sched_getaffinity ((pid_t) c->args[0].i, size, (cpu_set_t *) buf) != 0)
    fail (c, errno);
  else if (ck_rt_write (c, c->args[2].u, buf, size))
    CK_RET_I (c, 0);
  g_free (buf);
}

void ck_bi_sched_yield (CkBuiltinCall *c) { CK_RET_I (c, sched_yield ()); }
void ck_bi_sched_getcpu (CkBuiltinCall *c) { CK_RET_I (c, sched_getcpu ()); }

void
ck_bi_sched_get_priority_max (CkBuiltinCall *c)
{
  int r = sched_get_priority_max ((int) c->args[0].i);
  if (r < 0)
    fail (c, errno);
  else
    CK_RET_I (c, r);
}

void
ck_bi_sched_get_priority_min (CkBuiltinCall *c)
{
  int r = sched_get_priority_min ((int) c->args[0].i);
  if (r < 0)
    fail (c, errno);
  else
    CK_RET_I (c, r);
}

/* ---- signals: dispositions, and delivery when the program signals itself ------------------ */

static gboolean
sig_is_valid (gint64 sig)
{
  return sig >= 1 && sig < NSIG;
}

/* signal (sig, handler): glibc's BSD semantics, the handler stays installed. SIGKILL and
 * SIGSTOP cannot be caught. Signals from outside (a Ctrl-C) still act on the interpreter as
 * their default action does: only the program's own raise and kill reach its handlers. */
void
ck_bi_signal (CkBuiltinCall *c)
{
  gint64 sig = c->args[0].i;
  CkPosix *p = posix (c->run);
  if (!sig_is_valid (sig) || sig == SIGKILL || sig == SIGSTOP)
    {
      ck_rt_set_errno (c, EINVAL);
      CK_RET_U (c, (guint64) -1);   /* SIG_ERR */
      return;
    }
  CK_RET_U (c, p->handler[sig]);
  p->handler[sig] = c->args[1].u;
  p->sa_flags[sig] = SA_RESTART;
  memset (p->sa_mask[sig], 0, sizeof p->sa_mask[sig]);
}

/* sigaction (sig, act, oact) on glibc's x86_64 struct sigaction: the handler at 0, sa_mask at 8,
 * sa_flags at 136, sa_restorer at 144 (152 bytes). oact reports what act set (glibc's own
 * SA_RESTORER and restorer are not shown). SA_SIGINFO handlers are unsupported: their
 * siginfo_t and ucontext are the kernel's. */
void
ck_bi_sigaction (CkBuiltinCall *c)
{
  gint64 sig = c->args[0].i;
  guint64 act = c->args[1].u, oact = c->args[2].u;
  CkPosix *p = posix (c->run);
  if (!sig_is_valid (sig) || (act && (sig == SIGKILL || sig == SIGSTOP)))
    {
      fail (c, EINVAL);
      return;
    }
  guint8 in[152];
  if (act && !ck_rt_read (c, act, in, sizeof in))
    return;
  if (oact)
    {
      guint8 out[152];
      memset (out, 0, sizeof out);
      memcpy (out, &p->handler[sig], 8);
      memcpy (out + 8, p->sa_mask[sig], 128);
      memcpy (out + 136, &p->sa_flags[sig], 4);
      if (!ck_rt_write (c, oact, out, sizeof out))
        return;
    }
  if (act)
    {
      guint64 h;
      gint32 flags;
      memcpy (&h, in, 8);
      memcpy (&flags, in + 136, 4);
      if ((flags & SA_SIGINFO) && h > 1)
        {
          ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                        "unsupported: sigaction with SA_SIGINFO (a three-argument handler of "
                        "signal %d)", (int) sig);
          return;
        }
      p->handler[sig] = h;
      p->sa_flags[sig] = flags;
      memcpy (p->sa_mask[sig], in + 8, 128);
    }
  CK_RET_I (c, 0);
}

/* Delivers [sig] to the program now: its handler, nothing when ignored, or the default action
 * (end with status 128 + sig as a shell reports it, the streams not flushed; or nothing for the
 * signals whose default is to be ignored). */
static void
deliver (CkBuiltinCall *c, int sig)
{
  CkPosix *p = posix (c->run);
  guint64 h = p->handler[sig];
  CK_RET_I (c, 0);
  if (h == 1)
    return;
  if (h != 0)
    {
      if (p->sa_flags[sig] & SA_RESETHAND)
        p->handler[sig] = 0;
      CkVal arg;
      memset (&arg, 0, sizeof arg);
      arg.i = sig;
      ck_run_call_function (c->run, h, &arg, 1);
      return;
    }
  switch (sig)
    {
    case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:
      return;
    case SIGSTOP: case SIGTSTP: case SIGTTIN: case SIGTTOU:
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: stopping the program with signal %d (%s)", sig, strsignal (sig));
      return;
    default:
      ck_rt (c->run)->aborted = TRUE;
      ck_run_exit (c->run, 128 + sig);
    }
}

void
ck_bi_raise (CkBuiltinCall *c)
{
  gint64 sig = c->args[0].i;
  if (!sig_is_valid (sig))
    fail (c, EINVAL);
  else
    deliver (c, (int) sig);
}

void
ck_bi_kill (CkBuiltinCall *c)
{
  gint64 pid = c->args[0].i, sig = c->args[1].i;
  if (pid != 0 && pid != getpid ())
    {
      ck_run_fault (c->run, c->w, c->lane, CK_FAULT_UNSUPPORTED, c->s,
                    "unsupported: kill of process %" G_GINT64_FORMAT ": cudak runs one program "
                    "and signals only reach the program itself", pid);
      return;
    }
  if (sig != 0 && !sig_is_valid (sig))
    fail (c, EINVAL);
  else if (sig == 0)
    CK_RET_I (c, 0);
  else
    deliver (c, (int) sig);
}

void
ck_bi_strsignal (CkBuiltinCall *c)
{
  CK_RET_U (c, ck_rt_static_string (c, FALSE, strsignal ((int) c->args[0].i)));
}

/* ---- libgen.h ---------------------------------------------------------------------------- */

/* dirname and POSIX basename run glibc's own on a copy of the string; the bytes they changed are
 * written back, and the result is the same place in the program's string (or a runtime ".").
 * NULL reads as the empty string. */
static void
libgen (CkBuiltinCall *c, char *(*fn) (char *))
{
  guint64 addr = c->args[0].u;
  char *orig = addr ? ck_rt_string (c, addr) : g_strdup ("");
  if (!orig)
    return;
  char *work = g_strdup (orig);
  gsize len = strlen (orig);
  char *r = fn (work);
  if (addr && r >= work && r <= work + len)
    {
      for (gsize i = 0; i < len; i++)
        if (work[i] != orig[i] && !ck_rt_write (c, addr + i, &work[i], 1))
          goto out;
      CK_RET_U (c, addr + (guint64) (r - work));
    }
  else
    CK_RET_U (c, ck_rt_static_string (c, FALSE, r));
out:
  g_free (orig);
  g_free (work);
}

void ck_bi_dirname (CkBuiltinCall *c) { libgen (c, dirname); }
void ck_bi_u_xpg_basename (CkBuiltinCall *c) { libgen (c, __xpg_basename); }

/* ---- string.h / strings.h extras --------------------------------------------------------- */

/* Reads the pointer stored at [addr] in the program; FALSE after a fault. */
static gboolean
read_ptr (CkBuiltinCall *c, guint64 addr, guint64 *v)
{
  return ck_rt_read (c, addr, v, 8);
}

/* strtok_r (s, delim, saveptr): strtok with the position in *saveptr. */
void
ck_bi_strtok_r (CkBuiltinCall *c)
{
  guint64 start = c->args[0].u, save = c->args[2].u;
  CK_RET_U (c, 0);
  if (!start && !read_ptr (c, save, &start))
    return;
  if (!start)
    return;
  char *s = ck_rt_string (c, start);
  char *delim = s ? ck_rt_string (c, c->args[1].u) : NULL;
  if (!delim)
    goto out;
  gsize b = strspn (s, delim);
  guint64 next;
  if (!s[b])
    {
      next = start + b;
      ck_rt_write (c, save, &next, 8);
      goto out;
    }
  gsize e = b + strcspn (s + b, delim);
  next = start + e;
  if (s[e])
    {
      char z = 0;
      if (!ck_rt_write (c, start + e, &z, 1))
        goto out;
      next++;
    }
  if (ck_rt_write (c, save, &next, 8))
    CK_RET_U (c, start + b);
out:
  g_free (s);
  g_free (delim);
}

/* strsep (stringp, delim): the token at *stringp, ended in place; *stringp moves past it or
 * becomes NULL. */
void
ck_bi_strsep (CkBuiltinCall *c)
{
  guint64 sp = c->args[0].u, start;
  CK_RET_U (c, 0);
  if (!read_ptr (c, sp, &start) || !start)
    return;
  char *s = ck_rt_string (c, start);
  char *delim = s ? ck_rt_string (c, c->args[1].u) : NULL;
  if (delim)
    {
      gsize e = strcspn (s, delim);
      guint64 next = 0;
      char z = 0;
      if (s[e])
        {
          next = start + e + 1;
          if (!ck_rt_write (c, start + e, &z, 1))
            goto out;
        }
      if (ck_rt_write (c, sp, &next, 8))
        CK_RET_U (c, start);
    }
out:
  g_free (s);
  g_free (delim);
}

/* bzero and explicit_bzero: zero bytes through the memory layer, in pieces. */
void
ck_bi_bzero (CkBuiltinCall *c)
{
  static const guint8 zero[4096];
  guint64 addr = c->args[0].u, n = c->args[1].u;
  while (n > 0)
    {
      gsize k = MIN (n, sizeof zero);
      if (!ck_rt_write (c, addr, zero, k))
        return;
      addr += k;
      n -= k;
    }
}

/* bcopy (src, dest, n): memmove with the arguments swapped. */
void
ck_bi_bcopy (CkBuiltinCall *c)
{
  if (!ck_mem_copy_bytes (c->run, c->w, c->lane, c->args[1].u, c->args[0].u, c->args[2].u,
                          ck_rt_loc (c)))
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "'bcopy' stopped after an invalid memory access");
}

/* mempcpy (dest, src, n): memcpy returning dest + n. */
void
ck_bi_mempcpy (CkBuiltinCall *c)
{
  if (ck_mem_copy_bytes (c->run, c->w, c->lane, c->args[0].u, c->args[1].u, c->args[2].u,
                         ck_rt_loc (c)))
    CK_RET_U (c, c->args[0].u + c->args[2].u);
  else
    ck_run_fault (c->run, c->w, c->lane, CK_FAULT_BAD_CALL, c->s,
                  "'mempcpy' stopped after an invalid memory access");
}

/* stpcpy (dest, src): strcpy returning the address of dest's terminating NUL. */
void
ck_bi_stpcpy (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[1].u);
  if (!s)
    return;
  gsize n = strlen (s);
  if (ck_rt_write (c, c->args[0].u, s, n + 1))
    CK_RET_U (c, c->args[0].u + n);
  g_free (s);
}

void
ck_bi_strcasestr (CkBuiltinCall *c)
{
  char *h = ck_rt_string (c, c->args[0].u);
  char *n = h ? ck_rt_string (c, c->args[1].u) : NULL;
  if (n)
    {
      char *p = strcasestr (h, n);
      CK_RET_U (c, p ? c->args[0].u + (guint64) (p - h) : 0);
    }
  g_free (h);
  g_free (n);
}

void
ck_bi_strchrnul (CkBuiltinCall *c)
{
  char *s = ck_rt_string (c, c->args[0].u);
  if (s)
    CK_RET_U (c, c->args[0].u + (guint64) (strchrnul (s, (int) c->args[1].i) - s));
  g_free (s);
}

/* ---- unistd.h: sleeping ------------------------------------------------------------------ */

/* sleep and usleep take the wall-clock time they ask for (gettimeofday sees it), except under a
 * pinned clock, where the time they would take is not observable. */
void
ck_bi_sleep (CkBuiltinCall *c)
{
  if (!c->run->opts.pin_time)
    g_usleep ((gulong) MIN (c->args[0].u, G_MAXUINT32) * G_USEC_PER_SEC);
  CK_RET_I (c, 0);
}

void
ck_bi_usleep (CkBuiltinCall *c)
{
  if (!c->run->opts.pin_time)
    g_usleep ((gulong) (c->args[0].u & G_MAXUINT32));
  CK_RET_I (c, 0);
}

/* nanosleep (req, rem): a negative time or tv_nsec outside [0, 1e9) is EINVAL; the sleep is
 * never interrupted (no signal arrives from outside), so [rem] is not written. */
void
ck_bi_nanosleep (CkBuiltinCall *c)
{
  gint64 ts[2];
  if (!ck_rt_read (c, c->args[0].u, ts, sizeof ts))
    return;
  if (ts[0] < 0 || ts[1] < 0 || ts[1] >= 1000000000)
    {
      fail (c, EINVAL);
      return;
    }
  if (!c->run->opts.pin_time)
    {
      struct timespec req = { (time_t) ts[0], (long) ts[1] };
      while (nanosleep (&req, &req) != 0 && errno == EINTR)
        ;
    }
  CK_RET_I (c, 0);
}

/* ---- stdlib.h: the environment (POSIX) ---------------------------------------------------- */

/* setenv and unsetenv change the interpreter's environment, which is the program's: getenv and
 * system-wide lookups see it. An empty name or one with '=' is EINVAL. */
void
ck_bi_setenv (CkBuiltinCall *c)
{
  char *name = ck_rt_string (c, c->args[0].u);
  char *value = name ? ck_rt_string (c, c->args[1].u) : NULL;
  if (value)
    {
      if (setenv (name, value, (int) c->args[2].i) != 0)
        fail (c, errno);
      else
        CK_RET_I (c, 0);
    }
  g_free (name);
  g_free (value);
}

void
ck_bi_unsetenv (CkBuiltinCall *c)
{
  char *name = ck_rt_string (c, c->args[0].u);
  if (!name)
    return;
  if (unsetenv (name) != 0)
    fail (c, errno);
  else
    CK_RET_I (c, 0);
  g_free (name);
}

/* mkstemp and mkdtemp: glibc's on a copy of the template, whose XXXXXX the program sees
 * replaced in place; mkstemp's descriptor is the program's. */
static void
make_temp (CkBuiltinCall *c, gboolean dir)
{
  char *tmpl = ck_rt_string (c, c->args[0].u);
  if (!tmpl)
    return;
  if (dir)
    {
      char *r = mkdtemp (tmpl);
      if (!r)
        {
          ck_rt_set_errno (c, errno);
          CK_RET_U (c, 0);
        }
      else if (ck_rt_write (c, c->args[0].u, tmpl, strlen (tmpl)))
        CK_RET_U (c, c->args[0].u);
    }
  else
    {
      int fd = mkstemp (tmpl);
      if (fd < 0)
        fail (c, errno);
      else if (ck_rt_write (c, c->args[0].u, tmpl, strlen (tmpl)))
        {
          add_fd (c, fd);
          CK_RET_I (c, fd);
        }
      else
        close (fd);
    }
  g_free (tmpl);
}

void ck_bi_mkstemp (CkBuiltinCall *c) { make_temp (c, FALSE); }
void ck_bi_mkdtemp (CkBuiltinCall *c) { make_temp (c, TRUE); }

/* realpath (name, resolved): into the program's buffer (PATH_MAX bytes, as POSIX requires of
 * it), or a malloc'd block when it is NULL. */
void
ck_bi_realpath (CkBuiltinCall *c)
{
  char *name = ck_rt_string (c, c->args[0].u);
  if (!name)
    return;
  CK_RET_U (c, 0);
  char *r = realpath (name, NULL);
  if (!r)
    ck_rt_set_errno (c, errno);
  else
    {
      gsize len = strlen (r) + 1;
      guint64 out = c->args[1].u ? c->args[1].u : ck_rt_malloc (c, len);
      if (out && ck_rt_write (c, out, r, len))
        CK_RET_U (c, out);
      free (r);
    }
  g_free (name);
}

/* clock_getres: the host clock's resolution. */
void
ck_bi_clock_getres (CkBuiltinCall *c)
{
  struct timespec ts;
  if (clock_getres ((clockid_t) c->args[0].i, &ts) != 0)
    {
      fail (c, errno);
      return;
    }
  gint64 v[2] = { ts.tv_sec, ts.tv_nsec };
  if (!c->args[1].u || ck_rt_write (c, c->args[1].u, v, sizeof v))
    CK_RET_I (c, 0);
}
