/* corpus/c/vla-matrix.c: variable-length arrays as C99 textbooks use them: VLA parameters
 * `double a[n][n]`, local VLAs sized at run time (in a loop too), sizeof of a VLA, pointers to
 * VLA rows, a typedef whose length is fixed where it is declared, and `[*]` in a prototype */
#include <stdio.h>
#include <stdlib.h>

static double trace(int n, double a[*][*]);   /* a prototype may leave the bounds unspecified */

static void identity(int n, double a[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = i == j;
}

static void multiply(int n, int m, int p, double c[n][p], const double a[n][m], const double b[m][p])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int k = 0; k < m; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static double trace(int n, double a[n][n])
{
    double t = 0;
    for (int i = 0; i < n; i++)
        t += a[i][i];
    return t;
}

int main(void)
{
    int n = 3, m = 4;
    double a[n][m], b[m][n], c[n][n], id[n][n];
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++) {
            a[i][k] = i + k;
            b[k][i] = k - i;
        }
    multiply(n, m, n, c, a, b);
    identity(n, id);
    printf("trace(c) = %g, trace(id) = %g\n", trace(n, c), trace(n, id));
    printf("sizeof a = %zu, sizeof a[0] = %zu, rows = %zu\n", sizeof a, sizeof a[0],
           sizeof a / sizeof a[0]);

    double (*row)[m] = a;
    row += 2;
    printf("row[0][3] = %g, row - a = %td\n", row[0][3], row - a);

    long total = 0;
    for (int len = 1; len <= 100; len++) {
        int squares[len];
        for (int i = 0; i < len; i++)
            squares[i] = i * i;
        total += squares[len - 1];
        if (len % 2)
            continue;
        char tag[len + 1];
        tag[len] = 1;
        total += tag[len];
    }
    printf("total = %ld\n", total);

    int width = 8;
    typedef int line[width];
    width = 1000;
    line l;
    printf("sizeof (line) = %zu\n", sizeof l);

    double (*heap)[n] = malloc(n * sizeof *heap);
    identity(n, heap);
    printf("heap trace = %g\n", trace(n, heap));
    free(heap);
    return 0;
}

// expect: trace(c) = 22, trace(id) = 3
// expect: sizeof a = 96, sizeof a[0] = 32, rows = 3
// expect: row[0][3] = 5, row - a = 2
// expect: total = 328400
// expect: sizeof (line) = 32
// expect: heap trace = 3
