/* corpus/c/pragma-pack.c: `#pragma pack` in gcc's forms (n, push, push with n, pop, reset) lays
 * out the structs that follow, as file-format headers and csmith use it. Found by csmith (host
 * seed 411): the pragma was ignored, so a packed struct had its natural layout and a union
 * reading its first bytes saw padding. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

#pragma pack(push)
#pragma pack(1)
struct S0 {
    const int8_t f0;
    uint16_t f1;
    int64_t f2;
    const uint32_t f3;
    int32_t f4;
    int16_t f5;
    uint16_t f6;
};
#pragma pack(pop)

union U6 {
    const struct S0 f0;
    const volatile uint32_t f1;
};

#pragma pack(push, 2)
struct bmp_header {
    char magic[2];
    uint32_t size;
    uint32_t reserved;
    uint32_t offset;
};
#pragma pack(pop)

struct natural {
    char c;
    int i;
};

#pragma pack(4)
struct capped {
    char c;
    double d;
};
#pragma pack()

struct after_reset {
    char c;
    double d;
};

static volatile union U6 g = {{0x57L, 0xCD3FL, 0xDC3ABB43ABC618C9LL, 0x28790FD7L, 1L, 0xDE92L, 0x9C3CL}};

int main(void)
{
    printf("S0: %zu bytes, f2 at %zu; U6: %zu bytes, f1 = %X\n", sizeof(struct S0),
           offsetof(struct S0, f2), sizeof(union U6), g.f1);
    printf("bmp_header: %zu bytes, offset at %zu\n", sizeof(struct bmp_header),
           offsetof(struct bmp_header, offset));
    printf("natural %zu, capped %zu (d at %zu), after reset %zu\n", sizeof(struct natural),
           sizeof(struct capped), offsetof(struct capped, d), sizeof(struct after_reset));
    return 0;
}

// expect: S0: 23 bytes, f2 at 3; U6: 24 bytes, f1 = C9CD3F57
// expect: bmp_header: 14 bytes, offset at 10
// expect: natural 8, capped 12 (d at 4), after reset 16
