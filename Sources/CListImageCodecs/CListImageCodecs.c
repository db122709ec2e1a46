/* See CListImageCodecs.h. */
#include "CListImageCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

void li_free(uint32_t *pixels) { free(pixels); }

static void li_fail(li_result *result, int code, const char *message) {
    result->code = code;
    snprintf(result->message, sizeof result->message, "%s", message);
}

/* Cairo's premultiplication (cairo-png.c, multiply_alpha): the rounding every decoder shares. */
static inline uint32_t li_multiply(uint32_t alpha, uint32_t colour) {
    uint32_t temp = alpha * colour + 0x80;
    return (temp + (temp >> 8)) >> 8;
}

void li_premultiply_bgra(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = pixels + i * 4;
        uint32_t a = p[3];
        uint32_t r = p[2], g = p[1], b = p[0];
        if (a != 0xFF) {
            r = li_multiply(a, r);
            g = li_multiply(a, g);
            b = li_multiply(a, b);
        }
        uint32_t value = (a << 24) | (r << 16) | (g << 8) | b;
        memcpy(p, &value, 4);
    }
}

/* 0 when the size passes the limits, else a filled-in LI_TOO_LARGE result. */
static int li_check_size(uint32_t width, uint32_t height, li_limits limits, li_result *result) {
    result->width = width;
    result->height = height;
    if (width == 0 || height == 0) {
        li_fail(result, LI_CORRUPT, "the image has no pixels (a side of 0)");
        return 1;
    }
    if (width > limits.max_side || height > limits.max_side ||
        (uint64_t)width * (uint64_t)height > limits.max_pixels) {
        li_fail(result, LI_TOO_LARGE, "too large");
        return 1;
    }
    return 0;
}

/* MARK: - PNG */

typedef struct li_png_context {
    jmp_buf jump;
    li_result *result;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} li_png_context;

static void li_png_error(png_structp png, png_const_charp message) {
    li_png_context *context = png_get_error_ptr(png);
    if (context->result->code == LI_OK) li_fail(context->result, LI_CORRUPT, message ? message : "libpng failed");
    longjmp(context->jump, 1);
}

static void li_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void li_png_read(png_structp png, png_bytep data, png_size_t length) {
    li_png_context *context = png_get_io_ptr(png);
    if (context->count - context->offset < length) png_error(png, "the PNG data ends early");
    memcpy(data, context->bytes + context->offset, length);
    context->offset += length;
}

static uint32_t li_read_be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* What a walk over the chunks finds before libpng reads anything: the header (the last IHDR before IEND) and the
   compressed bytes of every IDAT. The walk stops at IEND or at a chunk that runs past the data (libpng fails there
   too), so `compressed` counts every IDAT byte libpng can reach. Malformed chunk structure is left to libpng. */
typedef struct li_png_scan {
    int header;
    uint32_t width, height;
    unsigned depth, color, interlaced;
    uint64_t compressed;
} li_png_scan;

static li_png_scan li_png_prescan(const uint8_t *bytes, size_t count) {
    li_png_scan scan;
    memset(&scan, 0, sizeof scan);
    size_t offset = 8;
    while (count >= 12 && offset <= count - 12) {
        uint32_t length = li_read_be32(bytes + offset);
        const uint8_t *type = bytes + offset + 4, *data = bytes + offset + 8;
        if (length > count - offset - 12) break;
        if (memcmp(type, "IHDR", 4) == 0 && length >= 13) {
            scan.width = li_read_be32(data);
            scan.height = li_read_be32(data + 4);
            scan.depth = data[8];
            scan.color = data[9];
            scan.interlaced = data[12];
            scan.header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            scan.compressed += length;
        } else if (memcmp(type, "IEND", 4) == 0) {
            break;
        }
        offset += (size_t)length + 12;
    }
    return scan;
}

/* 0 when the rows a header declares fit what `compressed` bytes of deflate data can inflate to (at most 1032:1, plus
   slack for small images), else a filled-in LI_CORRUPT result: a file whose IDAT is too short for its header is
   refused at once instead of decoded into a large zeroed buffer. */
static int li_png_check_data(uint32_t width, uint32_t height, unsigned depth, unsigned color, unsigned interlaced,
                             uint64_t compressed, li_result *result) {
    unsigned channels = color == 2 ? 3 : color == 4 ? 2 : color == 6 ? 4 : 1;
    uint64_t row = ((uint64_t)width * channels * (depth ? depth : 8) + 7) / 8 + 1;
    uint64_t needed = row * height;
    if (interlaced) needed = needed / 2; /* Adam7 passes: a safe lower bound */
    if (needed <= compressed * 1032 + 65536) return 0;
    result->code = LI_CORRUPT;
    snprintf(result->message, sizeof result->message,
             "the image data is truncated: %u x %u pixels need %llu bytes of rows, more than its %llu compressed "
             "bytes can hold", width, height, (unsigned long long)needed, (unsigned long long)compressed);
    return 1;
}

void li_png_decode(const uint8_t *bytes, size_t count, li_limits limits, li_result *result) {
    li_png_decode_layout(bytes, count, limits, LI_ARGB32_PREMULTIPLIED, result);
}

static void li_png_run(const uint8_t *bytes, size_t count, li_limits limits, li_pixel_layout layout, int header_only,
                       uint32_t *into, size_t into_count, li_result *result);

void li_png_decode_layout(const uint8_t *bytes, size_t count, li_limits limits, li_pixel_layout layout,
                          li_result *result) {
    li_png_run(bytes, count, limits, layout, 0, NULL, 0, result);
}

void li_png_probe(const uint8_t *bytes, size_t count, li_limits limits, li_result *result) {
    li_png_run(bytes, count, limits, LI_ARGB32_PREMULTIPLIED, 1, NULL, 0, result);
}

void li_png_decode_into(const uint8_t *bytes, size_t count, li_limits limits, uint32_t *into, size_t into_count,
                        li_result *result) {
    li_png_run(bytes, count, limits, LI_ARGB32_PREMULTIPLIED, 0, into, into_count, result);
}

/* The memory a decode writes its pixels to: the caller's (`into`, which must hold exactly width * height pixels) or a
   new allocation. */
static uint32_t *li_pixel_memory(uint32_t w, uint32_t h, uint32_t *into, size_t into_count, li_result *result) {
    if (into == NULL) return malloc((size_t)w * h * 4);
    if (into_count != (size_t)w * h) {
        li_fail(result, LI_CORRUPT, "the image changed size since its header was read");
        return NULL;
    }
    return into;
}

static void li_png_run(const uint8_t *bytes, size_t count, li_limits limits, li_pixel_layout layout, int header_only,
                       uint32_t *into, size_t into_count, li_result *result) {
    memset(result, 0, sizeof *result);
    /* Before libpng allocates anything: the header's size against the limits (a side of 0 is left to libpng, which
       says what is wrong) and its rows against the compressed data. */
    li_png_scan scan = li_png_prescan(bytes, count);
    if (scan.header && scan.width != 0 && scan.height != 0) {
        if (li_check_size(scan.width, scan.height, limits, result)) return;
        if (li_png_check_data(scan.width, scan.height, scan.depth, scan.color, scan.interlaced, scan.compressed,
                              result)) return;
    }
    li_png_context context;
    context.result = result;
    context.bytes = bytes;
    context.count = count;
    context.offset = 0;
    uint32_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, li_png_error, li_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        li_fail(result, LI_OUT_OF_MEMORY, "cannot create a libpng reader");
        return;
    }
    if (setjmp(context.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        if (pixels != into) free(pixels);
        free(rows);
        if (result->code == LI_OK) li_fail(result, LI_CORRUPT, "libpng failed");
        return;
    }
    png_set_read_fn(png, &context, li_png_read);
    /* libpng's own bounds: the header's sides (checked again below with the pixel count) and the memory a chunk it
       reads may take: at most the work limit, and never more than 1 MB beyond the file's size (libpng allocates a
       chunk's declared length before reading it: a fuzz finding, a 16 KB file whose chunk declared 1.8 GB). The
       chunks it still reads are small (PLTE, tRNS); the others are skipped unread (below). */
    png_set_user_limits(png, limits.max_side, limits.max_side);
    uint64_t chunk_max = (uint64_t)count + 1024u * 1024u;
    if (chunk_max > limits.max_work_bytes) chunk_max = limits.max_work_bytes;
    png_set_chunk_malloc_max(png, (png_alloc_size_t)chunk_max);
    png_set_chunk_cache_max(png, 1000);
    /* The pixels need only IHDR, PLTE, tRNS and IDAT (no gamma, colour profile or text is applied), so every other
       chunk is skipped unread, as libpng's manual shows: without an allocation, where libpng would allocate (and
       zero) a chunk's declared length before reading a text or profile chunk (under ASan, 1 MB per input made the
       golden fuzzer 25 times slower). */
    static const png_byte li_png_unused_chunks[] =
        "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0sTER\0tEXt\0tIME\0zTXt";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, li_png_unused_chunks,
                                (int)(sizeof li_png_unused_chunks / 5));
    png_read_info(png, info);
    /* Both checks again on the header libpng read, which the walk may not have reached (a fuzz finding: a header,
       a chunk running past the data, then a second PNG). */
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (li_check_size(w, h, limits, result) ||
        li_png_check_data(w, h, png_get_bit_depth(png, info), png_get_color_type(png, info),
                          png_get_interlace_type(png, info) != PNG_INTERLACE_NONE, scan.compressed, result)) {
        png_destroy_read_struct(&png, &info, NULL);
        return;
    }
    if (header_only) {
        png_destroy_read_struct(&png, &info, NULL);
        return;
    }
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    if (layout == LI_ARGB32_PREMULTIPLIED) png_set_bgr(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after conversion");
    pixels = li_pixel_memory(w, h, into, into_count, result);
    rows = malloc(sizeof(png_bytep) * h);
    if (pixels == NULL || rows == NULL) {
        if (result->code == LI_OK) li_fail(result, LI_OUT_OF_MEMORY, "out of memory");
        png_error(png, "out of memory");
    }
    for (png_uint_32 y = 0; y < h; y++) rows[y] = (png_bytep)(pixels + (size_t)y * w);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    if (layout == LI_ARGB32_PREMULTIPLIED) li_premultiply_bgra((uint8_t *)pixels, (size_t)w * h);
    if (into == NULL) result->pixels = pixels;
}

/* MARK: - JPEG */

typedef struct li_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    li_result *result;
} li_jpeg_error;

typedef struct li_jpeg_progress {
    struct jpeg_progress_mgr base;
    uint32_t max_scans;
} li_jpeg_progress;

static void li_jpeg_error_exit(j_common_ptr info) {
    li_jpeg_error *error = (li_jpeg_error *)info->err;
    if (error->result->code == LI_OK) {
        char message[JMSG_LENGTH_MAX];
        info->err->format_message(info, message);
        li_fail(error->result, LI_CORRUPT, message);
    }
    longjmp(error->jump, 1);
}

static void li_jpeg_output_message(j_common_ptr info) { (void)info; }

/* Warnings are ignored (libjpeg's recoverable oddities, such as extra bytes before a marker), except a file that ends
   before its image does: libjpeg would fill the rest with grey, which must not pass as a picture. */
static void li_jpeg_emit_message(j_common_ptr info, int level) {
    if (level == -1 && info->err->msg_code == JWRN_JPEG_EOF) {
        li_jpeg_error *error = (li_jpeg_error *)info->err;
        li_fail(error->result, LI_CORRUPT, "the JPEG data ends early");
        longjmp(error->jump, 1);
    }
}

/* Stops a progressive file with a flood of scans (each one a pass over every coefficient). */
static void li_jpeg_progress_monitor(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    li_jpeg_progress *progress = (li_jpeg_progress *)info->progress;
    if (decompress->is_decompressor && decompress->input_scan_number > (int)progress->max_scans) {
        li_jpeg_error *error = (li_jpeg_error *)info->err;
        char message[128];
        snprintf(message, sizeof message, "more than %u progressive scans", progress->max_scans);
        li_fail(error->result, LI_CORRUPT, message);
        longjmp(error->jump, 1);
    }
}

static void li_jpeg_run(const uint8_t *bytes, size_t count, li_limits limits, int header_only, uint32_t *into,
                        size_t into_count, li_result *result);

void li_jpeg_decode(const uint8_t *bytes, size_t count, li_limits limits, li_result *result) {
    li_jpeg_run(bytes, count, limits, 0, NULL, 0, result);
}

void li_jpeg_probe(const uint8_t *bytes, size_t count, li_limits limits, li_result *result) {
    li_jpeg_run(bytes, count, limits, 1, NULL, 0, result);
}

void li_jpeg_decode_into(const uint8_t *bytes, size_t count, li_limits limits, uint32_t *into, size_t into_count,
                         li_result *result) {
    li_jpeg_run(bytes, count, limits, 0, into, into_count, result);
}

static void li_jpeg_run(const uint8_t *bytes, size_t count, li_limits limits, int header_only, uint32_t *into,
                        size_t into_count, li_result *result) {
    memset(result, 0, sizeof *result);
    struct jpeg_decompress_struct info;
    li_jpeg_error error;
    li_jpeg_progress progress;
    uint32_t *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = li_jpeg_error_exit;
    error.base.output_message = li_jpeg_output_message;
    error.base.emit_message = li_jpeg_emit_message;
    error.result = result;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        if (pixels != into) free(pixels);
        if (result->code == LI_OK) li_fail(result, LI_CORRUPT, "libjpeg failed");
        return;
    }
    jpeg_create_decompress(&info);
    progress.base.progress_monitor = li_jpeg_progress_monitor;
    progress.max_scans = limits.max_scans;
    info.progress = &progress.base;
    info.mem->max_memory_to_use = (long)limits.max_work_bytes;
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);
    if (li_check_size(info.image_width, info.image_height, limits, result)) {
        jpeg_destroy_decompress(&info);
        return;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        li_fail(result, LI_CORRUPT, "a CMYK JPEG (only greyscale and colour JPEG files are drawn)");
        jpeg_destroy_decompress(&info);
        return;
    }
    if (header_only) {
        jpeg_destroy_decompress(&info);
        return;
    }
    /* One road on every CPU: the accurate integer IDCT and libjpeg's fancy upsampling, whose SIMD versions give the
       same bytes as the C ones. */
    info.out_color_space = JCS_EXT_BGRA;
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    info.scale_num = 1;
    info.scale_denom = 1;
    jpeg_start_decompress(&info);
    uint32_t w = info.output_width, h = info.output_height;
    if (w != result->width || h != result->height || info.output_components != 4) {
        li_fail(result, LI_CORRUPT, "unexpected output size");
        jpeg_destroy_decompress(&info);
        return;
    }
    pixels = li_pixel_memory(w, h, into, into_count, result);
    if (pixels == NULL) {
        if (result->code == LI_OK) li_fail(result, LI_OUT_OF_MEMORY, "out of memory");
        jpeg_destroy_decompress(&info);
        return;
    }
    while (info.output_scanline < h) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.output_scanline * w);
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    li_premultiply_bgra((uint8_t *)pixels, (size_t)w * h);
    if (into == NULL) result->pixels = pixels;
}
