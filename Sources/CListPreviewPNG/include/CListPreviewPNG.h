#ifndef LISTPREVIEW_CLISTPREVIEWPNG_H
#define LISTPREVIEW_CLISTPREVIEWPNG_H
/* The libpng shim: libpng reports errors with longjmp, which Swift cannot catch, so every libpng call is made from C.
   Filled in by the renderer. */
#endif
