import CCairo
import Foundation
import ListCore
import ListTextModel

/// A run as the engine sets it: its font families in fallback order (part of the layout cache's key).
struct TextSpan: Hashable, Sendable {
    /// The UTF-8 offsets.
    var range: Range<Int>
    /// The font families, comma-separated, in fallback order.
    var families: String
    /// The weight, slant and features.
    var style: TextStyleKey
    /// The size in points.
    var size: Double
    /// Letter spacing in points (UIKit's `.kern`; 0: none).
    var kern: Double = 0
}

extension TextEngine {
    /// Adds each span's font (family list, weight, absolute size) to a layout's attributes over its bytes.
    static func insertFonts(of spans: [TextSpan], into attributes: OpaquePointer) {
        for span in spans where !span.range.isEmpty && span.range.lowerBound >= 0 {
            let description = pango_font_description_new()!
            defer { pango_font_description_free(description) }
            pango_font_description_set_family(description, span.families)
            span.style.apply(to: description)
            pango_font_description_set_absolute_size(description, span.size * Double(lp_pango_scale))
            guard let attribute = pango_attr_font_desc_new(description) else { continue }
            attribute.pointee.start_index = guint(clamping: span.range.lowerBound)
            attribute.pointee.end_index = guint(clamping: span.range.upperBound)
            pango_attr_list_insert(attributes, attribute)
            if !span.style.features.isEmpty, let features = pango_attr_font_features_new(span.style.features) {
                features.pointee.start_index = guint(clamping: span.range.lowerBound)
                features.pointee.end_index = guint(clamping: span.range.upperBound)
                pango_attr_list_insert(attributes, features)
            }
            guard span.kern != 0, let spacing = pango_attr_letter_spacing_new(units(span.kern)) else { continue }
            spacing.pointee.start_index = guint(clamping: span.range.lowerBound)
            spacing.pointee.end_index = guint(clamping: span.range.upperBound)
            pango_attr_list_insert(attributes, spacing)
        }
    }
}

