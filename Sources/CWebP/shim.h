#ifndef LISTPREVIEW_CWEBP_SHIM_H
#define LISTPREVIEW_CWEBP_SHIM_H
/* libwebp: the animation encoder (libwebpmux) writes animated WebP; the animation decoder (libwebpdemux) reads it
   back in tests. */
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
