/* fuzz/token-mutator.c — structure-aware mutation for the libFuzzer targets (issue 24).
 * Included by fuzz/fuzz-frontend.c and fuzz/fuzz-run.c. libFuzzer's own mutations work on bytes
 * and rarely keep a C++ program parseable past the first change; these work on C/C++ tokens:
 * delete, duplicate, swap, move and splice tokens and balanced (), [], {} and <> ranges, rename
 * an identifier to another of the same program, insert C++/CUDA fragments (templates, classes,
 * lambdas, barriers, launches). A third of the mutations are still libFuzzer's (which use the
 * dictionary). The crossover splices a balanced range of one input into the other.
 * SPDX-License-Identifier: MIT */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

size_t LLVMFuzzerMutate (uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator (uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerCustomCrossOver (const uint8_t *data1, size_t size1, const uint8_t *data2,
                                  size_t size2, uint8_t *out, size_t max_out_size,
                                  unsigned int seed);

#define TM_MAX_TOKENS 8192
#define TM_BUF        65536

typedef struct { uint32_t off, len; } TmTok;

static uint32_t tm_state;

static uint32_t
tm_rand (void)
{
  /* xorshift32; the state never becomes 0 (seeded with seed | 1) */
  tm_state ^= tm_state << 13;
  tm_state ^= tm_state >> 17;
  tm_state ^= tm_state << 5;
  return tm_state;
}

static uint32_t
tm_below (uint32_t n)
{
  return n ? tm_rand () % n : 0;
}

static int
tm_is_ident (uint8_t c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Splits [data] into tokens (whitespace is not a token): identifiers and numbers, string and
 * character literals, comments, punctuators (the longest of the multi-character ones). Returns
 * the number of tokens, at most TM_MAX_TOKENS. */
static size_t
tm_tokenize (const uint8_t *d, size_t n, TmTok *toks)
{
  static const char *const puncts[] = {
    "<<<", ">>>", "<<=", ">>=", "...", "->*", "<=>", "::", "->", "++", "--", "<<", ">>", "<=",
    ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", ".*",
  };
  size_t nt = 0, i = 0;
  while (i < n && nt < TM_MAX_TOKENS)
    {
      uint8_t c = d[i];
      size_t j = i + 1;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        {
          i++;
          continue;
        }
      if (tm_is_ident (c))
        {
          while (j < n && (tm_is_ident (d[j]) || (d[j] == '.' && c >= '0' && c <= '9')))
            j++;
        }
      else if (c == '"' || c == '\'')
        {
          while (j < n && d[j] != c && d[j] != '\n')
            j += (d[j] == '\\' && j + 1 < n) ? 2 : 1;
          if (j < n && d[j] == c)
            j++;
        }
      else if (c == '/' && i + 1 < n && d[i + 1] == '/')
        {
          while (j < n && d[j] != '\n')
            j++;
        }
      else if (c == '/' && i + 1 < n && d[i + 1] == '*')
        {
          j = i + 2;
          while (j + 1 < n && !(d[j] == '*' && d[j + 1] == '/'))
            j++;
          j = j + 1 < n ? j + 2 : n;
        }
      else
        for (size_t p = 0; p < sizeof puncts / sizeof *puncts; p++)
          {
            size_t l = strlen (puncts[p]);
            if (i + l <= n && memcmp (d + i, puncts[p], l) == 0)
              {
                j = i + l;
                break;
              }
          }
      if (j > n)
        j = n;
      toks[nt].off = (uint32_t) i;
      toks[nt].len = (uint32_t) (j - i);
      nt++;
      i = j;
    }
  return nt;
}

/* Fragments a mutation may insert or substitute for a token: the constructs of C++ and CUDA
 * the frontend, the semantics and the checker must survive in any place. */
static const char *const tm_fragments[] = {
  "template <typename T> ", "template <class T, int N> ", "template <> ", "<int>", "<T>",
  "typename ", "class C { public: int x; C() : x(0) {} int f() const { return x; } };",
  "struct S { int a; float b; S *next; };", "union U { int i; float f; };",
  "[&](int a) { return a + 1; }", "[=]() mutable { }", "[](auto v) { return v; }",
  "operator+", "operator()", "operator[]", "virtual ", "override ", "final ", "friend ",
  "public: ", "private: ", "protected: ", "~C() { }", "explicit ", "mutable ", "constexpr ",
  "namespace N { int v; }", "using namespace N; ", "using T = int; ", "typedef int T; ",
  "N::", "C<T>::", "std::", "decltype(x) ", "auto ", "this->", "new int[4]", "delete ",
  "nullptr", "static_cast<int>(", "reinterpret_cast<int *>(", "const_cast<", "sizeof(",
  "static_assert(sizeof(int) == 4, \"\"); ", "noexcept ", "alignas(16) ", "[[maybe_unused]] ",
  "try { } catch (...) { } ", "throw 1; ", "enum E { A, B = 4 }; ", "enum class F : char { X }; ",
  "__global__ void k(int *p) { p[threadIdx.x] = 1; }", "k<<<1, 32>>>(p); ", "<<<2, 64>>>",
  "__device__ ", "__host__ ", "__shared__ int s[64]; ", "__constant__ int c[4]; ",
  "__forceinline__ ", "extern \"C\" ", "volatile ", "static ", "const ", "restrict ",
  "__syncthreads(); ", "__syncwarp(); ", "threadIdx.x", "blockIdx.x * blockDim.x + threadIdx.x",
  "if (threadIdx.x & 1) ", "if (threadIdx.x < 16) { ", "} else { ", "for (int i = 0; i < 4; i++) ",
  "while (0) ", "do { } while (0); ", "switch (threadIdx.x % 3) { case 0: break; default: ; } ",
  "return; ", "return 0; ", "break; ", "continue; ", "goto L; ", "L: ; ",
  "atomicAdd(&", "atomicCAS(", "__shfl_sync(0xffffffffu, ", "__ballot_sync(0xffffffffu, ",
  "printf(\"%d\\n\", ", "malloc(", "free(", "memcpy(", "cudaMalloc(&", "cudaMemcpy(",
  "cudaDeviceSynchronize(); ", "cudaGetLastError()", "cudaFree(", "(int *)", "(char)", "*&",
  "#include <cstdio>\n", "\n#define M(x) ((x) + 1)\n", "\n#if FUZZ\n", "\n#else\n", "\n#endif\n",
  "\n#pragma unroll\n", "0x7fffffff", "-1", "2147483648u", "1e308", "'\\0'", "\"\\x41\"",
  "&&", "||", "?", ":", "::", "...", ",", ";", "{", "}", "(", ")", "[", "]", "<", ">",
};

static int
tm_opener (uint8_t c)
{
  return c == '(' || c == '[' || c == '{' || c == '<';
}

static uint8_t
tm_closer (uint8_t c)
{
  return c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : '>';
}

/* The token that closes the one at [k] (an opener), or nt when there is none. */
static size_t
tm_match (const uint8_t *d, const TmTok *t, size_t nt, size_t k)
{
  uint8_t open = d[t[k].off], close = tm_closer (open);
  int depth = 0;
  for (size_t i = k; i < nt; i++)
    if (t[i].len == 1)
      {
        if (d[t[i].off] == open)
          depth++;
        else if (d[t[i].off] == close && --depth == 0)
          return i;
      }
  return nt;
}

/* A random token range [*a, *b) (b > a): a balanced bracket range when one is found, else a
 * run of 1..6 tokens. */
static void
tm_range (const uint8_t *d, const TmTok *t, size_t nt, size_t *a, size_t *b)
{
  if (tm_below (2))
    for (int tries = 0; tries < 8; tries++)
      {
        size_t k = tm_below ((uint32_t) nt);
        if (t[k].len == 1 && tm_opener (d[t[k].off]))
          {
            size_t m = tm_match (d, t, nt, k);
            if (m < nt)
              {
                /* the brackets with their contents, or the contents alone */
                int inner = tm_below (2) && m > k + 1;
                *a = inner ? k + 1 : k;
                *b = inner ? m : m + 1;
                return;
              }
          }
      }
  *a = tm_below ((uint32_t) nt);
  *b = *a + 1 + tm_below (6);
  if (*b > nt)
    *b = nt;
}

/* out = d[0, at) + ins + d[at, n), bounded by max; returns the new size or 0 if it does not fit. */
static size_t
tm_splice (uint8_t *out, size_t max, const uint8_t *d, size_t n, size_t at, size_t cut_end,
           const uint8_t *ins, size_t ins_len)
{
  size_t tail = n - cut_end;
  if (at + ins_len + tail > max)
    return 0;
  memcpy (out, d, at);
  memcpy (out + at, ins, ins_len);
  memcpy (out + at + ins_len, d + cut_end, tail);
  return at + ins_len + tail;
}

/* a position between tokens: the start of a token or the end of the input */
static size_t
tm_pos (const TmTok *t, size_t nt, size_t n)
{
  size_t k = tm_below ((uint32_t) nt + 1);
  return k < nt ? t[k].off : n;
}

size_t
LLVMFuzzerCustomMutator (uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
  static TmTok toks[TM_MAX_TOKENS];
  static uint8_t tmp[TM_BUF], out[TM_BUF];
  tm_state = seed | 1;
  if (max_size > TM_BUF)
    max_size = TM_BUF;
  if (size > max_size || tm_below (3) == 0)
    return LLVMFuzzerMutate (data, size, max_size);
  size_t nt = tm_tokenize (data, size, toks);
  size_t n = size, r = 0;
  memcpy (tmp, data, size);
  const uint8_t *d = tmp;
  size_t a, b;
  switch (nt == 0 ? 4 : tm_below (8))
    {
    case 0:   /* delete a range */
      tm_range (d, toks, nt, &a, &b);
      r = tm_splice (out, max_size, d, n, toks[a].off, toks[b - 1].off + toks[b - 1].len,
                     (const uint8_t *) "", 0);
      break;
    case 1:   /* duplicate a range somewhere else */
    case 2:
      {
        tm_range (d, toks, nt, &a, &b);
        size_t from = toks[a].off, to = toks[b - 1].off + toks[b - 1].len;
        size_t at = tm_pos (toks, nt, n);
        uint8_t piece[4096];
        size_t len = to - from < sizeof piece - 1 ? to - from : sizeof piece - 1;
        memcpy (piece, d + from, len);
        piece[len++] = ' ';
        r = tm_splice (out, max_size, d, n, at, at, piece, len);
        break;
      }
    case 3:   /* swap two tokens */
      {
        size_t x = tm_below ((uint32_t) nt), y = tm_below ((uint32_t) nt);
        if (x > y)
          {
            size_t s = x;
            x = y;
            y = s;
          }
        if (x == y)
          break;
        TmTok tx = toks[x], ty = toks[y];
        size_t len = 0;
        memcpy (out, d, tx.off);
        len = tx.off;
        memcpy (out + len, d + ty.off, ty.len);
        len += ty.len;
        memcpy (out + len, d + tx.off + tx.len, ty.off - (tx.off + tx.len));
        len += ty.off - (tx.off + tx.len);
        memcpy (out + len, d + tx.off, tx.len);
        len += tx.len;
        memcpy (out + len, d + ty.off + ty.len, n - (ty.off + ty.len));
        len += n - (ty.off + ty.len);
        r = len;   /* same size as the input */
        break;
      }
    case 4:   /* insert a fragment */
    case 5:   /* or put one in place of a token */
      {
        const char *f = tm_fragments[tm_below (sizeof tm_fragments / sizeof *tm_fragments)];
        if (nt && tm_below (2))
          {
            size_t k = tm_below ((uint32_t) nt);
            r = tm_splice (out, max_size, d, n, toks[k].off, toks[k].off + toks[k].len,
                           (const uint8_t *) f, strlen (f));
          }
        else
          {
            size_t at = nt ? tm_pos (toks, nt, n) : tm_below ((uint32_t) n + 1);
            r = tm_splice (out, max_size, d, n, at, at, (const uint8_t *) f, strlen (f));
          }
        break;
      }
    case 6:   /* rename: an identifier becomes another identifier of the same program */
      {
        size_t x = 0, y = 0;
        int found = 0;
        for (int tries = 0; tries < 16 && !found; tries++)
          {
            x = tm_below ((uint32_t) nt);
            y = tm_below ((uint32_t) nt);
            found = tm_is_ident (d[toks[x].off]) && tm_is_ident (d[toks[y].off])
                    && !(d[toks[y].off] >= '0' && d[toks[y].off] <= '9');
          }
        if (found)
          r = tm_splice (out, max_size, d, n, toks[x].off, toks[x].off + toks[x].len,
                         d + toks[y].off, toks[y].len);
        break;
      }
    case 7:   /* move a range */
      {
        tm_range (d, toks, nt, &a, &b);
        size_t from = toks[a].off, to = toks[b - 1].off + toks[b - 1].len;
        size_t at = tm_pos (toks, nt, n);
        if (at >= from && at <= to)
          break;
        uint8_t piece[4096];
        size_t len = to - from;
        if (len > sizeof piece)
          break;
        memcpy (piece, d + from, len);
        size_t m = tm_splice (out, max_size, d, n, from, to, (const uint8_t *) "", 0);
        if (m == 0 && n != len)
          break;
        size_t at2 = at > to ? at - len : at;
        memcpy (tmp, out, m);
        r = tm_splice (out, max_size, tmp, m, at2, at2, piece, len);
        break;
      }
    }
  if (r == 0 || r > max_size)
    return LLVMFuzzerMutate (data, size, max_size);
  memcpy (data, out, r);
  return r;
}

size_t
LLVMFuzzerCustomCrossOver (const uint8_t *data1, size_t size1, const uint8_t *data2,
                           size_t size2, uint8_t *out, size_t max_out_size, unsigned int seed)
{
  static TmTok t1[TM_MAX_TOKENS], t2[TM_MAX_TOKENS];
  tm_state = seed | 1;
  size_t n1 = tm_tokenize (data1, size1, t1), n2 = tm_tokenize (data2, size2, t2);
  if (n1 == 0 || n2 == 0)
    return 0;
  size_t a, b;
  tm_range (data2, t2, n2, &a, &b);   /* a range of the second ... */
  size_t from = t2[a].off, to = t2[b - 1].off + t2[b - 1].len;
  size_t at = tm_pos (t1, n1, size1);  /* ... put between two tokens of the first */
  return tm_splice (out, max_out_size, data1, size1, at, at, data2 + from, to - from);
}
