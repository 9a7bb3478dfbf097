/* corpus/c/pragma-pack.c: `#pragma pack` in gcc's forms (n, push, push with n, pop, reset) lays
 * out the structs that follow, as file-format headers and csmith use it. Found by csmith (host
 * seed 411): the pragma was ignored, so a packed struct had its natural layout and a union
 * reading its first bytes saw padding. Bit-fields of a pack (1) struct straddle bytes: one may
 * cover 5 bytes at the end of the struct (seed 5) or the whole of a 6-byte struct (seed 150),
 * and is read and written without touching the bytes after the struct. */
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

#pragma pack(push)
#pragma pack(1)
struct bits_at_end {
    unsigned f0 : 31;
    signed f1 : 27;
    uint16_t tail;
};
struct small_bits {
    signed f0 : 6;
    const unsigned f1 : 29;
    volatile unsigned f2 : 6;
};
#pragma pack(pop)

static struct bits_at_end b = { 300, -3992, 0x1234 };
static volatile struct small_bits sb = { 0, 18777, 0 };

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
    b.f1 += 7;
    sb.f2 = 45;
    sb.f0 = -3;
    printf("bits_at_end: %zu bytes, %u %d %#x; small_bits: %zu bytes, %d %u %u\n",
           sizeof b, b.f0, b.f1, b.tail, sizeof sb, sb.f0, sb.f1, sb.f2);
    return 0;
}

// expect: S0: 23 bytes, f2 at 3; U6: 24 bytes, f1 = C9CD3F57
// expect: bmp_header: 14 bytes, offset at 10
// expect: natural 8, capped 12 (d at 4), after reset 16
// expect: bits_at_end: 10 bytes, 300 -3985 0x1234; small_bits: 6 bytes, -3 18777 45
