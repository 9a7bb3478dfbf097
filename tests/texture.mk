# tests/texture.mk — unit tests of interp/texture.c, the texture unit (owner: tex).
check_PROGRAMS += tests/test-texture
TESTS += tests/test-texture
tests_test_texture_SOURCES = tests/test-texture.c
tests_test_texture_LDADD = $(CK_LIBS)
