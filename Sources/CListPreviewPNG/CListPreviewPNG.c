#include "CListPreviewPNG.h"
#include "CListImageCodecs.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* MARK: - Buffers and status */

void lp_png_buffer_free(lp_png_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
}

static int lp_fail(lp_png_status *status, const char *message) {
    status->code = 1;
    snprintf(status->message, sizeof status->message, "%s", message);
    return 1;
}

/* A growable buffer that libpng writes into. */
typedef struct lp_sink {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    int failed;
} lp_sink;

static void lp_sink_append(lp_sink *sink, const uint8_t *bytes, size_t count) {
    if (sink->failed) return;
    if (sink->count + count > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->count + count) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) {
            sink->failed = 1;
            return;
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->count, bytes, count);
    sink->count += count;
}

/* MARK: - Pixel packing (shared by the libdeflate path and the libpng path) */

int lp_png_argb32_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

/* One row of samples, without the filter byte: RGB, or RGBA un-premultiplied with cairo's rounding. */
static void lp_pack_row(const uint32_t *row, int width, int with_alpha, uint8_t *out) {
    if (!with_alpha) {
        for (int x = 0; x < width; x++) {
            uint32_t pixel = row[x];
            out[0] = (uint8_t)(pixel >> 16);
            out[1] = (uint8_t)(pixel >> 8);
            out[2] = (uint8_t)pixel;
            out += 3;
        }
        return;
    }
    for (int x = 0; x < width; x++) {
        uint32_t pixel = row[x];
        uint32_t alpha = pixel >> 24;
        if (alpha == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else if (alpha == 255) {
            out[0] = (uint8_t)(pixel >> 16);
            out[1] = (uint8_t)(pixel >> 8);
            out[2] = (uint8_t)pixel;
            out[3] = 255;
        } else {
            out[0] = (uint8_t)((((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha);
            out[1] = (uint8_t)((((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha);
            out[2] = (uint8_t)(((pixel & 0xFF) * 255 + alpha / 2) / alpha);
            out[3] = (uint8_t)alpha;
        }
        out += 4;
    }
}

/* One opaque-candidate row as RGB samples (no filter byte); returns the AND of its pixels (alpha in the top byte). */
static uint32_t lp_pack_rgb_row(const uint32_t *row, int width, uint8_t *line) {
    uint32_t all = 0xFF000000u;
    for (int x = 0; x < width; x++) {
        uint32_t pixel = row[x];
        all &= pixel;
        line[0] = (uint8_t)(pixel >> 16);
        line[1] = (uint8_t)(pixel >> 8);
        line[2] = (uint8_t)pixel;
        line += 3;
    }
    return all;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

/* The same row, four pixels at a time with SSSE3's byte shuffle (B G R A in memory → R G B); the same bytes as
 * lp_pack_rgb_row (a test compares them). Each 16-byte store writes 4 bytes past its 12 samples, which the next
 * group overwrites: groups stop while at least two pixels are left, so the store never leaves the row. */
__attribute__((target("ssse3")))
static uint32_t lp_pack_rgb_row_ssse3(const uint32_t *row, int width, uint8_t *line) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi32((int)0xFF000000u);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(row + x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)line, _mm_shuffle_epi8(pixels, order));
        line += 12;
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    return lanes[0] & lanes[1] & lanes[2] & lanes[3] & lp_pack_rgb_row(row + x, width - x, line);
}

static int lp_has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}
#endif

int lp_png_pack_argb32_opaque(const uint8_t *pixels, int width, int height, int stride, uint8_t *out) {
    size_t row_bytes = (size_t)width * 3;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    int fast = lp_has_ssse3();
#endif
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint8_t *line = out + (size_t)y * (row_bytes + 1);
        line[0] = 0; /* filter: none */
        uint32_t all;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
        all = fast ? lp_pack_rgb_row_ssse3(row, width, line + 1) : lp_pack_rgb_row(row, width, line + 1);
#else
        all = lp_pack_rgb_row(row, width, line + 1);
#endif
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

/* The portable packer alone (for the test that compares it with the one lp_png_pack_argb32_opaque chooses). */
int lp_png_pack_argb32_opaque_portable(const uint8_t *pixels, int width, int height, int stride, uint8_t *out) {
    size_t row_bytes = (size_t)width * 3;
    for (int y = 0; y < height; y++) {
        uint8_t *line = out + (size_t)y * (row_bytes + 1);
        line[0] = 0;
        uint32_t all = lp_pack_rgb_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), width, line + 1);
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

void lp_png_pack_argb32(const uint8_t *pixels, int width, int height, int stride, int with_alpha, uint8_t *out) {
    size_t row_bytes = (size_t)width * (with_alpha ? 4 : 3);
    for (int y = 0; y < height; y++) {
        uint8_t *line = out + (size_t)y * (row_bytes + 1);
        line[0] = 0; /* filter: none */
        lp_pack_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), width, with_alpha, line + 1);
    }
}

void lp_argb32_to_rgba(const uint8_t *pixels, int width, int height, int stride, uint8_t *out) {
    for (int y = 0; y < height; y++) {
        lp_pack_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), width, 1, out + (size_t)y * width * 4);
    }
}

/* MARK: - libdeflate and CRC */

void *lp_deflate_compressor_create(int level) { return libdeflate_alloc_compressor(level); }

void lp_deflate_compressor_free(void *compressor) {
    if (compressor != NULL) libdeflate_free_compressor(compressor);
}

size_t lp_deflate_zlib_bound(void *compressor, size_t count) {
    return libdeflate_zlib_compress_bound(compressor, count);
}

size_t lp_deflate_zlib_compress(void *compressor, const uint8_t *bytes, size_t count, uint8_t *out, size_t capacity) {
    return libdeflate_zlib_compress(compressor, bytes, count, out, capacity);
}

uint32_t lp_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    /* libdeflate's: the same CRC-32 as zlib's crc32 (PNG's), folded with carry-less multiplies where the CPU has
     * them, about five times fewer instructions than zlib's tables on a golden's chunks; any size_t length. */
    return libdeflate_crc32(crc, bytes, count);
}

/* MARK: - libpng error handling */

typedef struct lp_png_context {
    jmp_buf jump;
    lp_png_status *status;
} lp_png_context;

static void lp_png_error(png_structp png, png_const_charp message) {
    lp_png_context *context = png_get_error_ptr(png);
    lp_fail(context->status, message ? message : "libpng error");
    longjmp(context->jump, 1);
}

static void lp_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* Warnings (e.g. an unknown ancillary chunk) do not stop a decode. */
}

/* MARK: - libpng encoder */

static void lp_png_write_data(png_structp png, png_bytep data, png_size_t length) {
    lp_sink *sink = png_get_io_ptr(png);
    lp_sink_append(sink, data, length);
    if (sink->failed) png_error(png, "out of memory");
}

static void lp_png_flush(png_structp png) { (void)png; }

int lp_png_encode_libpng(const uint8_t *pixels, int width, int height, int stride, int level,
                         lp_png_buffer *out, lp_png_status *status) {
    status->code = 0;
    status->message[0] = 0;
    out->bytes = NULL;
    out->count = 0;
    if (width <= 0 || height <= 0) return lp_fail(status, "an image needs a positive width and height");
    int with_alpha = !lp_png_argb32_is_opaque(pixels, width, height, stride);
    size_t row_bytes = (size_t)width * (with_alpha ? 4 : 3);
    uint8_t *volatile row = malloc(row_bytes);
    if (row == NULL) return lp_fail(status, "out of memory");

    lp_png_context context;
    context.status = status;
    volatile lp_sink sink = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, lp_png_error, lp_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return lp_fail(status, "cannot create a libpng writer");
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(sink.bytes);
        return 1;
    }
    png_set_write_fn(png, (void *)&sink, lp_png_write_data, lp_png_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 with_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        lp_pack_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), width, with_alpha, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    out->bytes = sink.bytes;
    out->count = sink.count;
    return 0;
}

/* MARK: - Decoder (the one bounded PNG decoder of CListImageCodecs) */

int lp_png_decode_rgba(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                       lp_png_buffer *out, lp_png_status *status) {
    status->code = 0;
    status->message[0] = 0;
    out->bytes = NULL;
    out->count = 0;
    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) return lp_fail(status, "not a PNG file (bad signature)");
    /* The renderer's limits (32,766 pixels a side, Cairo's; 2^28 pixels) and 8 MiB for an ancillary chunk. */
    li_limits limits = {32766, (uint64_t)1 << 28, 8 << 20, 1};
    li_result result;
    li_png_decode_layout(bytes, count, limits, LI_RGBA_STRAIGHT, &result);
    if (result.code == LI_TOO_LARGE) {
        status->code = 1;
        snprintf(status->message, sizeof status->message,
                 "the image is %u x %u pixels, beyond the limits of 32766 pixels a side and 2^28 pixels",
                 result.width, result.height);
        return 1;
    }
    if (result.code != LI_OK) return lp_fail(status, result.message);
    *width = result.width;
    *height = result.height;
    out->bytes = (uint8_t *)result.pixels;
    out->count = (size_t)result.width * result.height * 4;
    return 0;
}
