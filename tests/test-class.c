/* tests/test-class.c — unit tests of C++ class layout (frontend/class.c, issue 19):
 * sizeof, alignof and offsetof of 32 class shapes (empty classes and empty bases, POD and
 * non-POD bases whose tail padding is reused, vtable pointers, multiple bases, bit-fields,
 * aligned and packed members, virtual bases: diamonds, empty, dynamic, aligned and deep ones; a primary base declared
 * after a non-dynamic one) agree with what g++ (nvcc's host compiler) computes. The table is
 * the static_asserts below, generated from g++'s values; cudak's frontend must accept them all.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "frontend/frontend.h"

static const char shapes[] =
  "#include <cstddef>\n"
  "struct Empty {};\n"
  "struct OnlyMethods { int f() { return 1; } static int s; };\n"
  "struct E2 {};\n"
  "struct EboInt : Empty { int x; };\n"
  "struct TwoEmpty : Empty, E2 { char c; };\n"
  "struct PodBase { int a; char b; };\n"
  "struct PodDerived : PodBase { char c; };\n"
  "struct NonPod { int a; char b; NonPod() {} };\n"
  "struct NonPodDerived : NonPod { char c; };\n"
  "struct Chain : PodDerived { char d; };\n"
  "struct Virt { virtual void f() {} int x; };\n"
  "struct VirtDerived : Virt { int y; };\n"
  "struct MA { int a; };\n"
  "struct MB { double b; };\n"
  "struct Multi : MA, MB { char c; };\n"
  "struct Bits { int a : 3; int b : 5; char c; };\n"
  "struct Aligned { char c; int x __attribute__((aligned(16))); };\n"
  "struct Inner { int a; char b; };\n"
  "struct HasInner { char c; Inner i; };\n"
  "struct Outer { struct In { short s; } in; char c; };\n"
  "struct VDtor { virtual ~VDtor() {} char c; };\n"
  "struct NonVirtBase { int a; };\n"
  "struct VirtOverNonVirt : NonVirtBase { virtual void f() {} int b; };\n"
  "struct __attribute__((packed)) Packed { char c; int i; };\n"
  "struct LongD { long double x; char c; };\n"
  "class Private { int a; char b; public: int get() const { return a; } };\n"
  "struct PrivDerived : Private { char c; };\n"
  /* virtual bases: the non-virtual part first, each virtual base once at the end (nvsize, nvalign) */
  "struct VA { int a; };\n"
  "struct VB : virtual VA { int b; };\n"
  "struct VC : virtual VA { int c; };\n"
  "struct VD : VB, VC { int d; };\n"
  "struct VE {};\n"
  "struct VEmpty : virtual VE { int x; };\n"
  "struct VDyn { virtual void f() {} int a; };\n"
  "struct VOverDyn : virtual VDyn { double d; };\n"
  "struct VTwo : virtual VA, virtual VDyn { char c; };\n"
  "struct VNonVirtFirst : NonPod, virtual VA { char c; };\n"
  "struct __attribute__((aligned(16))) VAl { char c; };\n"
  "struct VAlD : virtual VAl { char d; };\n"
  "struct VDeep : VD { char e; };\n"
  "struct VMixed : VA, virtual VDyn { short s; };\n"
  "struct VCharB { char c; };\n"
  "struct VTail : virtual VCharB { char t; };\n"
  /* the primary base is the first dynamic one, laid out first */
  "struct PX { int x; };\n"
  "struct PB { virtual ~PB() {} int b; };\n"
  "struct PrimSecond : PX, PB { int d; };\n"
  "struct PE {};\n"
  "struct PrimThird : PE, PX, PB { char g; };\n"
  "static_assert(sizeof(Empty) == 1, \"sizeof(Empty)\");\n"
  "static_assert(alignof(Empty) == 1, \"alignof(Empty)\");\n"
  "static_assert(sizeof(OnlyMethods) == 1, \"sizeof(OnlyMethods)\");\n"
  "static_assert(alignof(OnlyMethods) == 1, \"alignof(OnlyMethods)\");\n"
  "static_assert(sizeof(EboInt) == 4, \"sizeof(EboInt)\");\n"
  "static_assert(alignof(EboInt) == 4, \"alignof(EboInt)\");\n"
  "static_assert(offsetof(EboInt, x) == 0, \"offsetof(EboInt, x)\");\n"
  "static_assert(sizeof(TwoEmpty) == 1, \"sizeof(TwoEmpty)\");\n"
  "static_assert(alignof(TwoEmpty) == 1, \"alignof(TwoEmpty)\");\n"
  "static_assert(offsetof(TwoEmpty, c) == 0, \"offsetof(TwoEmpty, c)\");\n"
  "static_assert(sizeof(PodDerived) == 12, \"sizeof(PodDerived)\");\n"
  "static_assert(alignof(PodDerived) == 4, \"alignof(PodDerived)\");\n"
  "static_assert(offsetof(PodDerived, c) == 8, \"offsetof(PodDerived, c)\");\n"
  "static_assert(sizeof(NonPodDerived) == 8, \"sizeof(NonPodDerived)\");\n"
  "static_assert(alignof(NonPodDerived) == 4, \"alignof(NonPodDerived)\");\n"
  "static_assert(offsetof(NonPodDerived, c) == 5, \"offsetof(NonPodDerived, c)\");\n"
  "static_assert(sizeof(Chain) == 12, \"sizeof(Chain)\");\n"
  "static_assert(alignof(Chain) == 4, \"alignof(Chain)\");\n"
  "static_assert(offsetof(Chain, d) == 9, \"offsetof(Chain, d)\");\n"
  "static_assert(sizeof(Virt) == 16, \"sizeof(Virt)\");\n"
  "static_assert(alignof(Virt) == 8, \"alignof(Virt)\");\n"
  "static_assert(offsetof(Virt, x) == 8, \"offsetof(Virt, x)\");\n"
  "static_assert(sizeof(VirtDerived) == 16, \"sizeof(VirtDerived)\");\n"
  "static_assert(alignof(VirtDerived) == 8, \"alignof(VirtDerived)\");\n"
  "static_assert(offsetof(VirtDerived, y) == 12, \"offsetof(VirtDerived, y)\");\n"
  "static_assert(sizeof(Multi) == 24, \"sizeof(Multi)\");\n"
  "static_assert(alignof(Multi) == 8, \"alignof(Multi)\");\n"
  "static_assert(offsetof(Multi, a) == 0, \"offsetof(Multi, a)\");\n"
  "static_assert(offsetof(Multi, b) == 8, \"offsetof(Multi, b)\");\n"
  "static_assert(offsetof(Multi, c) == 16, \"offsetof(Multi, c)\");\n"
  "static_assert(sizeof(Bits) == 4, \"sizeof(Bits)\");\n"
  "static_assert(alignof(Bits) == 4, \"alignof(Bits)\");\n"
  "static_assert(offsetof(Bits, c) == 1, \"offsetof(Bits, c)\");\n"
  "static_assert(sizeof(Aligned) == 32, \"sizeof(Aligned)\");\n"
  "static_assert(alignof(Aligned) == 16, \"alignof(Aligned)\");\n"
  "static_assert(offsetof(Aligned, x) == 16, \"offsetof(Aligned, x)\");\n"
  "static_assert(sizeof(HasInner) == 12, \"sizeof(HasInner)\");\n"
  "static_assert(alignof(HasInner) == 4, \"alignof(HasInner)\");\n"
  "static_assert(offsetof(HasInner, i) == 4, \"offsetof(HasInner, i)\");\n"
  "static_assert(sizeof(Outer) == 4, \"sizeof(Outer)\");\n"
  "static_assert(alignof(Outer) == 2, \"alignof(Outer)\");\n"
  "static_assert(offsetof(Outer, c) == 2, \"offsetof(Outer, c)\");\n"
  "static_assert(sizeof(VDtor) == 16, \"sizeof(VDtor)\");\n"
  "static_assert(alignof(VDtor) == 8, \"alignof(VDtor)\");\n"
  "static_assert(offsetof(VDtor, c) == 8, \"offsetof(VDtor, c)\");\n"
  "static_assert(sizeof(VirtOverNonVirt) == 16, \"sizeof(VirtOverNonVirt)\");\n"
  "static_assert(alignof(VirtOverNonVirt) == 8, \"alignof(VirtOverNonVirt)\");\n"
  "static_assert(offsetof(VirtOverNonVirt, a) == 8, \"offsetof(VirtOverNonVirt, a)\");\n"
  "static_assert(offsetof(VirtOverNonVirt, b) == 12, \"offsetof(VirtOverNonVirt, b)\");\n"
  "static_assert(sizeof(Packed) == 5, \"sizeof(Packed)\");\n"
  "static_assert(alignof(Packed) == 1, \"alignof(Packed)\");\n"
  "static_assert(offsetof(Packed, i) == 1, \"offsetof(Packed, i)\");\n"
  "static_assert(sizeof(LongD) == 32, \"sizeof(LongD)\");\n"
  "static_assert(alignof(LongD) == 16, \"alignof(LongD)\");\n"
  "static_assert(offsetof(LongD, c) == 16, \"offsetof(LongD, c)\");\n"
  "static_assert(sizeof(PrivDerived) == 8, \"sizeof(PrivDerived)\");\n"
  "static_assert(alignof(PrivDerived) == 4, \"alignof(PrivDerived)\");\n"
  "static_assert(offsetof(PrivDerived, c) == 5, \"offsetof(PrivDerived, c)\");\n"
  "static_assert(sizeof(NonPod) == 8, \"sizeof(NonPod)\");\n"
  "static_assert(alignof(NonPod) == 4, \"alignof(NonPod)\");\n"
  "static_assert(offsetof(NonPod, b) == 4, \"offsetof(NonPod, b)\");\n"
  "static_assert(sizeof(VB) == 16, \"sizeof(VB)\");\n"
  "static_assert(alignof(VB) == 8, \"alignof(VB)\");\n"
  "static_assert(offsetof(VB, b) == 8, \"offsetof(VB, b)\");\n"
  "static_assert(sizeof(VD) == 40, \"sizeof(VD)\");\n"
  "static_assert(alignof(VD) == 8, \"alignof(VD)\");\n"
  "static_assert(offsetof(VD, d) == 28, \"offsetof(VD, d)\");\n"
  "static_assert(sizeof(VEmpty) == 16, \"sizeof(VEmpty)\");\n"
  "static_assert(alignof(VEmpty) == 8, \"alignof(VEmpty)\");\n"
  "static_assert(offsetof(VEmpty, x) == 8, \"offsetof(VEmpty, x)\");\n"
  "static_assert(sizeof(VOverDyn) == 32, \"sizeof(VOverDyn)\");\n"
  "static_assert(alignof(VOverDyn) == 8, \"alignof(VOverDyn)\");\n"
  "static_assert(offsetof(VOverDyn, d) == 8, \"offsetof(VOverDyn, d)\");\n"
  "static_assert(sizeof(VTwo) == 32, \"sizeof(VTwo)\");\n"
  "static_assert(alignof(VTwo) == 8, \"alignof(VTwo)\");\n"
  "static_assert(offsetof(VTwo, c) == 8, \"offsetof(VTwo, c)\");\n"
  "static_assert(sizeof(VNonVirtFirst) == 24, \"sizeof(VNonVirtFirst)\");\n"
  "static_assert(alignof(VNonVirtFirst) == 8, \"alignof(VNonVirtFirst)\");\n"
  "static_assert(offsetof(VNonVirtFirst, c) == 13, \"offsetof(VNonVirtFirst, c)\");\n"
  "static_assert(sizeof(VAlD) == 32, \"sizeof(VAlD)\");\n"
  "static_assert(alignof(VAlD) == 16, \"alignof(VAlD)\");\n"
  "static_assert(offsetof(VAlD, d) == 8, \"offsetof(VAlD, d)\");\n"
  "static_assert(sizeof(VDeep) == 40, \"sizeof(VDeep)\");\n"
  "static_assert(alignof(VDeep) == 8, \"alignof(VDeep)\");\n"
  "static_assert(offsetof(VDeep, e) == 32, \"offsetof(VDeep, e)\");\n"
  "static_assert(sizeof(VMixed) == 32, \"sizeof(VMixed)\");\n"
  "static_assert(alignof(VMixed) == 8, \"alignof(VMixed)\");\n"
  "static_assert(offsetof(VMixed, s) == 12, \"offsetof(VMixed, s)\");\n"
  "static_assert(sizeof(VTail) == 16, \"sizeof(VTail)\");\n"
  "static_assert(alignof(VTail) == 8, \"alignof(VTail)\");\n"
  "static_assert(offsetof(VTail, t) == 8, \"offsetof(VTail, t)\");\n"
  "static_assert(sizeof(PrimSecond) == 24, \"sizeof(PrimSecond)\");\n"
  "static_assert(alignof(PrimSecond) == 8, \"alignof(PrimSecond)\");\n"
  "static_assert(offsetof(PrimSecond, d) == 16, \"offsetof(PrimSecond, d)\");\n"
  "static_assert(sizeof(PrimThird) == 24, \"sizeof(PrimThird)\");\n"
  "static_assert(offsetof(PrimThird, g) == 16, \"offsetof(PrimThird, g)\");\n";

/* The vector types of <vector_types.h> and classes built on them (issue 19: they are ordinary
 * classes of the built-in headers), and a dynamic second base, against g++ (with the toolkit's
 * headers). */
static const char vector_shapes[] =
  "#include <cstddef>\n"
  "struct Particle : float4 { int id; };\n"
  "struct Holder { char c; float4 v; int2 i; };\n"
  "struct Cfg { dim3 g, b; size_t s; };\n"
  "struct D3 : dim3 { char c; };\n"
  "struct C3 { char3 a; short b; };\n"
  /* a dynamic second base after a non-dynamic first: the primary base, laid out first */
  "struct NV { int a; };\n"
  "struct V2 { virtual void f() {} int b; };\n"
  "struct SecondDyn : NV, V2 { int c; };\n"
  "static_assert(sizeof(float4) == 16 && alignof(float4) == 16, \"float4\");\n"
  "static_assert(sizeof(double2) == 16 && alignof(double2) == 16, \"double2\");\n"
  "static_assert(sizeof(int3) == 12 && alignof(int3) == 4, \"int3\");\n"
  "static_assert(sizeof(char4) == 4 && alignof(char4) == 4, \"char4\");\n"
  "static_assert(sizeof(dim3) == 12 && alignof(dim3) == 4, \"dim3\");\n"
  "static_assert(sizeof(double4_32a) == 32 && alignof(double4_32a) == 32, \"double4_32a\");\n"
  "static_assert(sizeof(Particle) == 32 && alignof(Particle) == 16, \"Particle\");\n"
  "static_assert(offsetof(Particle, id) == 16, \"offsetof(Particle, id)\");\n"
  "static_assert(sizeof(Holder) == 48 && alignof(Holder) == 16, \"Holder\");\n"
  "static_assert(offsetof(Holder, v) == 16, \"offsetof(Holder, v)\");\n"
  "static_assert(offsetof(Holder, i) == 32, \"offsetof(Holder, i)\");\n"
  "static_assert(sizeof(Cfg) == 32 && alignof(Cfg) == 8, \"Cfg\");\n"
  "static_assert(offsetof(Cfg, s) == 24, \"offsetof(Cfg, s)\");\n"
  "static_assert(sizeof(D3) == 16 && alignof(D3) == 4, \"D3\");\n"
  "static_assert(offsetof(D3, c) == 12, \"offsetof(D3, c)\");\n"
  "static_assert(sizeof(C3) == 6 && alignof(C3) == 2, \"C3\");\n"
  "static_assert(offsetof(C3, b) == 4, \"offsetof(C3, b)\");\n"
  "static_assert(sizeof(SecondDyn) == 24 && alignof(SecondDyn) == 8, \"SecondDyn\");\n"
  "static_assert(offsetof(SecondDyn, a) == 12, \"offsetof(SecondDyn, a)\");\n"
  "static_assert(offsetof(SecondDyn, b) == 8, \"offsetof(SecondDyn, b)\");\n"
  "static_assert(offsetof(SecondDyn, c) == 16, \"offsetof(SecondDyn, c)\");\n";

static void
collect (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink;
  (void) level;
  g_string_append ((GString *) data, text);
}

static void
check_shapes (const char *text)
{
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) "shapes.cu", (gpointer) text);
  CkFrontendOptions opts = { 0 };
  opts.vfs = vfs;
  opts.cuda_arch = 520;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  GString *out = g_string_new (NULL);
  sink.func = collect;
  sink.data = out;
  const char *paths[] = { "shapes.cu" };
  CkProgram *p = ck_frontend_run (paths, 1, &opts, &sink);
  g_test_message ("diagnostics:\n%s", out->str);
  g_assert_nonnull (p);
  g_assert_cmpstr (out->str, ==, "");
  g_string_free (out, TRUE);
  g_hash_table_destroy (vfs);
}

static void
test_layout (void)
{
  check_shapes (shapes);
}

static void
test_vector_layout (void)
{
  check_shapes (vector_shapes);
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_test_summary ("C++ class layout: sizeof, alignof, offsetof of 32 class shapes as g++ lays them out.");
  g_test_add_func ("/frontend/class/layout", test_layout);
  g_test_add_func ("/frontend/class/vector-layout", test_vector_layout);
  return g_test_run ();
}
