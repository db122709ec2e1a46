import Foundation
import ListCore
import ListImageKit
import ListPlumbing

extension SpecReader {
    /// Reads `"image"` / `"systemName"` / `"renderingMode"` and finds and checks the image now (its pixels are
    /// decoded when drawn): a file refused by the path rules, of another kind or whose header is corrupt or too large
    /// is an error with this JSON path and the file's name and reason; a name no folder has is a warning, and the
    /// node draws a placeholder.
    mutating func readImage(_ fields: SpecFields, at path: String) -> ListSpecImage? {
        let named = string(fields, "image", at: path)
        let system = string(fields, "systemName", at: path)
        let mode = choice(fields, "renderingMode", at: path, as: ListSpecImage.RenderingMode.self) ?? .automatic
        if named != nil, system != nil {
            fail(Self.join(path, "systemName"), "give either \"image\" or \"systemName\", not both")
            return nil
        }
        if let system {
            if ListSystemSymbols.symbol(named: system) == nil {
                warn(
                    Self.join(path, "systemName"),
                    "no glyph for SF Symbol \"\(system)\" (docs/SYMBOLS.md): drawn as a placeholder")
            }
            return ListSpecImage(
                source: .systemName(system), image: ListImageStore.shared.systemImage(named: system),
                renderingMode: mode)
        }
        guard let named else { return nil }
        let here = Self.join(path, "image")
        do {
            let image = try ListImageStore.shared.image(named: named, in: imageFolders, scale: imageScale)
            if image.isPlaceholder {
                let folders = (imageFolders + ListImageStore.environmentAssetFolders).joined(separator: ", ")
                warn(here, "no image \"\(named)\" (PNG, JPEG or WebP) in \(folders): drawn as a placeholder")
            }
            imageUses.append(SpecImageUse(path: here, image: image))
            return ListSpecImage(source: .named(named), image: image, renderingMode: mode)
        } catch let error as ListImageError {
            fail(here, error.description)
        } catch {
            fail(here, "\(error)")
        }
        return nil
    }
}
