extension ListSpec {
    /// Whether any header, footer or item of the sections or of the updates has `"height": "auto"`.
    public var hasAutoHeights: Bool {
        (sections + updates.flatMap(\.sections)).contains { section in
            section.header?.size.height == .auto || section.footer?.size.height == .auto
                || section.items.contains { $0.size.height == .auto }
        }
    }
}
