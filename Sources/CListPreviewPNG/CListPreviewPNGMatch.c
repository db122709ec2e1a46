#include "CListPreviewPNG.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The fast equality check of visual regression: a passing case must cost little more than its render, so the golden
 * is inflated by libdeflate (several times faster than zlib) into a buffer each thread keeps, unfiltered row by row
 * and compared with the render's rows packed exactly as the PNG writers pack them. Nothing is allocated per call once
 * a thread has seen its largest frame. Whatever this cannot decide (an unusual PNG, a corrupt file) is left to the
 * libpng decoder, which also writes the messages. */

/* MARK: - Per-thread scratch */

typedef struct lp_scratch {
    struct libdeflate_decompressor *decompressor;
    uint8_t *inflated;
    size_t inflated_capacity;
    uint8_t *idat;
    size_t idat_capacity;
    uint8_t *row;
    size_t row_capacity;
} lp_scratch;

static pthread_key_t lp_scratch_key;
static pthread_once_t lp_scratch_once = PTHREAD_ONCE_INIT;

static void lp_scratch_free(void *value) {
    lp_scratch *scratch = value;
    if (scratch == NULL) return;
    if (scratch->decompressor != NULL) libdeflate_free_decompressor(scratch->decompressor);
    free(scratch->inflated);
    free(scratch->idat);
    free(scratch->row);
    free(scratch);
}

static void lp_scratch_make_key(void) { (void)pthread_key_create(&lp_scratch_key, lp_scratch_free); }

/* The calling thread's scratch (freed when the thread exits), or NULL when out of memory. */
static lp_scratch *lp_scratch_get(void) {
    (void)pthread_once(&lp_scratch_once, lp_scratch_make_key);
    lp_scratch *scratch = pthread_getspecific(lp_scratch_key);
    if (scratch != NULL) return scratch;
    scratch = calloc(1, sizeof *scratch);
    if (scratch == NULL) return NULL;
    scratch->decompressor = libdeflate_alloc_decompressor();
    if (scratch->decompressor == NULL || pthread_setspecific(lp_scratch_key, scratch) != 0) {
        lp_scratch_free(scratch);
        return NULL;
    }
    return scratch;
}

/* Makes `*buffer` hold at least `count` bytes; 0 when out of memory. */
static int lp_reserve(uint8_t **buffer, size_t *capacity, size_t count) {
    if (*capacity >= count) return 1;
    uint8_t *grown = realloc(*buffer, count);
    if (grown == NULL) return 0;
    *buffer = grown;
    *capacity = count;
    return 1;
}

/* MARK: - PNG parsing */

static uint32_t lp_be32(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

static int lp_paeth(int left, int up, int upper_left) {
    int estimate = left + up - upper_left;
    int to_left = abs(estimate - left), to_up = abs(estimate - up), to_upper_left = abs(estimate - upper_left);
    if (to_left <= to_up && to_left <= to_upper_left) return left;
    return to_up <= to_upper_left ? up : upper_left;
}

/* Undoes a row's filter in place (`previous` is the unfiltered row above, NULL for the first); 0 on a bad filter. */
static int lp_unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t count, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        if (previous != NULL)
            for (size_t i = 0; i < count; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < count; i++) {
            int left = i >= bpp ? row[i - bpp] : 0;
            int up = previous != NULL ? previous[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < count; i++) {
            int left = i >= bpp ? row[i - bpp] : 0;
            int up = previous != NULL ? previous[i] : 0;
            int upper_left = (previous != NULL && i >= bpp) ? previous[i - bpp] : 0;
            row[i] = (uint8_t)(row[i] + lp_paeth(left, up, upper_left));
        }
        return 1;
    default:
        return 0;
    }
}

/* Whether an RGB row (3 bytes a pixel) is the ARGB32 row: an RGB golden decodes to opaque pixels, so a translucent
 * render pixel differs. Each golden pixel is read as 4 bytes (the last one byte by byte, not to read past the row)
 * and the row's differences are gathered before one test. */
static int lp_rgb_row_matches(const uint32_t *row, const uint8_t *rgb, int width) {
    uint32_t difference = 0;
    int x = 0;
    for (; x + 1 < width; x++) {
        uint32_t bytes;
        memcpy(&bytes, rgb + (size_t)x * 3, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        uint32_t golden = 0xFF000000u | (bytes >> 8);
#else
        uint32_t golden = 0xFF000000u | (__builtin_bswap32(bytes) >> 8);
#endif
        difference |= row[x] ^ golden;
    }
    const uint8_t *last = rgb + (size_t)x * 3;
    difference |= row[x] ^ (0xFF000000u | ((uint32_t)last[0] << 16) | ((uint32_t)last[1] << 8) | last[2]);
    return difference == 0;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

/* The same test four pixels at a time: SSSE3's byte shuffle turns 12 golden bytes (R G B …) into four ARGB32 words
 * (B G R in memory, alpha set), which are XORed with the render's and gathered. Each 16-byte load reads 4 bytes past
 * its 12 samples: groups stop while at least two pixels are left, so no load leaves the row, and the last pixels go
 * through the portable test. */
__attribute__((target("ssse3")))
static int lp_rgb_row_matches_ssse3(const uint32_t *row, const uint8_t *rgb, int width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    __m128i difference = _mm_setzero_si128();
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i golden = _mm_or_si128(_mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(rgb + (size_t)x * 3)), order),
                                      alpha);
        difference = _mm_or_si128(difference, _mm_xor_si128(golden, _mm_loadu_si128((const __m128i *)(row + x))));
    }
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(difference, _mm_setzero_si128())) != 0xFFFF) return 0;
    return lp_rgb_row_matches(row + x, rgb + (size_t)x * 3, width - x);
}

/* The same test eight pixels at a time (AVX2): one 32-byte load holds the 24 golden bytes of eight pixels; a dword
 * permute moves the last 12 into the upper lane, where the same byte shuffle as above makes them ARGB32 words. Each
 * load reads 8 bytes past its 24 samples: groups stop while at least three pixels are left, so no load leaves the
 * row, and the rest goes through the four-pixel test. */
__attribute__((target("avx2")))
static int lp_rgb_row_matches_avx2(const uint32_t *row, const uint8_t *rgb, int width) {
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 0, 3, 4, 5, 0);
    const __m256i order = _mm256_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1,
                                           2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    __m256i difference = _mm256_setzero_si256();
    int x = 0;
    for (; x + 11 <= width; x += 8) {
        __m256i bytes = _mm256_loadu_si256((const __m256i *)(rgb + (size_t)x * 3));
        __m256i golden = _mm256_or_si256(_mm256_shuffle_epi8(_mm256_permutevar8x32_epi32(bytes, lanes), order), alpha);
        difference = _mm256_or_si256(difference, _mm256_xor_si256(golden, _mm256_loadu_si256((const __m256i *)(row + x))));
    }
    if (!_mm256_testz_si256(difference, difference)) return 0;
    return lp_rgb_row_matches_ssse3(row + x, rgb + (size_t)x * 3, width - x);
}

/* 2 with AVX2, 1 with SSSE3 only, 0 without (the portable test). */
static int lp_match_vector_level(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx2") ? 2 : __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}
#endif

int lp_png_matches_argb32(const uint8_t *png, size_t count, const uint8_t *pixels, int width, int height,
                          int stride) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (count < 8 || memcmp(png, signature, 8) != 0 || width <= 0 || height <= 0) return -1;
    lp_scratch *scratch = lp_scratch_get();
    if (scratch == NULL) return -1;

    /* Chunks: IHDR first, then IDATs (gathered), IEND; every CRC checked. Other critical chunks (a palette) and
     * tRNS, which the decoder turns into alpha, are left to libpng. */
    size_t offset = 8, idat_count = 0, idat_chunks = 0;
    const uint8_t *single_idat = NULL;
    int color_type = -1, ended = 0;
    while (!ended) {
        if (count - offset < 12) return -1;
        uint32_t length = lp_be32(png + offset);
        const uint8_t *type = png + offset + 4;
        if (length > count - offset - 12) return -1;
        const uint8_t *data = type + 4;
        uint32_t crc = lp_crc32(0, type, (size_t)length + 4);
        if (crc != lp_be32(data + length)) return -1;
        if (offset == 8) {
            if (memcmp(type, "IHDR", 4) != 0 || length != 13) return -1;
            uint32_t golden_width = lp_be32(data), golden_height = lp_be32(data + 4);
            if (data[8] != 8 || (data[9] != 2 && data[9] != 6) || data[10] != 0 || data[11] != 0 || data[12] != 0)
                return -1;
            if (golden_width != (uint32_t)width || golden_height != (uint32_t)height) return 0;
            color_type = data[9];
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_chunks == 0) single_idat = data;
            if (!lp_reserve(&scratch->idat, &scratch->idat_capacity, idat_count + length)) return -1;
            if (idat_chunks > 0 || length > 0) memcpy(scratch->idat + idat_count, data, length);
            idat_count += length;
            idat_chunks++;
        } else if (memcmp(type, "IEND", 4) == 0) {
            ended = 1;
        } else if ((type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0) {
            return -1;
        }
        offset += (size_t)length + 12;
    }
    if (idat_chunks == 0) return -1;
    const uint8_t *stream = idat_chunks == 1 ? single_idat : scratch->idat;

    size_t bpp = color_type == 6 ? 4 : 3;
    size_t row_bytes = (size_t)width * bpp;
    size_t inflated_count = (size_t)height * (row_bytes + 1);
    if (!lp_reserve(&scratch->inflated, &scratch->inflated_capacity, inflated_count)) return -1;
    if (!lp_reserve(&scratch->row, &scratch->row_capacity, (size_t)width * 4 + 1)) return -1;
    if (libdeflate_zlib_decompress(scratch->decompressor, stream, idat_count, scratch->inflated, inflated_count,
                                   NULL) != LIBDEFLATE_SUCCESS)
        return -1;

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    int level = lp_match_vector_level();
#endif
    const uint8_t *previous = NULL;
    for (int y = 0; y < height; y++) {
        uint8_t *line = scratch->inflated + (size_t)y * (row_bytes + 1);
        if (!lp_unfilter(line[0], line + 1, previous, row_bytes, bpp)) return -1;
        previous = line + 1;
        const uint8_t *source = pixels + (size_t)y * (size_t)stride;
        if (color_type == 2) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
            int matches = level == 2   ? lp_rgb_row_matches_avx2((const uint32_t *)source, line + 1, width)
                          : level == 1 ? lp_rgb_row_matches_ssse3((const uint32_t *)source, line + 1, width)
                                       : lp_rgb_row_matches((const uint32_t *)source, line + 1, width);
#else
            int matches = lp_rgb_row_matches((const uint32_t *)source, line + 1, width);
#endif
            if (!matches) return 0;
        } else {
            lp_argb32_to_rgba(source, width, 1, stride, scratch->row);
            if (memcmp(scratch->row, line + 1, row_bytes) != 0) return 0;
        }
    }
    return 1;
}
