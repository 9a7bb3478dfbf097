/* tests/test-type.c — unit tests of frontend/type.c: x86-64 LP64 layout, type spelling,
 * compatibility (/frontend/type/...).
 * SPDX-License-Identifier: MIT */
#include "frontend/type.h"

typedef struct SizeCase {
  const char *path;
  CkType **type;
  gint64 size;
  int align;
} SizeCase;

static const SizeCase sizes[] = {
  { "/frontend/type/size/bool", &ck_ty_bool, 1, 1 },
  { "/frontend/type/size/char", &ck_ty_char, 1, 1 },
  { "/frontend/type/size/short", &ck_ty_short, 2, 2 },
  { "/frontend/type/size/int", &ck_ty_int, 4, 4 },
  { "/frontend/type/size/long", &ck_ty_long, 8, 8 },
  { "/frontend/type/size/llong", &ck_ty_llong, 8, 8 },
  { "/frontend/type/size/float", &ck_ty_float, 4, 4 },
  { "/frontend/type/size/double", &ck_ty_double, 8, 8 },
  { "/frontend/type/size/ldouble", &ck_ty_ldouble, 16, 16 },
};

static void
test_size (gconstpointer data)
{
  const SizeCase *c = data;
  g_assert_cmpint ((*c->type)->size, ==, c->size);
  g_assert_cmpint ((*c->type)->align, ==, c->align);
}

static void
test_derived (void)
{
  CkType *p = ck_type_pointer_to (ck_ty_char);
  g_assert_cmpint (p->size, ==, 8);
  CkType *a = ck_type_array_of (ck_ty_int, 10);
  g_assert_cmpint (a->size, ==, 40);
  g_assert_cmpint (a->align, ==, 4);
  CkType *inc = ck_type_array_of (ck_ty_int, -1);
  g_assert_cmpint (inc->size, ==, -1);
}

static void
test_to_string (void)
{
  CkType *cc = ck_type_copy (ck_ty_char);
  cc->is_const = TRUE;
  g_assert_cmpstr (ck_type_to_string (ck_type_pointer_to (cc)), ==, "const char *");
  g_assert_cmpstr (ck_type_to_string (ck_type_array_of (cc, 4)), ==, "const char [4]");
  CkType *f = ck_type_func (ck_ty_float);
  CkParam *p = ck_new (CkParam);
  p->type = ck_ty_int;
  f->params = p;
  f->n_params = 1;
  g_assert_cmpstr (ck_type_to_string (ck_type_pointer_to (f)), ==, "float (*)(int)");
  g_assert_cmpstr (ck_type_to_string (ck_type_pointer_to (ck_type_array_of (ck_ty_int, 3))), ==,
                   "int (*)[3]");
  g_assert_cmpstr (ck_type_to_string (ck_type_func (ck_ty_void)), ==, "void(void)");
}

static void
test_compatible (void)
{
  g_assert_true (ck_type_is_compatible (ck_ty_int, ck_ty_int));
  g_assert_false (ck_type_is_compatible (ck_ty_int, ck_ty_uint));
  g_assert_false (ck_type_is_compatible (ck_ty_long, ck_ty_llong));
  g_assert_true (ck_type_is_compatible (ck_type_pointer_to (ck_ty_int), ck_type_pointer_to (ck_ty_int)));
  g_assert_false (ck_type_is_compatible (ck_type_pointer_to (ck_ty_int), ck_type_pointer_to (ck_ty_float)));
  g_assert_true (ck_type_is_compatible (ck_type_array_of (ck_ty_int, -1), ck_type_array_of (ck_ty_int, 3)));
  CkType *s = ck_new (CkType);
  s->kind = CK_TY_STRUCT;
  s->size = -1;
  CkType *sc = ck_type_copy (s);
  sc->typedef_name = "S";
  g_assert_true (ck_type_is_compatible (s, sc));
  /* completing the struct updates the copy made while it was incomplete */
  s->size = 8;
  s->align = 4;
  s->is_complete = TRUE;
  ck_type_complete_variants (s);
  g_assert_cmpint (sc->size, ==, 8);
  g_assert_true (sc->is_complete);
}

/* A complete `struct [tag] { int x; [second] y; struct [tag] *next; }` as one translation unit
 * declares it. */
static CkType *
make_struct (const char *tag, CkType *second)
{
  CkType *s = ck_new (CkType);
  s->kind = CK_TY_STRUCT;
  s->tag = tag;
  s->size = 24;
  s->align = 8;
  s->is_complete = TRUE;
  const char *names[] = { "x", "y", "next" };
  CkType *types[] = { ck_ty_int, second, ck_type_pointer_to (s) };
  CkMember **link = &s->members;
  for (int i = 0; i < 3; i++)
    {
      CkMember *m = ck_new (CkMember);
      m->name = names[i];
      m->type = types[i];
      *link = m;
      link = &m->next;
    }
  return s;
}

static void
test_compatible_across (void)
{
  CkType *a = make_struct ("node", ck_ty_int), *b = make_struct ("node", ck_ty_int);
  /* two declarations of one struct: distinct within a unit, compatible across units */
  g_assert_false (ck_type_is_compatible (a, b));
  g_assert_true (ck_type_is_compatible_across (a, b));
  g_assert_true (ck_type_is_compatible_across (ck_type_pointer_to (a), ck_type_pointer_to (b)));
  g_assert_false (ck_type_is_compatible_across (a, make_struct ("node", ck_ty_float)));
  g_assert_false (ck_type_is_compatible_across (a, make_struct ("other", ck_ty_int)));
  /* an incomplete declaration is compatible with any complete one of its tag */
  CkType *inc = ck_new (CkType);
  inc->kind = CK_TY_STRUCT;
  inc->tag = "node";
  inc->size = -1;
  g_assert_true (ck_type_is_compatible_across (inc, a));
}

static void
test_predicates (void)
{
  g_assert_true (ck_type_is_integer (ck_ty_bool));
  g_assert_true (ck_type_is_flonum (ck_ty_ldouble));
  g_assert_true (ck_type_is_scalar (ck_type_pointer_to (ck_ty_void)));
  CkType *ref = ck_type_pointer_to (ck_ty_int);
  ref->is_reference = TRUE;
  g_assert_false (ck_type_is_pointer (ref));
  g_assert_true (ck_type_is_aggregate (ck_type_array_of (ck_ty_int, 2)));
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_summary ("C types with the x86-64 LP64 layout: sizes, spelling, compatibility.");
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    g_test_add_data_func (sizes[i].path, &sizes[i], test_size);
  g_test_add_func ("/frontend/type/derived/sizes", test_derived);
  g_test_add_func ("/frontend/type/to-string/declarators", test_to_string);
  g_test_add_func ("/frontend/type/compatible/basic", test_compatible);
  g_test_add_func ("/frontend/type/compatible/across-units", test_compatible_across);
  g_test_add_func ("/frontend/type/predicates/kinds", test_predicates);
  return g_test_run ();
}
