import Foundation
import ListCore
import ListImageKit
import ListSpecKit
import ListTestSupport
import Testing

@Suite struct SpecViewTreeTests {
    private func spec(items: String, extra: String = "") -> String {
        #"{ \#(extra) "sections": [ { "items": [ \#(items) ] } ] }"#
    }

    @Test func test_whenACellHasAViewTree_thatEveryNodeIsDecoded_withStylesMerged() throws {
        let json = spec(items: #"""
            { "height": "auto", "view": { "type": "stack", "axis": "vertical", "spacing": 8, "alignment": "leading",
              "layoutMargins": { "top": 12, "left": 16, "bottom": 12, "right": 16 },
              "isLayoutMarginsRelativeArrangement": true, "backgroundColor": "#FFFFFF", "cornerRadius": 10,
              "maskedCorners": ["topLeft", "topRight"],
              "children": [
                { "type": "label", "id": "title", "text": "Hello", "style": "title", "numberOfLines": 2 },
                { "type": "image", "id": "icon", "systemName": "heart", "width": 20, "height": 20,
                  "renderingMode": "alwaysTemplate", "tintColor": "systemPink", "contentMode": "scaleAspectFit" },
                { "type": "button", "title": "Like", "titleColor": "systemBlue", "style": "title",
                  "contentInsets": { "top": 4, "left": 8, "bottom": 4, "right": 8 } },
                { "type": "view", "width": 100, "height": 1, "x": 3, "y": 4, "alpha": 0.5, "isHidden": true } ] } }
            """#, extra: #""styles": { "title": { "font": { "size": 17, "weight": "semibold" }, "textColor": "label" } },"#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        #expect(document.warnings.isEmpty)
        let root = try #require(document.spec.sections[0].items[0].view)
        #expect(root.kind == .stack && root.path == "sections[0].items[0].view")
        #expect(root.stack?.axis == .vertical && root.stack?.spacing == 8 && root.stack?.alignment == .leading)
        #expect(root.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(root.style.layoutMargins == ListEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        #expect(root.style.cornerRadius == 10 && root.style.maskedCorners == [.topLeft, .topRight])
        #expect(root.children.map(\.kind) == [.label, .image, .button, .view])
        let title = root.children[0]
        #expect(title.id == "title" && title.path == "sections[0].items[0].view.children[0]")
        #expect(title.text?.string == "Hello" && title.text?.numberOfLines == 2)
        #expect(title.text?.font == ListSpecFont(size: 17, weight: .semibold))
        #expect(title.text?.color == (try ListColor(specString: "label")))
        let icon = root.children[1]
        #expect(icon.image?.source == .systemName("heart") && icon.image?.image.kind == .placeholder(.systemName))
        #expect(icon.image?.renderingMode == .alwaysTemplate && icon.style.contentMode == .scaleAspectFit)
        #expect(icon.width == .fixed(20) && icon.height == .fixed(20))
        let button = root.children[2]
        #expect(button.text?.string == "Like" && button.text?.font?.weight == .semibold)
        #expect(button.text?.color == (try ListColor(specString: "systemBlue")))
        #expect(button.contentInsets == ListEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        let line = root.children[3]
        #expect(line.origin == CGPoint(x: 3, y: 4) && line.style.alpha == 0.5 && line.style.isHidden == true)
        #expect(root.allNodes.count == 5)
    }

    @Test func test_whenAViewTreeIsWrong_thatEveryErrorHasItsJSONPath() {
        let json = spec(items: #"""
            { "view": { "type": "stack", "axis": "diagonal", "children": [
                { "type": "lable", "text": "x" },
                { "type": "label", "text": 3, "numberOfLines": 1.5, "font": { "size": 12, "textStyle": "body" } },
                { "type": "image", "image": "a", "systemName": "b" },
                { "type": "view", "alpha": 2, "maskedCorners": ["top"], "style": "nope" },
                { "text": "no type" } ] } }
            """#)
        let path = "feed.json: sections[0].items[0].view"
        #expect(SpecFixture.lines(json) == [
            #"\#(path).axis: must be one of "horizontal", "vertical", got "diagonal""#,
            #"\#(path).children[0].type: must be one of "view", "stack", "label", "image", "button", "activity", "textField", "searchBar", got "lable""#,
            #"\#(path).children[1].text: must be a string, got 3"#,
            #"\#(path).children[1].numberOfLines: must be a whole number, got 1.5"#,
            #"\#(path).children[1].font.textStyle: give either "size" or "textStyle", not both"#,
            #"\#(path).children[2].systemName: give either "image" or "systemName", not both"#,
            #"\#(path).children[3].style: no style "nope" in "styles" (defined: none)"#,
            #"\#(path).children[3].alpha: must be from 0 to 1, got 2"#,
            #"\#(path).children[3].maskedCorners[0]: must be one of "topLeft", "topRight", "bottomLeft", "bottomRight", got "top""#,
            #"\#(path).children[4].type: is required: one of "view", "stack", "label", "image", "button", "activity", "textField", "searchBar""#,
        ])
    }

    @Test func test_whenSeveralStylesAreWrong_thatTheirErrorsComeInNameOrder_inEveryProcess() {
        // Eight wrong styles, so that a Dictionary's per-process order would show (it did: the reader walked one).
        let names = ["zeta", "alpha", "mu", "beta", "omega", "kappa", "p~i", "delta"]
        let styles = names.map { #""\#($0)": \#($0 == "mu" ? #"{ "type": "label" }"# : "3")"# }.joined(separator: ", ")
        let json = spec(items: "", extra: #""styles": { \#(styles) },"#)
        #expect(SpecFixture.lines(json) == [
            #"feed.json: styles.alpha: must be an object of view attributes, got 3"#,
            #"feed.json: styles.beta: must be an object of view attributes, got 3"#,
            #"feed.json: styles.delta: must be an object of view attributes, got 3"#,
            #"feed.json: styles.kappa: must be an object of view attributes, got 3"#,
            #"feed.json: styles.mu.type: a style holds attributes only, not "type""#,
            #"feed.json: styles.omega: must be an object of view attributes, got 3"#,
            #"feed.json: styles["p~i"]: must be an object of view attributes, got 3"#,
            #"feed.json: styles.zeta: must be an object of view attributes, got 3"#,
        ])
    }

    @Test func test_whenAViewHasAShadow_orIsAnActivityIndicator_thatTheyAreDecoded_andMistakesNamedByPath() throws {
        let json = spec(items: #"""
            { "view": { "type": "view", "children": [
                { "type": "view", "id": "card", "backgroundColor": "white",
                  "shadow": { "color": "systemBlue", "opacity": 0.25, "offset": [0, 2], "radius": 6 } },
                { "type": "activity", "id": "spinner", "indicatorStyle": "large", "color": "#FF0000" },
                { "type": "activity" } ] } }
            """#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json", folder: ".")
        let tree = try #require(document.spec.sections[0].items[0].view)
        let shadow = try #require(tree.children[0].style.shadow)
        #expect(shadow == ListSpecShadow(
            color: ListColor(named: "systemBlue"), opacity: 0.25, offset: CGSize(width: 0, height: 2), radius: 6))
        #expect(tree.children[1].kind == .activity && tree.children[1].indicatorStyle == .large)
        #expect(tree.children[1].indicatorColor?.hexString == "#FF0000")
        #expect(tree.children[2].indicatorStyle == nil && tree.children[2].indicatorColor == nil)

        let wrong = spec(items: #"""
            { "view": { "type": "view", "children": [
                { "type": "view", "shadow": { "opacity": 2, "offset": [1], "radius": 501, "blur": 3 } },
                { "type": "view", "shadow": { "radius": 2 } },
                { "type": "view", "shadow": { "opacity": 0.5, "offset": { "x": 1 } } },
                { "type": "activity", "indicatorStyle": "huge", "text": "x" } ] } }
            """#)
        let path = "feed.json: sections[0].items[0].view.children"
        #expect(SpecFixture.lines(wrong) == [
            #"\#(path)[0].shadow.opacity: must be from 0 to 1, got 2"#,
            #"\#(path)[0].shadow.radius: must be at most 500, got 501"#,
            #"\#(path)[0].shadow.offset: must be [x, y]: two numbers of at most 100000 points, got an array"#,
            #"\#(path)[1].shadow.opacity: is required: a number from 0 to 1"#,
            #"\#(path)[2].shadow.offset: must be [x, y]: two numbers of at most 100000 points, got an object"#,
            #"\#(path)[3].indicatorStyle: must be one of "medium", "large", got "huge""#,
        ])
    }

    @Test func test_whenATextFieldOrASearchBarIsWritten_thatItIsDecoded_andMistakesNamedByPath() throws {
        let json = spec(items: #"""
            { "view": { "type": "stack", "axis": "vertical", "children": [
                { "type": "searchBar", "id": "search", "placeholder": "Search people", "searchBarStyle": "minimal",
                  "barTintColor": "systemIndigo", "showsCancelButton": true },
                { "type": "textField", "id": "email", "text": "ada@example.com", "placeholder": "Email",
                  "borderStyle": "roundedRect", "isSecureTextEntry": false, "textColor": "label",
                  "font": { "size": 15 }, "textAlignment": "center" },
                { "type": "textField" } ] } }
            """#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json", folder: ".")
        let tree = try #require(document.spec.sections[0].items[0].view)
        var search = ListSpecTextInput()
        search.placeholder = "Search people"
        search.searchBarStyle = .minimal
        search.barTintColor = ListColor(named: "systemIndigo")
        search.showsCancelButton = true
        #expect(tree.children[0].kind == .searchBar && tree.children[0].textInput == search)
        #expect(tree.children[0].text?.string == "")
        var email = ListSpecTextInput()
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.isSecureTextEntry = false
        #expect(tree.children[1].kind == .textField && tree.children[1].textInput == email)
        #expect(tree.children[1].text?.string == "ada@example.com" && tree.children[1].text?.font?.size == 15)
        #expect(tree.children[1].text?.alignment == .center)
        #expect(tree.children[2].textInput == ListSpecTextInput())

        let wrong = spec(items: #"""
            { "view": { "type": "view", "children": [
                { "type": "textField", "borderStyle": "rounded", "isSecureTextEntry": "yes", "placeholder": 3 },
                { "type": "searchBar", "searchBarStyle": "compact", "barTintColor": "nope", "showsCancelButton": 1 }
              ] } }
            """#)
        let path = "feed.json: sections[0].items[0].view.children"
        #expect(SpecFixture.lines(wrong) == [
            #"\#(path)[0].placeholder: must be a string, got 3"#,
            #"\#(path)[0].borderStyle: must be one of "none", "line", "bezel", "roundedRect", got "rounded""#,
            #"\#(path)[0].isSecureTextEntry: must be true or false, got "yes""#,
            #"\#(path)[1].searchBarStyle: must be one of "default", "prominent", "minimal", got "compact""#,
            ##"\##(path)[1].barTintColor: must be a colour "#RRGGBB" or "#RRGGBBAA", a UIKit colour name such as "systemBackground", or { "light": …, "dark": … }, got "nope""##,
            #"\#(path)[1].showsCancelButton: must be true or false, got 1"#,
        ])
    }

    @Test func test_whenAnImageIsHostile_thatTheSpecFileJSONPathAndImageFileAreNamed() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        // A PNG header claiming 100000 × 100000 pixels.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try FileManager.default.createDirectory(at: temporary.url.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data(bytes).write(to: temporary.url.appendingPathComponent("art/bomb.png"))
        let folder = temporary.url.path
        let json = spec(items: #"{ "view": { "type": "image", "image": "bomb" } }"#, extra: #""assets": "art","#)
        #expect(SpecFixture.lines(json, folder: folder) == [
            "feed.json: sections[0].items[0].view.image: \(folder)/art/bomb.png: a PNG of 100000×100000 pixels is "
                + "larger than the limit of 8192 pixels a side and 16777216 in all"
        ])
        #expect(SpecFixture.lines(spec(items: "", extra: #""assets": "../elsewhere","#)) == [
            #"feed.json: assets: "../elsewhere": leaves its folder (`..`): must be a folder inside the spec's folder "#
                + "(relative, without `.`, `..` or links)"
        ])
    }

    /// Issue 27: a spec's image names and its `"assets"` are paths from data: never read through a symbolic link
    /// (inside the folder or out of it), never from a FIFO or a folder; each refusal names the spec file and the
    /// JSON path. Links and FIFOs are made inside the test's temporary folder.
    @Test func test_whenASpecsImageOrAssetsFolderIsALinkOrAFIFO_thatTheSpecIsRefusedWithTheJSONPath() throws {
        try withTemporaryFolder { outside in
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: outside.file("secret.png"))
            try withTemporaryFolder { folder in
                let base = folder.url.path
                let manager = FileManager.default
                try manager.createSymbolicLink(atPath: folder.file("linked").path, withDestinationPath: outside.url.path)
                try manager.createSymbolicLink(
                    atPath: folder.file("x.png").path, withDestinationPath: outside.file("secret.png").path)
                #expect(mkfifo(folder.file("pipe.png").path, 0o600) == 0)
                try manager.createDirectory(at: folder.file("art"), withIntermediateDirectories: true)
                try Data("junk".utf8).write(to: folder.file("file"))
                let rule = "must be a folder inside the spec's folder (relative, without `.`, `..` or links)"
                #expect(SpecFixture.lines(spec(items: "", extra: #""assets": "linked","#), folder: base) == [
                    #"feed.json: assets: "linked": passes through a symbolic link: \#(rule)"#
                ])
                #expect(SpecFixture.lines(spec(items: "", extra: #""assets": "file","#), folder: base) == [
                    "feed.json: assets: \(base)/file is not a folder: \(rule)"
                ])
                let image = #"{ "view": { "type": "image", "image": "x" } }, { "view": { "type": "image", "image": "pipe" } }"#
                #expect(SpecFixture.lines(spec(items: image, extra: #""assets": "art","#), folder: base) == [
                    "feed.json: sections[0].items[0].view.image: \(base)/x.png: passes through a symbolic link below the "
                        + "asset folder \(base): an image found by name is never read through a link",
                    "feed.json: sections[0].items[1].view.image: \(base)/pipe.png: is not a regular file (a FIFO, socket "
                        + "or device): an image is read only from a regular file",
                ])
            }
        }
    }

    @Test func test_whenAnImageIsMissing_thatItIsAPlaceholder_andAWarningSaysWhere() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let json = spec(items: #"{ "view": { "type": "image", "image": "nothing", "width": 30, "height": 30 } }"#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json", folder: temporary.url.path)
        let view = try #require(document.spec.sections[0].items[0].view)
        #expect(view.image?.image.kind == .placeholder(.missing))
        #expect(document.warningLines.first?.hasPrefix(
            #"feed.json: sections[0].items[0].view.image: no image "nothing" (PNG, JPEG or WebP) in \#(temporary.url.path)"#
        ) == true)
    }
}
