#ifndef LISTPREVIEW_CCAIRO_SHIM_H
#define LISTPREVIEW_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H

/* FreeType's load flags are macros Swift does not import: the ones ListRenderKit needs, as constants. */
static const int32_t lp_ft_load_no_scale = FT_LOAD_NO_SCALE;
static const int32_t lp_ft_load_no_hinting = FT_LOAD_NO_HINTING;
#endif
