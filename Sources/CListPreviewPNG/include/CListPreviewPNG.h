#ifndef LISTPREVIEW_CLISTPREVIEWPNG_H
#define LISTPREVIEW_CLISTPREVIEWPNG_H
/* The PNG shim of ListRenderKit.
 *
 * libpng reports errors with longjmp, which Swift cannot catch, so every libpng call is made from C here and errors
 * come back as a non-zero return code plus a message in `lp_png_status`. The fast encoder does not use libpng: it
 * packs cairo's premultiplied ARGB32 rows into PNG scanlines (filter byte 0), compresses them with libdeflate and
 * leaves the chunk framing (signature, IHDR, IDAT, IEND, CRCs) to the Swift `PNGChunkWriter`. */

#include <stddef.h>
#include <stdint.h>

/* The outcome of a call: `code` is 0 on success; otherwise `message` says what failed. */
typedef struct lp_png_status {
    int code;
    char message[256];
} lp_png_status;

/* A byte buffer allocated by the shim; release it with `lp_png_buffer_free`. */
typedef struct lp_png_buffer {
    uint8_t *bytes;
    size_t count;
} lp_png_buffer;

/* Frees a buffer returned by the shim (safe on an empty buffer). */
void lp_png_buffer_free(lp_png_buffer *buffer);

/* 1 when every pixel of a premultiplied ARGB32 image (native-endian uint32 per pixel) is opaque, else 0. */
int lp_png_argb32_is_opaque(const uint8_t *pixels, int width, int height, int stride);

/* Packs a premultiplied ARGB32 image into PNG scanlines, each a filter byte 0 then RGB (when `with_alpha` is 0) or
 * un-premultiplied RGBA samples, exactly as cairo's PNG writer un-premultiplies. `out` must hold
 * `height * (1 + width * (with_alpha ? 4 : 3))` bytes. */
void lp_png_pack_argb32(const uint8_t *pixels, int width, int height, int stride, int with_alpha, uint8_t *out);

/* Packs an image as RGB scanlines (filter byte 0) in one pass, checking that it is opaque as it goes: returns 1 when
 * it is (and `out`, of `height * (1 + width * 3)` bytes, holds the scanlines), 0 at the first translucent row (then
 * pack it with `lp_png_pack_argb32(..., with_alpha = 1, ...)`). */
int lp_png_pack_argb32_opaque(const uint8_t *pixels, int width, int height, int stride, uint8_t *out);

/* The same with the portable packer only (lp_png_pack_argb32_opaque takes SSSE3's byte shuffle where the CPU has
 * it): the reference a test compares the fast path with. */
int lp_png_pack_argb32_opaque_portable(const uint8_t *pixels, int width, int height, int stride, uint8_t *out);

/* Converts a premultiplied ARGB32 image to straight-alpha RGBA rows of `width * 4` bytes (no filter bytes), with
 * the rounding of the PNG writers above. */
void lp_argb32_to_rgba(const uint8_t *pixels, int width, int height, int stride, uint8_t *out);

/* A reusable libdeflate compressor at a given level (1 fastest ... 12 smallest); NULL when out of memory. */
void *lp_deflate_compressor_create(int level);
/* Frees a compressor (safe on NULL). */
void lp_deflate_compressor_free(void *compressor);
/* The most bytes `lp_deflate_zlib_compress` can produce for `count` input bytes. */
size_t lp_deflate_zlib_bound(void *compressor, size_t count);
/* Compresses `count` bytes into a zlib stream in `out` (of `capacity` bytes); returns its size, 0 when it does not fit. */
size_t lp_deflate_zlib_compress(void *compressor, const uint8_t *bytes, size_t count, uint8_t *out, size_t capacity);

/* PNG's (and zlib's) CRC-32, continued from `crc` (start with 0). */
uint32_t lp_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

/* Encodes a premultiplied ARGB32 image to PNG through libpng (zlib level `level`, no filter; RGB when opaque, else
 * RGBA): the reference encoder the fast path is measured and checked against. */
int lp_png_encode_libpng(const uint8_t *pixels, int width, int height, int stride, int level,
                         lp_png_buffer *out, lp_png_status *status);

/* Decodes a PNG held in memory into 8-bit RGBA (straight alpha), rows of `width * 4` bytes, whatever its colour type,
 * bit depth or interlacing. */
int lp_png_decode_rgba(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                       lp_png_buffer *out, lp_png_status *status);

/* Whether a PNG decodes to exactly the pixels `lp_argb32_to_rgba` makes of a premultiplied ARGB32 image (the
 * equality visual regression checks), without decoding it into a new buffer: 1 equal, 0 different (a different
 * size, or the first differing row), -1 undecided (not an 8-bit non-interlaced RGB/RGBA PNG without tRNS, a bad CRC
 * or stream, out of memory: decode it with `lp_png_decode_rgba`, which says what is wrong). Inflates with libdeflate
 * into a buffer the calling thread keeps (freed when it exits). */
int lp_png_matches_argb32(const uint8_t *png, size_t count, const uint8_t *pixels, int width, int height,
                          int stride);

#endif
