# frontend/local.mk — preprocessor, lexer, parser, types, semantic analysis, diagnostics.
# Two owners edit this file: keep to your own variable.
CK_FRONTEND_CORE_SOURCES = \
	frontend/diag.h frontend/token.h frontend/type.h \
	frontend/ast.h frontend/frontend.h frontend/tokens.def frontend/ast-kinds.def
# preprocessor, lexer, built-in headers (owner: pp)
CK_FRONTEND_PP_SOURCES = \
	frontend/diag.c frontend/lexer.h frontend/lexer.c \
	frontend/pp.h frontend/pp.c frontend/tokcache.h frontend/tokcache.c
# The built-in headers are embedded into the library as string literals (owner: pp).
CK_PP_INCLUDE_FILES = \
	frontend/include/assert.h frontend/include/complex.h frontend/include/ctype.h frontend/include/errno.h \
	frontend/include/float.h frontend/include/getopt.h frontend/include/inttypes.h \
	frontend/include/iso646.h frontend/include/limits.h frontend/include/math.h \
	frontend/include/stdalign.h frontend/include/stdarg.h frontend/include/stdbool.h \
	frontend/include/stddef.h frontend/include/stdint.h frontend/include/stdio.h \
	frontend/include/stdlib.h frontend/include/stdnoreturn.h frontend/include/string.h frontend/include/tgmath.h \
	frontend/include/strings.h frontend/include/sys/time.h frontend/include/sys/types.h \
	frontend/include/time.h frontend/include/unistd.h frontend/include/cassert \
	frontend/include/cctype frontend/include/cfloat frontend/include/climits \
	frontend/include/cmath frontend/include/cstdarg frontend/include/cstddef \
	frontend/include/cstdint frontend/include/cstdio frontend/include/cstdlib \
	frontend/include/cstring frontend/include/ctime frontend/include/cerrno \
	frontend/include/cinttypes frontend/include/cuda.h \
	frontend/include/cuda_profiler_api.h \
	frontend/include/cuda_runtime.h frontend/include/cuda_runtime_api.h \
	frontend/include/device_functions.h frontend/include/device_launch_parameters.h \
	frontend/include/driver_types.h frontend/include/math_functions.h \
	frontend/include/vector_functions.h frontend/include/vector_types.h frontend/include/builtin_types.h \
	frontend/include/helper_cuda.h frontend/include/helper_functions.h \
	frontend/include/helper_string.h frontend/include/helper_timer.h \
	frontend/include/helper_image.h frontend/include/exception.h \
	frontend/include/fcntl.h frontend/include/sys/stat.h frontend/include/sys/mman.h \
	frontend/include/sys/resource.h frontend/include/sys/utsname.h frontend/include/sched.h \
	frontend/include/dirent.h frontend/include/libgen.h frontend/include/signal.h \
	frontend/include/pthread.h
# C11 atomics and threads for C host code (owner: tls, issue 18)
CK_PP_INCLUDE_FILES += frontend/include/stdatomic.h frontend/include/threads.h
# texture objects and CUDA arrays (issue 18)
CK_PP_INCLUDE_FILES += frontend/include/texture_types.h frontend/include/channel_descriptor.h \
	frontend/include/texture_indirect_functions.h frontend/include/cuda_texture_types.h
# cuRAND's host and device API (issue 20; builtins in interp/curand.c)
CK_PP_INCLUDE_FILES += frontend/include/curand.h frontend/include/curand_kernel.h
# cooperative groups, libcu++ atomics, helper_math.h (issue 20, helper cg)
CK_PP_INCLUDE_FILES += frontend/include/cooperative_groups.h \
	frontend/include/cooperative_groups/reduce.h frontend/include/cooperative_groups/scan.h \
	frontend/include/cooperative_groups/memcpy_async.h frontend/include/helper_math.h \
	frontend/include/cuda/atomic frontend/include/cuda/std/atomic frontend/include/cuda/std/cstdint \
	frontend/include/cuda/std/type_traits frontend/include/cuda/std/limits \
	frontend/include/cuda/semaphore frontend/include/cuda/std/semaphore
# <utility>: std::move, std::forward, std::swap, std::pair (issue 19)
CK_PP_INCLUDE_FILES += frontend/include/utility
# <exception>, <stdexcept>, <new>: the standard exception classes (issue 19)
CK_PP_INCLUDE_FILES += frontend/include/exception frontend/include/stdexcept frontend/include/new
# <string>, <iostream> and the other text and I/O headers of the C++ library (issue 20)
CK_PP_INCLUDE_FILES += frontend/include/string frontend/include/ios frontend/include/iosfwd \
	frontend/include/ostream frontend/include/istream frontend/include/iostream \
	frontend/include/iomanip frontend/include/sstream frontend/include/fstream \
	frontend/include/streambuf
# <random>, <ratio>, <chrono>, <thread>, <mutex>, <condition_variable>, <atomic> (issue 20)
CK_PP_INCLUDE_FILES += frontend/include/random frontend/include/ratio frontend/include/chrono \
	frontend/include/atomic frontend/include/mutex frontend/include/condition_variable \
	frontend/include/thread
# the C++ standard library: containers, algorithms, memory, functional, limits, traits (issue 20)
CK_PP_INCLUDE_FILES += frontend/include/type_traits frontend/include/limits \
	frontend/include/initializer_list frontend/include/iterator frontend/include/vector \
	frontend/include/algorithm frontend/include/numeric frontend/include/functional \
	frontend/include/memory frontend/include/array frontend/include/__cudak_tree \
	frontend/include/map frontend/include/set frontend/include/list frontend/include/deque \
	frontend/include/__cudak_hashtable frontend/include/unordered_map frontend/include/unordered_set
nodist_libcudak_a_SOURCES += frontend/headers-gen.c
BUILT_SOURCES += frontend/headers-gen.c
CLEANFILES += frontend/headers-gen.c
EXTRA_DIST += frontend/embed-headers.sh $(CK_PP_INCLUDE_FILES)
frontend/headers-gen.c: $(srcdir)/frontend/embed-headers.sh $(CK_PP_INCLUDE_FILES)
	$(AM_V_GEN)$(MKDIR_P) frontend && \
	$(SHELL) $(srcdir)/frontend/embed-headers.sh $(srcdir) $(CK_PP_INCLUDE_FILES) >$@.tmp && \
	mv $@.tmp $@
# parser, types, sema, linker, AST dump (owner: parse)
CK_FRONTEND_PARSE_SOURCES = frontend/parse.h frontend/parse.c frontend/class.c frontend/template.c frontend/sema.c frontend/type.c frontend/link.c frontend/astdump.c frontend/frontend.c
# thread storage duration (owner: tls, issue 18)
CK_FRONTEND_PARSE_SOURCES += frontend/tls.c frontend/atomic.c frontend/atomic-builtins.def
libcudak_a_SOURCES += $(CK_FRONTEND_CORE_SOURCES) $(CK_FRONTEND_PP_SOURCES) $(CK_FRONTEND_PARSE_SOURCES)
