/* frontend/lexer.h — preprocessing tokens (C11 6.4) and their conversion to parser tokens.
 * Internal to the frontend: the preprocessor (pp.c) and the tests use it.
 * SPDX-License-Identifier: MIT */
#ifndef CK_LEXER_H
#define CK_LEXER_H

#include "frontend/diag.h"
#include "base/gcutil.h"
#include "frontend/token.h"

typedef enum {
  CK_PP_IDENT,     /* identifier or keyword */
  CK_PP_NUMBER,    /* pp-number, converted to an integer or floating constant on output */
  CK_PP_CHAR,      /* character constant with its prefix */
  CK_PP_STRING,    /* string literal with its prefix */
  CK_PP_PUNCT,     /* punctuator: [punct] (digraphs map to their primary spelling) */
  CK_PP_OTHER,     /* a byte that forms no token, e.g. '@' or a lone quote */
  CK_PP_EOF,       /* end of the token list */
  CK_PP_FILE_END,  /* the preprocessor's marker where an included file ends */
} CkPPKind;

enum {
  CK_PPF_UNTERMINATED = 1 << 0,  /* a char or string literal without its closing quote */
  CK_PPF_NO_EXPAND    = 1 << 1,  /* an identifier "painted blue" (C11 6.10.3.4p2) */
  CK_PPF_RAW          = 1 << 2,  /* a C++ raw string literal R"d(...)d" */
};

struct CkHideset;

/* A preprocessing token in a singly linked list. [text] is the spelling with line splices
 * removed; it is NOT NUL-terminated (it usually points into the file's text). The small fields
 * are bit-fields and [hs] shares its place with [aux], so that a token takes 64 bytes: the
 * preprocessor makes one per token of every file it reads and per token of every macro
 * expansion (issue 3). */
typedef struct CkPPTok {
  struct CkPPTok *next;
  const char *text;
  int len;
  CkPPKind kind : 4;
  CkPunct punct : 8;
  guint at_bol : 1;
  guint has_space : 1;
  guint flags : 3;       /* CK_PPF_* */
  CkSrcLoc loc;
  CkSrcLoc expansion;
  union {
    struct CkHideset *hs;  /* every kind but CK_PP_FILE_END: the macros it must not expand */
    gpointer aux;          /* CK_PP_FILE_END: the preprocessor's record of the included file */
  };
} CkPPTok;

G_STATIC_ASSERT (CK_PP_FILE_END < (1 << 4) && CK_P__COUNT <= (1 << 8) && CK_PPF_RAW < (1 << 3));

/* Tokens handed out from GC arrays that double from CK_PP_TOK_POOL_MIN to CK_PP_TOK_POOL_MAX
 * tokens: one allocation per many tokens instead of one each, and (from 64 tokens on) one
 * collector block header per array instead of one per 4 KiB, whose first-touched pages cost
 * as much as the tokens' own (issue 3). An array lives as long as any of its tokens (the
 * collector recognises interior pointers); pooled tokens must never be given to GC_FREE. */
typedef struct CkPPTokPool {
  CkPPTok *next;
  int left;
  int chunk;
} CkPPTokPool;

#define CK_PP_TOK_POOL_MIN 16
#define CK_PP_TOK_POOL_MAX 1024

/* A zeroed token from [pool]. */
static inline CkPPTok *
ck_pp_tok_new (CkPPTokPool *pool)
{
  if (pool->left == 0)
    {
      pool->chunk = pool->chunk ? MIN (pool->chunk * 2, CK_PP_TOK_POOL_MAX) : CK_PP_TOK_POOL_MIN;
      pool->next = ck_new_n (CkPPTok, pool->chunk);
      pool->left = pool->chunk;
    }
  pool->left--;
  return pool->next++;
}

/* Splits [file] into preprocessing tokens; returns the first of a list that ends with one
 * CK_PP_EOF token. An unterminated comment is reported to [sink] (which may be NULL). */
CkPPTok *ck_lexer_tokenize (const CkSrcFile *file, CkDiagSink *sink);

/* The keyword table: maps each spelling of tokens.def to CK_KW_x + 1. */
CkStrMap *ck_lexer_keywords_new (gboolean is_c);

/* Converts [pt] into the parser token [out] (keywords, constants with their C types, decoded
 * strings). Invalid constants, stray bytes and unterminated literals are reported to [sink];
 * returns FALSE after such an error (out is still filled with something usable). */
gboolean ck_lexer_convert (const CkPPTok *pt, const CkStrMap *keywords, CkToken *out,
                           CkDiagSink *sink);

/* Decodes the escape sequences of a string literal [pt] into [*out]/[*out_len] and its prefix;
 * used by ck_lexer_convert and by the preprocessor for #include/#line file names. */
gboolean ck_lexer_decode_string (const CkPPTok *pt, const char **out, gsize *out_len,
                                 CkStrPrefix *prefix, CkDiagSink *sink);

#endif
