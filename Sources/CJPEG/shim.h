#ifndef LISTPREVIEW_CJPEG_SHIM_H
#define LISTPREVIEW_CJPEG_SHIM_H
/* libjpeg-turbo (Debian's libjpeg62-turbo-dev): ListImageKit decodes JPEG files through it, from the C shim
   CListImageCodecs, which turns libjpeg's longjmp errors into return codes. */
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
