import Foundation

extension ListImageStore {
    /// The budget of decoded pixels a store keeps unless told otherwise: 256 MiB (four images of 4096 × 4096
    /// pixels, or 16,384 avatars of 64 × 64).
    public static let defaultBudgetBytes = 256 << 20

    /// The budget ``shared`` starts with: `LISTPREVIEW_IMAGE_BUDGET` (a whole number of MiB, 0 to 1,048,576) when
    /// set, else ``defaultBudgetBytes``. A value that is not such a number is reported on standard error once and
    /// the default is kept (the command line refuses it with exit status 2).
    static var environmentBudgetBytes: Int {
        guard let text = ProcessInfo.processInfo.environment["LISTPREVIEW_IMAGE_BUDGET"] else {
            return defaultBudgetBytes
        }
        guard let bytes = budgetBytes(mebibytes: text) else {
            FileHandle.standardError.write(Data(
                "warning: LISTPREVIEW_IMAGE_BUDGET: \(invalidBudgetReason(text)); using \(defaultBudgetBytes >> 20)\n"
                    .utf8))
            return defaultBudgetBytes
        }
        return bytes
    }

    /// The bytes of a budget written in MiB (`256`), or `nil` when `text` is not a whole number from 0 to 1,048,576.
    ///
    /// ```swift
    /// ListImageStore.budgetBytes(mebibytes: "64")   // 67108864
    /// ```
    public static func budgetBytes(mebibytes text: String) -> Int? {
        guard let mebibytes = Int(text.trimmingCharacters(in: .whitespaces)), (0...(1 << 20)).contains(mebibytes)
        else { return nil }
        return mebibytes << 20
    }

    /// Why `text` is not a budget, for messages.
    public static func invalidBudgetReason(_ text: String) -> String {
        "expected a whole number of MiB from 0 to 1048576, got \"\(text)\""
    }

    /// The most bytes of decoded pixels this store keeps (premultiplied ARGB32: four bytes a pixel). Lowering it
    /// releases at once the least recently used pixels that pass it; 0 keeps none beyond the draw that uses them.
    /// Pixels pinned by a draw are released when it ends.
    public var budgetBytes: Int {
        get { cache.budgetBytes }
        set { cache.budgetBytes = newValue }
    }

    /// The bytes of decoded pixels held now (with those reserved for decodes in progress).
    public var residentBytes: Int { cache.residentBytes }

    /// The most bytes of decoded pixels held at once since the store was made: at most ``budgetBytes`` plus the
    /// images pinned by draws in progress when the budget was full.
    public var peakResidentBytes: Int { cache.peakBytes }

    /// How many times pixels were decoded: each image when first drawn, and again after the budget released it.
    public var pixelDecodeCount: Int { cache.decodeCount }

    /// `UIImage(data:)`: the image in a file's bytes, checked now (kind, header, limits) and decoded when drawn into
    /// this store's budget; the image holds the bytes (not the decoded pixels).
    ///
    /// ```swift
    /// let photo = try ListImageStore.shared.image(data: try Data(contentsOf: url), name: "photo.jpg")
    /// ```
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - name: its name, for messages.
    ///   - scale: pixels per point.
    /// - Returns: the image.
    /// - Throws: ``ListImageError`` naming `name`.
    public func image(data: Data, name: String, scale: Double = 1) throws -> ListImage {
        let limits = self.limits
        let header = try Self.typed(name) { try ListImageDecoder.probe(data, path: name, limits: limits) }
        let storage = ListImagePixels(cache: cache, bytes: header.decodedBytes) {
            let image = try ListImageDecoder.decode(data, path: name, limits: limits)
            return try Self.pixels(of: image, matching: header, path: name)
        }
        return ListImage(
            format: header.format, name: name, width: header.width, height: header.height, scale: scale,
            storage: storage)
    }

    /// The pixels of a decode, when its size is still the header's (a file rewritten since it was checked is not).
    static func pixels(of image: ListImage, matching header: ListImageHeader, path: String) throws -> [UInt32] {
        guard image.pixelWidth == header.width, image.pixelHeight == header.height else {
            throw ListImageError(
                path: path,
                reason: "changed since it was read: \(image.pixelWidth)×\(image.pixelHeight) pixels, not "
                    + "\(header.width)×\(header.height)")
        }
        return image.argb32
    }

    /// `body`'s result, any error it throws turned into a ``ListImageError`` naming `path`.
    static func typed<R>(_ path: String, _ body: () throws -> R) throws(ListImageError) -> R {
        do {
            return try body()
        } catch let error as ListImageError {
            throw error
        } catch {
            throw ListImageError(path: path, reason: "\(error)")
        }
    }
}
