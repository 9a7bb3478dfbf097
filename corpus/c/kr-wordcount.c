/* corpus/c/kr-wordcount.c: the K&R hash table (section 6.6) counting words, with qsort over
 * void pointers, a union read through its bytes, strtok, sprintf and ctype: a C program as
 * textbooks write it, without casts on malloc or in the comparison function */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#define HASHSIZE 101
struct nlist { struct nlist *next; char *name; int count; };
static struct nlist *hashtab[HASHSIZE];
unsigned hash(char *s) { unsigned hashval; for (hashval = 0; *s != '\0'; s++) hashval = *s + 31 * hashval; return hashval % HASHSIZE; }
struct nlist *lookup(char *s) { struct nlist *np; for (np = hashtab[hash(s)]; np != NULL; np = np->next) if (strcmp(s, np->name) == 0) return np; return NULL; }
struct nlist *install(char *name) {
    struct nlist *np; unsigned hashval;
    if ((np = lookup(name)) == NULL) {
        np = malloc(sizeof(*np));
        if (np == NULL || (np->name = strdup(name)) == NULL) return NULL;
        np->count = 0;
        hashval = hash(name); np->next = hashtab[hashval]; hashtab[hashval] = np;
    }
    np->count++;
    return np;
}
static int cmp(const void *a, const void *b) { const struct nlist *const *x = a, *const *y = b; int d = (*y)->count - (*x)->count; return d ? d : strcmp((*x)->name, (*y)->name); }
union value { int i; float f; unsigned char bytes[4]; };
int main(void)
{
    char text[] = "the quick brown fox jumps over the lazy dog the fox";
    char *word = strtok(text, " ");
    int nwords = 0;
    while (word) { install(word); nwords++; word = strtok(NULL, " "); }
    struct nlist *all[64]; int n = 0;
    for (int i = 0; i < HASHSIZE; i++) for (struct nlist *np = hashtab[i]; np; np = np->next) all[n++] = np;
    qsort(all, n, sizeof all[0], cmp);
    for (int i = 0; i < 3; i++) printf("%s %d\n", all[i]->name, all[i]->count);
    union value v; v.f = 1.0f; printf("%02x%02x%02x%02x %d\n", v.bytes[0], v.bytes[1], v.bytes[2], v.bytes[3], nwords);
    for (int i = 0; i < n; i++) { free(all[i]->name); free(all[i]); }
    char buf[32]; sprintf(buf, "%5.2f|%-4d|%x", 3.14159, 42, 255); puts(buf);
    int c = toupper('q'); putchar(c); putchar('\n');
    return 0;
}

// expect: the 3
// expect: fox 2
// expect: brown 1
// expect: 0000803f 11
// expect:  3.14|42  |ff
// expect: Q
