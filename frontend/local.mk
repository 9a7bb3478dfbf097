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
# half precision: __half, __half2 and their intrinsics (helper samples3)
CK_PP_INCLUDE_FILES += frontend/include/cuda_fp16.h frontend/include/cuda_bf16.h frontend/include/__cudak_half16
# cooperative groups, libcu++ atomics, helper_math.h (issue 20, helper cg)
CK_PP_INCLUDE_FILES += frontend/include/cooperative_groups.h \
	frontend/include/cooperative_groups/reduce.h frontend/include/cooperative_groups/scan.h \
	frontend/include/cooperative_groups/memcpy_async.h frontend/include/helper_math.h \
	frontend/include/cuda/atomic frontend/include/cuda/std/atomic frontend/include/cuda/std/cstdint \
	frontend/include/cuda/std/type_traits frontend/include/cuda/std/limits \
	frontend/include/cuda/semaphore frontend/include/cuda/std/semaphore \
	frontend/include/cuda/barrier frontend/include/cuda/std/barrier
# <utility>: std::move, std::forward, std::swap, std::pair (issue 19); <tuple> (issue 20)
CK_PP_INCLUDE_FILES += frontend/include/utility frontend/include/tuple
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
	frontend/include/memory frontend/include/array frontend/include/__cudak_tree frontend/include/__cudak_algobase \
	frontend/include/map frontend/include/set frontend/include/list frontend/include/deque frontend/include/stack frontend/include/queue \
	frontend/include/bits/stdc++.h \
	frontend/include/__cudak_hash frontend/include/__cudak_hashtable frontend/include/unordered_map frontend/include/unordered_set
# Thrust and CUB's common core (issue 20): thrust/detail/cudak_*.h and cub/detail/cudak_cub.h
# hold it, the others include them
CK_PP_INCLUDE_FILES += \
	frontend/include/cub/block/block_load.cuh \
	frontend/include/cub/block/block_reduce.cuh \
	frontend/include/cub/block/block_scan.cuh \
	frontend/include/cub/block/block_store.cuh \
	frontend/include/cub/cub.cuh \
	frontend/include/cub/detail/cudak_cub.h \
	frontend/include/cub/device/device_radix_sort.cuh \
	frontend/include/cub/device/device_reduce.cuh \
	frontend/include/cub/device/device_scan.cuh \
	frontend/include/cub/warp/warp_reduce.cuh \
	frontend/include/cub/warp/warp_scan.cuh \
	frontend/include/thrust/adjacent_difference.h \
	frontend/include/thrust/binary_search.h \
	frontend/include/thrust/copy.h \
	frontend/include/thrust/count.h \
	frontend/include/thrust/detail/cudak_algo.h \
	frontend/include/thrust/detail/cudak_base.h \
	frontend/include/thrust/detail/cudak_tuple.h \
	frontend/include/thrust/detail/cudak_vector.h \
	frontend/include/thrust/device_free.h \
	frontend/include/thrust/device_malloc.h \
	frontend/include/thrust/device_ptr.h \
	frontend/include/thrust/device_reference.h \
	frontend/include/thrust/device_vector.h \
	frontend/include/thrust/equal.h \
	frontend/include/thrust/execution_policy.h \
	frontend/include/thrust/extrema.h \
	frontend/include/thrust/fill.h \
	frontend/include/thrust/find.h \
	frontend/include/thrust/for_each.h \
	frontend/include/thrust/functional.h \
	frontend/include/thrust/gather.h \
	frontend/include/thrust/generate.h \
	frontend/include/thrust/host_vector.h \
	frontend/include/thrust/inner_product.h \
	frontend/include/thrust/iterator/constant_iterator.h \
	frontend/include/thrust/iterator/counting_iterator.h \
	frontend/include/thrust/iterator/transform_iterator.h \
	frontend/include/thrust/iterator/zip_iterator.h \
	frontend/include/thrust/logical.h \
	frontend/include/thrust/memory.h \
	frontend/include/thrust/pair.h \
	frontend/include/thrust/random.h \
	frontend/include/thrust/random/linear_congruential_engine.h \
	frontend/include/thrust/random/uniform_int_distribution.h \
	frontend/include/thrust/random/uniform_real_distribution.h \
	frontend/include/thrust/reduce.h \
	frontend/include/thrust/remove.h \
	frontend/include/thrust/replace.h \
	frontend/include/thrust/reverse.h \
	frontend/include/thrust/scan.h \
	frontend/include/thrust/scatter.h \
	frontend/include/thrust/sequence.h \
	frontend/include/thrust/sort.h \
	frontend/include/thrust/tabulate.h \
	frontend/include/thrust/transform.h \
	frontend/include/thrust/transform_reduce.h \
	frontend/include/thrust/transform_scan.h \
	frontend/include/thrust/tuple.h \
	frontend/include/thrust/uninitialized_fill.h \
	frontend/include/thrust/unique.h
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
