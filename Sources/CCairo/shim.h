#ifndef LISTPREVIEW_CCAIRO_SHIM_H
#define LISTPREVIEW_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H

/* FreeType's load flags are macros Swift does not import: the ones ListRenderKit needs, as constants. */
static const int32_t lp_ft_load_no_scale = FT_LOAD_NO_SCALE;
static const int32_t lp_ft_load_no_hinting = FT_LOAD_NO_HINTING;

/* Pango over HarfBuzz, drawing through Cairo, with fonts from a private fontconfig configuration.
   GObject's casts and a few constants are macros Swift does not import: small inline helpers stand in. */
#include <glib.h>
#include <glib-object.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

static const int32_t lp_pango_scale = PANGO_SCALE;
static const uint32_t lp_pango_glyph_empty = PANGO_GLYPH_EMPTY;
static const uint32_t lp_pango_glyph_unknown_flag = PANGO_GLYPH_UNKNOWN_FLAG;

/* A PangoCairo font map whose fonts are FreeType fonts found through fontconfig. */
static inline PangoFontMap *lp_font_map_new(void) {
    return pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
}

/* Makes `map` find its fonts through `config` (and nothing else). */
static inline void lp_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/* Tells `map` that fonts were added to its configuration. */
static inline void lp_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

/* The Cairo scaled font Pango draws a PangoCairo font with (owned by the font). */
static inline cairo_scaled_font_t *lp_font_scaled_font(PangoFont *font) {
    return pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
}

/* The file and face index of a fontconfig-backed font (NULL when unknown). */
static inline const char *lp_font_file(PangoFont *font, int *index) {
    FcChar8 *file = NULL;
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    if (!pattern || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return NULL;
    if (FcPatternGetInteger(pattern, FC_INDEX, 0, index) != FcResultMatch) *index = 0;
    return (const char *)file;
}

/* FreeType's version as major * 10000 + minor * 100 + patch (-1 when no library can start). */
static inline int32_t lp_freetype_version_number(void) {
    FT_Library library;
    FT_Int major = 0, minor = 0, patch = 0;
    if (FT_Init_FreeType(&library) != 0) return -1;
    FT_Library_Version(library, &major, &minor, &patch);
    FT_Done_FreeType(library);
    return (int32_t)(major * 10000 + minor * 100 + patch);
}

/* A face's OpenType weight class (OS/2 usWeightClass: 100 thin … 400 regular … 900 black); 700 or 400 from its
   style flags when it has no OS/2 table. */
static inline int32_t lp_face_weight_class(FT_Face face) {
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFF && os2->usWeightClass >= 1 && os2->usWeightClass <= 1000)
        return (int32_t)os2->usWeightClass;
    return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 700 : 400;
}

static inline void lp_object_ref(void *object) { g_object_ref(object); }
static inline void lp_object_unref(void *object) { g_object_unref(object); }

/* The runs of a layout line, in visual order (left to right). */
static inline GSList *lp_line_runs(PangoLayoutLine *line) { return line->runs; }
static inline int lp_line_resolved_dir(PangoLayoutLine *line) { return line->resolved_dir; }
#endif
