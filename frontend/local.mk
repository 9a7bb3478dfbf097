# frontend/local.mk — preprocessor, lexer, parser, types, semantic analysis, diagnostics.
# Two owners edit this file: keep to your own variable.
CK_FRONTEND_CORE_SOURCES = \
	frontend/srcloc.h frontend/diag.h frontend/gcutil.h frontend/token.h frontend/type.h \
	frontend/ast.h frontend/frontend.h frontend/tokens.def frontend/ast-kinds.def
# preprocessor, lexer, built-in headers (owner: pp)
CK_FRONTEND_PP_SOURCES =
# parser, types, sema, linker, AST dump (owner: parse)
CK_FRONTEND_PARSE_SOURCES =
libcudak_a_SOURCES += $(CK_FRONTEND_CORE_SOURCES) $(CK_FRONTEND_PP_SOURCES) $(CK_FRONTEND_PARSE_SOURCES)
