/* frontend/token.h — tokens as the preprocessor hands them to the parser.
 * SPDX-License-Identifier: MIT */
#ifndef CK_TOKEN_H
#define CK_TOKEN_H

#include <glib.h>
#include "frontend/srcloc.h"

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

/* A parser token. The fields are ordered and the constant's value is a union (which member is
 * meaningful follows from [kind]) so that a token takes 96 bytes instead of 128: the frontend
 * makes one per token of the program and its built-in headers, twice (issue 8). */
typedef struct CkToken {
  const char *text;      /* spelling as written (GC), NUL-terminated */
  int len;               /* bytes of [text] */
  CkTokenKind kind;
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
  CkKeyword kw;
  CkPunct punct;
  CkNumType num_type;
  CkStrPrefix str_prefix;
  guint8 at_bol;         /* first token on its line */
  guint8 has_space;      /* preceded by white space */
} CkToken;

extern const char *const ck_keyword_spelling[CK_KW__COUNT];
extern const char *const ck_punct_spelling[CK_P__COUNT];

#endif
