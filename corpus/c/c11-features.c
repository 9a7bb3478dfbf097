/* corpus/c/c11-features.c: C11 as gcc 12 compiles it: tentative definitions, compound literals,
 * designated initialisers in any order, a flexible array member, _Generic, _Static_assert,
 * (static_assert with <assert.h>), _Alignof and restrict */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <assert.h>

int counter;            /* tentative definitions of one object */
int counter;
int counter = 5;
static double scale;

struct point { int x, y, z; };

struct message {
    size_t length;
    char text[];        /* flexible array member */
};

#define type_name(x) _Generic((x), int: "int", unsigned: "unsigned", double: "double", \
                              float: "float", char *: "char *", default: "other")

_Static_assert(sizeof(struct point) == 3 * sizeof(int), "struct point has no padding");
static_assert(_Alignof(struct message) == _Alignof(size_t), "<assert.h> spells it static_assert");

static void add_vectors(int n, float *restrict out, const float *restrict a, const float *restrict b)
{
    for (int i = 0; i < n; i++)
        out[i] = a[i] + b[i];
}

static int sum_points(const struct point *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i].x + p[i].y + p[i].z;
    return s;
}

int main(void)
{
    struct point p = { .z = 3, .x = 1 };
    int squares[6] = { [4] = 16, [1] = 1, 4, [0] = 0 };
    printf("p = {%d, %d, %d}\n", p.x, p.y, p.z);
    for (int i = 0; i < 6; i++)
        printf("%d%c", squares[i], i < 5 ? ' ' : '\n');

    int total = sum_points((struct point[]){ { 1, 2, 3 }, { .y = 10 } }, 2);
    printf("compound literal sum = %d\n", total);
    int *three = (int[]){ 7, 8, 9 };
    printf("three[2] = %d\n", three[2]);

    const char *greeting = "hello, flexible array";
    struct message *m = malloc(sizeof *m + strlen(greeting) + 1);
    m->length = strlen(greeting);
    strcpy(m->text, greeting);
    printf("%s (%zu chars, header %zu bytes)\n", m->text, m->length, sizeof *m);
    free(m);

    char *s = "x";
    printf("%s %s %s %s %s %s\n", type_name(1), type_name(1u), type_name(1.0), type_name(1.0f),
           type_name(s), type_name('c'));
    printf("%s\n", _Generic(NULL, void *: "NULL is ((void *) 0)", default: "NULL is an integer"));
    printf("_Alignof(double) = %zu, _Alignof(struct point) = %zu\n", _Alignof(double),
           _Alignof(struct point));
    bool flag = true;
    printf("counter = %d, scale = %g, flag = %d\n", counter, scale, flag);

    float a[4] = { 1, 2, 3, 4 }, b[4] = { 0.5f, 0.5f, 0.5f, 0.5f }, out[4];
    add_vectors(4, out, a, b);
    printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
    return 0;
}

// expect: p = {1, 0, 3}
// expect: 0 1 4 0 16 0
// expect: compound literal sum = 16
// expect: three[2] = 9
// expect: hello, flexible array (21 chars, header 8 bytes)
// expect: int unsigned double float char * int
// expect: NULL is ((void *) 0)
// expect: _Alignof(double) = 8, _Alignof(struct point) = 4
// expect: counter = 5, scale = 0, flag = 1
// expect: 1.5 2.5 3.5 4.5
