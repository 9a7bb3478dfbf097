/* corpus/c/void-pointers.c: C's void * converts to and from every object pointer without a
 * cast (C11 6.3.2.3p1), as textbook C writes malloc, qsort and a generic swap; a .c file is C */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    int value;
    struct node *next;
};

static int compare_ints(const void *a, const void *b)
{
    const int *x = a, *y = b;
    return (*x > *y) - (*x < *y);
}

static void swap(void *a, void *b, size_t size)
{
    unsigned char tmp[64];
    memcpy(tmp, a, size);
    memcpy(a, b, size);
    memcpy(b, tmp, size);
}

static struct node *push(struct node *head, int value)
{
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

int main(void)
{
    int n = 8;
    int *data = malloc(n * sizeof *data);
    for (int i = 0; i < n; i++)
        data[i] = (i * 37 + 11) % 17;
    qsort(data, n, sizeof *data, compare_ints);
    for (int i = 0; i < n; i++)
        printf("%d%c", data[i], i + 1 < n ? ' ' : '\n');

    double x = 1.5, y = -2.25;
    swap(&x, &y, sizeof x);
    printf("x = %g, y = %g\n", x, y);

    struct node *list = NULL;
    for (int i = 1; i <= 4; i++)
        list = push(list, i * i);
    void *cursor = list;
    int sum = 0;
    while (cursor) {
        struct node *node = cursor;
        sum += node->value;
        cursor = node->next;
    }
    printf("sum = %d\n", sum);
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    char *buffer = calloc(16, 1);
    strcpy(buffer, "void *");
    printf("%s converts silently\n", buffer);
    free(buffer);
    free(data);
    return 0;
}

// expect: 0 3 6 9 11 12 14 15
// expect: x = -2.25, y = 1.5
// expect: sum = 30
// expect: void * converts silently
