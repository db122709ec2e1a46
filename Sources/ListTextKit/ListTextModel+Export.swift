// The text values (fonts, layouts, the measuring protocol) live in ListTextModel, which builds without Cairo and
// Pango; `import ListTextKit` still gives them, as before they moved.
@_exported import ListTextModel
