import CCairo
import Foundation
import ListTextModel

extension FontRecord {
    /// The versions of the libraries that set and draw text in this process (Pango, HarfBuzz, FreeType, fontconfig,
    /// Cairo), by name, such as `["pango": "1.50.12", "harfbuzz": "6.0.0", …]`. Renders are checked to be identical
    /// across some versions (see scripts/determinism.sh), not all: a golden records them too.
    public static let textLibraries: [String: String] = {
        func dotted(_ version: Int32) -> String {
            "\(version / 10_000).\(version / 100 % 100).\(version % 100)"
        }
        return [
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": lp_freetype_version_number() < 0 ? "unknown" : dotted(lp_freetype_version_number()),
            "fontconfig": dotted(FcGetVersion()),
            "cairo": String(cString: cairo_version_string()),
        ]
    }()
}
