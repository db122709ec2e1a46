import Foundation
import ListCore
import ListLayoutKit
import ListPlumbing

extension SpecReader {
    mutating func readSections(_ node: JSONValue?, at path: String, context: SectionContext) -> [ListSpecSection] {
        var sections: [ListSpecSection] = []
        var ids: [(id: String, path: String)] = []
        counts.startState()
        for (index, element) in (elements(node, at: path) ?? []).enumerated() {
            let sectionPath = "\(path)[\(index)]"
            guard admit(.section, at: sectionPath) else { break }
            let known = ["id", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "header", "footer", "items"]
            guard let fields = fields(element, at: sectionPath, known: known) else { continue }
            let explicitID = id(fields, at: sectionPath)
            var section = ListSpecSection(id: explicitID ?? String(index))
            ids.append((section.id, explicitID == nil ? sectionPath : Self.join(sectionPath, "id")))
            section.inset = insets(fields, "inset", at: sectionPath) ?? .zero
            section.minimumLineSpacing = number(fields, "minimumLineSpacing", at: sectionPath, rule: .nonNegative) ?? 0
            section.minimumInteritemSpacing =
                number(fields, "minimumInteritemSpacing", at: sectionPath, rule: .nonNegative) ?? 0
            section.header = readSupplementary(fields["header"], at: Self.join(sectionPath, "header"))
            section.footer = readSupplementary(fields["footer"], at: Self.join(sectionPath, "footer"))
            section.items = readItems(
                fields["items"], at: Self.join(sectionPath, "items"), section: section, context: context)
            sections.append(section)
        }
        checkDuplicateIDs(ids)
        return sections
    }

    mutating func readItems(
        _ node: JSONValue?, at path: String, section: ListSpecSection, context: SectionContext
    ) -> [ListSpecItem] {
        var items: [ListSpecItem] = []
        var ids: [(id: String, path: String)] = []
        for (index, element) in (elements(node, at: path) ?? []).enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard admit(.item, at: itemPath) else { break }
            guard let fields = fields(element, at: itemPath, known: ["id", "width", "height", "view"] + Self.contentKeys)
            else { continue }
            let explicitID = id(fields, at: itemPath)
            var item = ListSpecItem(
                id: explicitID ?? String(index), size: readSize(fields, at: itemPath),
                content: readContent(fields, at: itemPath))
            item.view = readView(fields["view"], at: Self.join(itemPath, "view"))
            ids.append((item.id, explicitID == nil ? itemPath : Self.join(itemPath, "id")))
            warnIfWider(item, at: itemPath, section: section, context: context)
            items.append(item)
        }
        checkDuplicateIDs(ids)
        return items
    }

    /// IGListKit clamps an item's cross length to the padded container: allowed, but probably a mistake.
    mutating func warnIfWider(
        _ item: ListSpecItem, at path: String, section: ListSpecSection, context: SectionContext
    ) {
        let vertical = context.direction == .vertical
        let inset = section.inset
        let padded = context.crossLength - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
        guard case .fixed(let length)? = vertical ? item.size.width : item.size.height, length > padded else { return }
        let key = vertical ? "width" : "height"
        let available = ListJSONNumber.format(padded)
        warn(
            Self.join(path, key),
            "\(ListJSONNumber.format(length)) is larger than the \(available) pt the container leaves inside the "
                + "section insets; IGListKit clamps it to \(available)"
        )
    }

    mutating func readSupplementary(_ node: JSONValue?, at path: String) -> ListSpecSupplementary? {
        guard let fields = fields(node, at: path, known: ["width", "height", "view"] + Self.contentKeys) else {
            return nil
        }
        var supplementary = ListSpecSupplementary(size: readSize(fields, at: path), content: readContent(fields, at: path))
        supplementary.view = readView(fields["view"], at: Self.join(path, "view"))
        return supplementary
    }

    mutating func readSize(_ fields: SpecFields, at path: String) -> ListSpecSize {
        ListSpecSize(
            width: length(fields, "width", at: path, allowsAuto: false),
            height: length(fields, "height", at: path, allowsAuto: true))
    }

    mutating func readContent(_ fields: SpecFields, at path: String) -> ListCellContent {
        ListCellContent(
            text: string(fields, "text", at: path),
            detailText: string(fields, "detailText", at: path),
            textAlignment: choice(fields, "textAlignment", at: path, as: ListTextAlignment.self) ?? .leading,
            backgroundColor: color(fields, "backgroundColor", at: path),
            textColor: color(fields, "textColor", at: path),
            fontSize: number(fields, "fontSize", at: path, rule: .positive, limit: ListSpecLimits.fontSize).map(Double.init),
            accessory: choice(fields, "accessory", at: path, as: ListCellAccessory.self) ?? .none,
            role: choice(fields, "role", at: path, as: ListCellRole.self) ?? .content)
    }
}
