/* frontend/token.h — tokens as the preprocessor hands them to the parser.
 * SPDX-License-Identifier: MIT */
#ifndef CK_TOKEN_H
#define CK_TOKEN_H

#include <glib.h>
#include "base/srcloc.h"

enum { CK_KWF_C = 1, CK_KWF_CXX = 2, CK_KWF_CUDA = 4 };

typedef enum {
#define CK_KW(id, spelling, flags) CK_KW_##id,
#include "frontend/tokens.def"
#undef CK_KW
  CK_KW__COUNT
} CkKeyword;

typedef enum {
#define CK_PUNCT(id, spelling) CK_P_##id,
#include "frontend/tokens.def"
#undef CK_PUNCT
  CK_P__COUNT
} CkPunct;

typedef enum {
  CK_TK_IDENT,    /* identifier (not a keyword) */
  CK_TK_KEYWORD,  /* [kw] */
  CK_TK_PUNCT,    /* [punct] */
  CK_TK_INT,      /* integer constant: [ival], [num_type] as C decides it from value and suffix */
  CK_TK_FLOAT,    /* floating constant: [fval], [num_type] */
  CK_TK_CHAR,     /* character constant: [ival] (already sign-extended as C's int / wchar), [num_type] */
  CK_TK_STRING,   /* string literal: [str] decoded bytes (escapes done), [str_len] without the final NUL;
                     [str_prefix]; adjacent literals are NOT concatenated here (the parser does it) */
  CK_TK_EOF,
} CkTokenKind;

/* The C type a numeric or character constant has (C11 6.4.4.1 table, 6.4.4.2, 6.4.4.4). */
typedef enum {
  CK_NT_INT, CK_NT_UINT, CK_NT_LONG, CK_NT_ULONG, CK_NT_LLONG, CK_NT_ULLONG,
  CK_NT_FLOAT, CK_NT_DOUBLE, CK_NT_LDOUBLE,
  CK_NT_CHAR,     /* 'a' in C++ (.cu) has type char */
  CK_NT_WCHAR, CK_NT_CHAR16, CK_NT_CHAR32,
} CkNumType;

typedef enum { CK_SP_NONE, CK_SP_L, CK_SP_U8, CK_SP_u, CK_SP_U } CkStrPrefix;

/* A parser token. The fields are ordered, the constant's value is a union (which member is
 * meaningful follows from [kind]) and the small fields are bit-fields beside [len], so that a
 * token takes 64 bytes instead of 128: the frontend makes one per token of the program and its
 * built-in headers, twice (issue 8), and that memory, first touched, was much of the time a
 * large program took to read (issue 3). */
typedef struct CkToken {
  const char *text;      /* spelling as written (GC), NUL-terminated */
  int len;               /* bytes of [text] */
  CkTokenKind kind : 4;
  CkNumType num_type : 4;
  CkStrPrefix str_prefix : 3;
  guint at_bol : 1;      /* first token on its line */
  guint has_space : 1;   /* preceded by white space */
  CkKeyword kw : 10;
  CkPunct punct : 8;
  CkSrcLoc loc;          /* where it was written; for macro expansions, the spelling location */
  CkSrcLoc expansion;    /* for tokens produced by a macro expansion: the location of the macro
                            name that was expanded (outermost); zero otherwise */
  union {
    guint64 ival;        /* CK_TK_INT, CK_TK_CHAR */
    long double fval;    /* CK_TK_FLOAT */
    struct {
      const char *str;   /* CK_TK_STRING */
      gsize str_len;
    };
  };
} CkToken;

/* The bit-fields of CkToken hold every value of their enums. */
G_STATIC_ASSERT (CK_TK_EOF < (1 << 4) && CK_NT_CHAR32 < (1 << 4) && CK_SP_U < (1 << 3));
G_STATIC_ASSERT (CK_KW__COUNT <= (1 << 10) && CK_P__COUNT <= (1 << 8));

extern const char *const ck_keyword_spelling[CK_KW__COUNT];
extern const char *const ck_punct_spelling[CK_P__COUNT];

#endif
