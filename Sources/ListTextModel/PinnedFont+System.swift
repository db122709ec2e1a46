import Foundation

extension PinnedFont {
    static let interOpenType = "/usr/share/fonts/opentype/inter"
    static let inter = "fonts-inter 4.0~beta7+ds-1"

    /// The family the system font is set in (`UIFont.systemFont`, `preferredFont(forTextStyle:)`, spec text).
    public static let systemFamily = "Inter Display"

    /// The system font's faces: Inter Display in nine weights (Thin 100 … Black 900), each upright and italic, as
    /// Debian's `fonts-inter` installs them. Chosen by measuring candidates against SF Pro (docs/RENDERING.md,
    /// scripts/measure-fonts.py).
    public static let systemFaces: [PinnedFont] = [
        ("Thin", "88f004cbcf3a7fb4d044d3348d7fb5b537106b45a154e57fddae5b338074e894"),
        ("ThinItalic", "f86f4ad7c902f572fbab6957f38a7f13ecebbf65585254882d9861e13c442dae"),
        ("ExtraLight", "f9ea85c3f52214c80fb4f562c68c647587c399a71cd8247c7b6a7f76cc75447f"),
        ("ExtraLightItalic", "05b1031326bb9adbcecb37d4e9c4eb3758c1e43a9414f645af6a263cd9917993"),
        ("Light", "3c1ca9b58f22f6c0a736704bc62e754eeb15981f4b93bb510963f3d9a8297a23"),
        ("LightItalic", "f4ce91a9f5a39bed231798a0a327e5bd6df6789ae89937d14ac8d0009287c104"),
        ("Regular", "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780"),
        ("Italic", "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235"),
        ("Medium", "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd"),
        ("MediumItalic", "4433a792f6eac887df5435f2784147d2110f6199c8405f5f8204ef9375aa16f0"),
        ("SemiBold", "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e"),
        ("SemiBoldItalic", "3f58177fb439009f6efc1c5a0523ccd2387f9b5f4f15c0d1c4e7cdb3327c9d32"),
        ("Bold", "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6"),
        ("BoldItalic", "b9478a740ae33a3cf78e4aaec74207fa7e35ab69f2ff94ece3bd2e1bf4a5191b"),
        ("ExtraBold", "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0"),
        ("ExtraBoldItalic", "ef2b33b065597c3b3db04a491d1f436aa148b136636bb93b2e1145c44d0d7a95"),
        ("Black", "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa"),
        ("BlackItalic", "bc1c0c5922a8f5b1a78f7540971b35a33688d503c48b4f0182c90130e0eb68e4"),
    ].map { style, sha256 in
        PinnedFont(
            fileName: "InterDisplay-\(style).otf", folder: interOpenType, sha256: sha256, package: inter)
    }

    /// The icon font SF Symbols are drawn with (Material Icons, Apache 2.0), as Debian's
    /// `fonts-material-design-icons-iconfont` installs it.
    public static let symbolFont = PinnedFont(
        fileName: "MaterialIcons-Regular.ttf", folder: "/usr/share/fonts/truetype/material-design-icons-iconfont",
        sha256: "29c11fa532ebb58db7ef59c860e4eb935bc2921a8654172d8e889e51f85c6004",
        package: "fonts-material-design-icons-iconfont 6.7.0+dfsg-1")

    /// The family name of the icon font.
    package static let symbolFamily = "Material Icons"

    /// Every pinned file that is loaded as a face of its own (not only found through fontconfig as a fallback).
    package static let loadedFaces: [PinnedFont] = systemFaces + [symbolFont]
}
