// The renderer takes its faces as a `FontSet` and reports the fonts that drew as `FontRecord`s: both live in
// ListTextKit (the text engine that measures and draws), so importing ListRenderKit gives them too.
@_exported import ListTextKit
