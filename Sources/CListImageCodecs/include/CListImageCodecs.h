#ifndef LISTPREVIEW_CLISTIMAGECODECS_H
#define LISTPREVIEW_CLISTIMAGECODECS_H
/* The decoding shim of ListImageKit.
 *
 * libpng and libjpeg report errors with longjmp, which Swift cannot catch, so their calls are made from C here and
 * errors come back as a non-zero code plus a message. Both decoders read the header first and refuse an image whose
 * width, height or pixel count passes the caller's limits BEFORE any pixel memory is allocated; libpng's ancillary
 * chunks and libjpeg's working memory are bounded too. The pixels come out as premultiplied ARGB32 (one native-endian
 * uint32 per pixel, Cairo's CAIRO_FORMAT_ARGB32), premultiplied with Cairo's own rounding. */

#include <stddef.h>
#include <stdint.h>

/* Why a decode failed. */
typedef enum li_code {
    LI_OK = 0,
    LI_CORRUPT = 1,      /* the library refused the data: `message` says why */
    LI_TOO_LARGE = 2,    /* the header's size passes the limits: `width` and `height` hold it */
    LI_OUT_OF_MEMORY = 3
} li_code;

/* The limits a decode checks against the header before it allocates. */
typedef struct li_limits {
    uint32_t max_side;       /* the most pixels on either side */
    uint64_t max_pixels;     /* the most pixels in all */
    uint64_t max_work_bytes; /* the most memory the library may use beside the pixels (chunks, coefficients) */
    uint32_t max_scans;      /* the most progressive JPEG scans */
} li_limits;

/* The outcome of a decode. On success `pixels` holds width * height premultiplied ARGB32 values; free them with
 * `li_free`. */
typedef struct li_result {
    int code;
    uint32_t width;
    uint32_t height;
    uint32_t *pixels;
    char message[256];
} li_result;

/* Frees pixels returned by a decoder (safe on NULL). */
void li_free(uint32_t *pixels);

/* How the PNG decoder lays out the pixels it returns. */
typedef enum li_pixel_layout {
    LI_ARGB32_PREMULTIPLIED = 0, /* native-endian premultiplied ARGB32, Cairo's (images drawn in cells) */
    LI_RGBA_STRAIGHT = 1         /* R, G, B, A bytes with straight alpha (goldens, compared byte by byte) */
} li_pixel_layout;

/* Decodes a PNG held in memory (any colour type, bit depth, interlacing; gamma and colour chunks are ignored) into
 * premultiplied ARGB32: li_png_decode_layout with LI_ARGB32_PREMULTIPLIED. */
void li_png_decode(const uint8_t *bytes, size_t count, li_limits limits, li_result *result);

/* The one PNG decoder of ListPreview: images in cells (li_png_decode) and goldens (CListPreviewPNG's
 * lp_png_decode_rgba, with the renderer's limits) both decode through it. Before libpng allocates anything, a walk
 * over the chunks checks the header's sides and pixel count against `limits` (LI_TOO_LARGE, with `width` and
 * `height`) and that the rows the header declares fit what its IDAT data can inflate to (deflate expands at most
 * 1032:1; LI_CORRUPT, "the image data is truncated: ..."); both checks are made again on the header libpng reads.
 * On success `pixels` holds width * height * 4 bytes in `layout`; free them with `li_free`. */
void li_png_decode_layout(const uint8_t *bytes, size_t count, li_limits limits, li_pixel_layout layout,
                          li_result *result);

/* Decodes a baseline or progressive JPEG held in memory (greyscale or colour; CMYK and YCCK are refused), with the
 * accurate integer IDCT, so the pixels are the same on every CPU. */
void li_jpeg_decode(const uint8_t *bytes, size_t count, li_limits limits, li_result *result);

/* The header checks of li_png_decode and li_jpeg_decode without decoding a pixel: the same limits and the same
 * refusals a decode makes before it allocates (for a PNG the chunk walk, libpng's header and ancillary chunks before
 * the image data; for a JPEG libjpeg's header, CMYK refused). On success `width` and `height` hold the size and
 * `pixels` is NULL. ListImageKit checks a file this way when a spec or a view names it, and decodes it when drawn. */
void li_png_probe(const uint8_t *bytes, size_t count, li_limits limits, li_result *result);
void li_jpeg_probe(const uint8_t *bytes, size_t count, li_limits limits, li_result *result);

/* li_png_decode and li_jpeg_decode into the caller's memory: `into` must hold exactly width * height pixels (the size
 * li_png_probe / li_jpeg_probe read; another size is LI_CORRUPT and nothing is written). `pixels` stays NULL: the
 * caller owns `into`. A decoded image is never held twice (a decode into new memory, then a copy). */
void li_png_decode_into(const uint8_t *bytes, size_t count, li_limits limits, uint32_t *into, size_t into_count,
                        li_result *result);
void li_jpeg_decode_into(const uint8_t *bytes, size_t count, li_limits limits, uint32_t *into, size_t into_count,
                         li_result *result);

/* Premultiplies straight-alpha BGRA bytes in place into native-endian ARGB32 with Cairo's rounding. */
void li_premultiply_bgra(uint8_t *pixels, size_t count);

#endif
