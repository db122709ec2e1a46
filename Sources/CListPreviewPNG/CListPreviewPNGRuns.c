#include "CListPreviewPNG.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* The frame encoder's own zlib stream for PNG scanlines (filter 0), written for list frames: flat fills, borders,
 * repeated rows, text and a few photos. The only matches it looks for are the two a rendered frame is made of: a run
 * of the previous pixel (distance = bytes per pixel) and a copy of the row above (distance = the scanline's length),
 * chosen greedily (the longer, at least LP_MIN_MATCH bytes); every other byte is a literal. Symbols are Huffman-coded
 * in dynamic blocks (a stored block where that is smaller), so photos cost about what their bytes' entropy says.
 * No hashing and no search: a few word compares per byte, several times faster than libdeflate's level 1 on frames,
 * for files of about the same size. Integer code only, no CPU-dependent path: the same bytes everywhere. */

enum {
    LP_MIN_MATCH = 4,
    LP_MAX_MATCH = 258,
    LP_BLOCK_SYMBOLS = 16384,
    LP_LITLEN = 286,
    LP_DIST = 30,
    LP_CODELEN = 19,
    LP_HASH_BITS = 14,
    LP_SKIP_AFTER = 16,
    LP_SKIP_MAX = 8,
};

static const uint16_t lp_length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                            31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t lp_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t lp_dist_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                          33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                          1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t lp_dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                          6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t lp_codelen_order[LP_CODELEN] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* MARK: - Bits */

typedef struct lp_bits {
    uint64_t buffer;
    int count;
    uint8_t *out;
    size_t position;
} lp_bits;

static inline void lp_put(lp_bits *bits, uint32_t value, int count) {
    bits->buffer |= (uint64_t)value << bits->count;
    bits->count += count;
    if (bits->count >= 32) {
        uint32_t word = (uint32_t)bits->buffer;
        bits->out[bits->position] = (uint8_t)word;
        bits->out[bits->position + 1] = (uint8_t)(word >> 8);
        bits->out[bits->position + 2] = (uint8_t)(word >> 16);
        bits->out[bits->position + 3] = (uint8_t)(word >> 24);
        bits->position += 4;
        bits->buffer >>= 32;
        bits->count -= 32;
    }
}

/* Writes out the whole bytes and pads the last one with zero bits. */
static void lp_align(lp_bits *bits) {
    while (bits->count > 0) {
        bits->out[bits->position++] = (uint8_t)bits->buffer;
        bits->buffer >>= 8;
        bits->count = bits->count > 8 ? bits->count - 8 : 0;
    }
    bits->buffer = 0;
}

/* MARK: - Huffman codes */

typedef struct lp_leaf {
    uint32_t frequency;
    uint16_t symbol;
} lp_leaf;

static int lp_leaf_order(const void *a, const void *b) {
    const lp_leaf *x = a, *y = b;
    if (x->frequency != y->frequency) return x->frequency < y->frequency ? -1 : 1;
    return x->symbol < y->symbol ? -1 : 1;
}

/* Code lengths of at most `limit` bits for `count` symbols: a Huffman code, made complete with at least two codes,
 * its overlong codes shortened to `limit` and the code rebalanced (a leaf at the deepest level above `limit` split
 * until Kraft's sum is exactly one). Ties break on the symbol, so the lengths depend on the frequencies alone. */
static void lp_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    lp_leaf leaves[LP_LITLEN];
    int used = 0;
    memset(lengths, 0, (size_t)count);
    for (int symbol = 0; symbol < count; symbol++) {
        if (frequencies[symbol] > 0) leaves[used++] = (lp_leaf){frequencies[symbol], (uint16_t)symbol};
    }
    /* Two codes at least (a decoder needs a complete code): add the lowest unused symbols with frequency 0. */
    for (int symbol = 0; used < 2 && symbol < count; symbol++) {
        if (frequencies[symbol] == 0) leaves[used++] = (lp_leaf){0, (uint16_t)symbol};
    }
    qsort(leaves, (size_t)used, sizeof leaves[0], lp_leaf_order);
    /* Two queues: the sorted leaves, and the internal nodes, made in ascending order of weight. */
    uint64_t weight[2 * LP_LITLEN];
    int parent[2 * LP_LITLEN];
    for (int i = 0; i < used; i++) weight[i] = leaves[i].frequency;
    int leaf = 0, inner = used;
    for (int next = used; next < 2 * used - 1; next++) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            if (leaf < used && (inner >= next || weight[leaf] <= weight[inner])) {
                pick[k] = leaf++;
            } else {
                pick[k] = inner++;
            }
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = next;
    }
    int depth[2 * LP_LITLEN];
    int root = 2 * used - 2;
    depth[root] = 0;
    int histogram[64] = {0};
    for (int node = root - 1; node >= 0; node--) {
        depth[node] = depth[parent[node]] + 1;
        if (node < used) histogram[depth[node] > limit ? limit : depth[node]]++;
    }
    uint32_t kraft = 0;
    for (int bits = 1; bits <= limit; bits++) kraft += (uint32_t)histogram[bits] << (limit - bits);
    while (kraft > (1u << limit)) {
        histogram[limit]--;
        for (int bits = limit - 1; bits > 0; bits--) {
            if (histogram[bits] > 0) {
                histogram[bits]--;
                histogram[bits + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    /* The rarest symbols (first in `leaves`) take the longest codes. */
    int index = 0;
    for (int bits = limit; bits > 0; bits--) {
        for (int k = 0; k < histogram[bits]; k++) lengths[leaves[index++].symbol] = (uint8_t)bits;
    }
}

/* Canonical codes for `lengths`, bit-reversed for the LSB-first bit writer. */
static void lp_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int histogram[16] = {0};
    for (int symbol = 0; symbol < count; symbol++) histogram[lengths[symbol]]++;
    histogram[0] = 0;
    uint32_t next[16];
    uint32_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + (uint32_t)histogram[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int symbol = 0; symbol < count; symbol++) {
        int bits = lengths[symbol];
        if (bits == 0) {
            codes[symbol] = 0;
            continue;
        }
        uint32_t value = next[bits]++, reversed = 0;
        for (int b = 0; b < bits; b++) reversed |= ((value >> b) & 1u) << (bits - 1 - b);
        codes[symbol] = (uint16_t)reversed;
    }
}

/* MARK: - Blocks */

/* A symbol: a literal byte (< 256), or LP_MATCH | length << 16 | distance (1...32768, stored minus one). */
#define LP_MATCH 0x80000000u

typedef struct lp_block {
    uint32_t symbols[LP_BLOCK_SYMBOLS];
    int count;
    uint32_t litlen[LP_LITLEN];
    uint32_t dist[LP_DIST];
    uint64_t extra_bits;
    uint8_t length_symbol[LP_MAX_MATCH + 1];
    uint8_t dist_small[512]; /* distance - 1 < 512: its code; above, dist_large[(distance - 1) >> 8] */
    uint8_t dist_large[128];
    uint32_t hash[1 << LP_HASH_BITS];
} lp_block;

static inline int lp_dist_code(const lp_block *block, uint32_t distance_minus_one) {
    return distance_minus_one < 512 ? block->dist_small[distance_minus_one] : block->dist_large[distance_minus_one >> 8];
}

static void lp_stored(lp_bits *bits, const uint8_t *bytes, size_t count, int final) {
    do {
        size_t part = count > 65535 ? 65535 : count;
        int last = final && part == count;
        lp_put(bits, (uint32_t)last, 3);
        lp_align(bits);
        bits->out[bits->position++] = (uint8_t)part;
        bits->out[bits->position++] = (uint8_t)(part >> 8);
        bits->out[bits->position++] = (uint8_t)~part;
        bits->out[bits->position++] = (uint8_t)(~part >> 8);
        memcpy(bits->out + bits->position, bytes, part);
        bits->position += part;
        bytes += part;
        count -= part;
    } while (count > 0);
}

/* Writes the block's symbols (covering `bytes[0..<count]`) as one dynamic-Huffman block, or as stored blocks when
 * that is smaller, then empties the block. */
static void lp_flush_block(lp_block *block, lp_bits *bits, const uint8_t *bytes, size_t count, int final) {
    block->litlen[256] = 1;
    uint8_t lengths[LP_LITLEN + LP_DIST], litlen_lengths[LP_LITLEN], dist_lengths[LP_DIST];
    lp_code_lengths(block->litlen, LP_LITLEN, 15, litlen_lengths);
    lp_code_lengths(block->dist, LP_DIST, 15, dist_lengths);
    int hlit = LP_LITLEN, hdist = LP_DIST;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
    memcpy(lengths, litlen_lengths, (size_t)hlit);
    memcpy(lengths + hlit, dist_lengths, (size_t)hdist);
    /* The code lengths, run-length coded: 16 repeats the previous length 3-6 times, 17 and 18 are runs of zeros. */
    uint8_t runs[LP_LITLEN + LP_DIST], run_extra[LP_LITLEN + LP_DIST];
    int run_count = 0, total = hlit + hdist;
    uint32_t codelen_frequencies[LP_CODELEN] = {0};
    for (int i = 0; i < total;) {
        uint8_t value = lengths[i];
        int same = 1;
        while (i + same < total && lengths[i + same] == value) same++;
        i += same;
        if (value == 0) {
            while (same >= 11) {
                int take = same > 138 ? 138 : same;
                runs[run_count] = 18, run_extra[run_count++] = (uint8_t)(take - 11), same -= take;
            }
            if (same >= 3) runs[run_count] = 17, run_extra[run_count++] = (uint8_t)(same - 3), same = 0;
        } else {
            runs[run_count] = value, run_extra[run_count++] = 0, same--;
            while (same >= 3) {
                int take = same > 6 ? 6 : same;
                runs[run_count] = 16, run_extra[run_count++] = (uint8_t)(take - 3), same -= take;
            }
        }
        while (same-- > 0) runs[run_count] = value, run_extra[run_count++] = 0;
    }
    for (int i = 0; i < run_count; i++) codelen_frequencies[runs[i]]++;
    uint8_t codelen_lengths[LP_CODELEN];
    lp_code_lengths(codelen_frequencies, LP_CODELEN, 7, codelen_lengths);
    int hclen = LP_CODELEN;
    while (hclen > 4 && codelen_lengths[lp_codelen_order[hclen - 1]] == 0) hclen--;

    /* The block's size both ways. */
    uint64_t dynamic_bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen + block->extra_bits;
    for (int i = 0; i < run_count; i++) {
        dynamic_bits += codelen_lengths[runs[i]] + (runs[i] == 16 ? 2 : runs[i] == 17 ? 3 : runs[i] == 18 ? 7 : 0);
    }
    for (int s = 0; s < LP_LITLEN; s++) dynamic_bits += (uint64_t)block->litlen[s] * litlen_lengths[s];
    for (int s = 0; s < LP_DIST; s++) dynamic_bits += (uint64_t)block->dist[s] * dist_lengths[s];
    uint64_t stored_bits = ((uint64_t)count + 5 * (count / 65535 + 1)) * 8 + 7;
    if (stored_bits <= dynamic_bits) {
        lp_stored(bits, bytes, count, final);
    } else {
        uint16_t litlen_codes[LP_LITLEN], dist_codes[LP_DIST], codelen_codes[LP_CODELEN];
        lp_codes(litlen_lengths, LP_LITLEN, litlen_codes);
        lp_codes(dist_lengths, LP_DIST, dist_codes);
        lp_codes(codelen_lengths, LP_CODELEN, codelen_codes);
        lp_put(bits, (uint32_t)(final ? 1 : 0) | 2u << 1, 3);
        lp_put(bits, (uint32_t)(hlit - 257), 5);
        lp_put(bits, (uint32_t)(hdist - 1), 5);
        lp_put(bits, (uint32_t)(hclen - 4), 4);
        for (int i = 0; i < hclen; i++) lp_put(bits, codelen_lengths[lp_codelen_order[i]], 3);
        for (int i = 0; i < run_count; i++) {
            lp_put(bits, codelen_codes[runs[i]], codelen_lengths[runs[i]]);
            if (runs[i] >= 16) lp_put(bits, run_extra[i], runs[i] == 16 ? 2 : runs[i] == 17 ? 3 : 7);
        }
        for (int i = 0; i < block->count; i++) {
            uint32_t symbol = block->symbols[i];
            if (!(symbol & LP_MATCH)) {
                lp_put(bits, litlen_codes[symbol], litlen_lengths[symbol]);
                continue;
            }
            int length = (int)((symbol >> 16) & 0x1FF);
            uint32_t distance = symbol & 0x7FFF;
            int code = block->length_symbol[length];
            lp_put(bits, litlen_codes[257 + code], litlen_lengths[257 + code]);
            if (lp_length_extra[code]) lp_put(bits, (uint32_t)(length - lp_length_base[code]), lp_length_extra[code]);
            int dist = lp_dist_code(block, distance);
            lp_put(bits, dist_codes[dist], dist_lengths[dist]);
            if (lp_dist_extra[dist]) lp_put(bits, distance + 1 - lp_dist_base[dist], lp_dist_extra[dist]);
        }
        lp_put(bits, litlen_codes[256], litlen_lengths[256]);
    }
    block->count = 0;
    block->extra_bits = 0;
    memset(block->litlen, 0, sizeof block->litlen);
    memset(block->dist, 0, sizeof block->dist);
}

/* MARK: - Matching */

/* How many bytes from `a` equal those from `b`, up to `limit`. */
static inline int lp_match_length(const uint8_t *a, const uint8_t *b, int limit) {
    int length = 0;
    while (length + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        uint64_t difference = x ^ y;
        if (difference != 0) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return length + (__builtin_ctzll(difference) >> 3);
#else
            return length + (__builtin_clzll(difference) >> 3);
#endif
        }
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

size_t lp_runs_zlib_bound(size_t count) { return count + count / 8 + 1024; }

void *lp_runs_compressor_create(void) {
    lp_block *block = calloc(1, sizeof *block);
    if (block == NULL) return NULL;
    for (int code = 0; code < 29; code++) {
        int last = code == 28 ? LP_MAX_MATCH : lp_length_base[code + 1] - 1;
        for (int length = lp_length_base[code]; length <= last; length++) block->length_symbol[length] = (uint8_t)code;
    }
    for (int code = 0; code < 30; code++) {
        uint32_t last = code == 29 ? 32768 : lp_dist_base[code + 1] - 1u;
        for (uint32_t distance = lp_dist_base[code]; distance <= last; distance++) {
            if (distance <= 512) block->dist_small[distance - 1] = (uint8_t)code;
            else block->dist_large[(distance - 1) >> 8] = (uint8_t)code;
        }
    }
    return block;
}

void lp_runs_compressor_free(void *compressor) { free(compressor); }

size_t lp_runs_zlib_compress(void *compressor, const uint8_t *bytes, size_t count, size_t row_length, int pixel_bytes,
                             uint8_t *out, size_t capacity) {
    if (compressor == NULL || capacity < lp_runs_zlib_bound(count) || pixel_bytes < 1 || pixel_bytes > 8) return 0;
    lp_block *block = compressor;
    block->count = 0;
    block->extra_bits = 0;
    memset(block->litlen, 0, sizeof block->litlen);
    memset(block->dist, 0, sizeof block->dist);
    for (size_t k = 0; k < (1u << LP_HASH_BITS); k++) block->hash[k] = UINT32_MAX;
    int use_row = row_length > (size_t)pixel_bytes && row_length <= 32768;

    lp_bits bits = {0, 0, out, 0};
    out[bits.position++] = 0x78; /* zlib: deflate, 32 KiB window */
    out[bits.position++] = 0x01; /* fastest, no dictionary; 0x7801 is a multiple of 31 */
    size_t block_start = 0, i = 0;
    unsigned misses = 0; /* positions since the last match: where nothing repeats (a photo), look less often */
    while (i < count) {
        int limit = count - i < LP_MAX_MATCH ? (int)(count - i) : LP_MAX_MATCH;
        int best = 0;
        size_t distance = 0;
        if (i >= (size_t)pixel_bytes) best = lp_match_length(bytes + i, bytes + i - pixel_bytes, limit), distance = (size_t)pixel_bytes;
        if (use_row && i >= row_length && best < limit) {
            int above = lp_match_length(bytes + i, bytes + i - row_length, limit);
            if (above > best) best = above, distance = row_length;
        }
        if (best < LP_MIN_MATCH && limit >= 4) {
            uint32_t word;
            memcpy(&word, bytes + i, 4);
            uint32_t key = (word * 0x9E3779B1u) >> (32 - LP_HASH_BITS);
            uint32_t candidate = block->hash[key];
            block->hash[key] = (uint32_t)i;
            if (candidate != UINT32_MAX && i - candidate <= 32768) {
                int found = lp_match_length(bytes + i, bytes + candidate, limit);
                if (found > best) best = found, distance = i - candidate;
            }
        }
        if (best >= LP_MIN_MATCH) {
            int code = block->length_symbol[best];
            int dist = lp_dist_code(block, (uint32_t)(distance - 1));
            block->symbols[block->count++] = LP_MATCH | (uint32_t)best << 16 | (uint32_t)(distance - 1);
            block->litlen[257 + code]++;
            block->dist[dist]++;
            block->extra_bits += lp_length_extra[code] + lp_dist_extra[dist];
            i += (size_t)best;
            misses = 0;
        } else {
            /* After LP_SKIP_AFTER literals in a row, take up to LP_SKIP_MAX literals before looking again. */
            size_t take = 1 + (misses >= LP_SKIP_AFTER ? (misses - LP_SKIP_AFTER) / 8 : 0);
            if (take > LP_SKIP_MAX) take = LP_SKIP_MAX;
            if (take > count - i) take = count - i;
            if (take > (size_t)(LP_BLOCK_SYMBOLS - block->count)) take = (size_t)(LP_BLOCK_SYMBOLS - block->count);
            for (size_t k = 0; k < take; k++) {
                block->symbols[block->count++] = bytes[i];
                block->litlen[bytes[i]]++;
                i++;
            }
            misses += (unsigned)take;
        }
        if (block->count == LP_BLOCK_SYMBOLS) {
            lp_flush_block(block, &bits, bytes + block_start, i - block_start, i == count);
            block_start = i;
        }
    }
    if (block->count > 0 || count == 0) lp_flush_block(block, &bits, bytes + block_start, i - block_start, 1);
    lp_align(&bits);
    uint32_t adler = libdeflate_adler32(1, bytes, count);
    out[bits.position++] = (uint8_t)(adler >> 24);
    out[bits.position++] = (uint8_t)(adler >> 16);
    out[bits.position++] = (uint8_t)(adler >> 8);
    out[bits.position++] = (uint8_t)adler;
    return bits.position;
}
