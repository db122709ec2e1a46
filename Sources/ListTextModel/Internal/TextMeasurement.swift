/// Which ``TextMeasuring`` the process measures text with, chosen once: ListTextKit's Pango engine when it is linked
/// (the `ListPreview` product and every module that draws link it, so measuring and drawing never disagree), else
/// ``EstimatedTextMeasurer`` (a consumer of the headless adapter alone, built without Cairo and Pango).
///
/// The engine is found by its type's mangled name in the Swift runtime's type records, which hold every type of
/// every module linked into the process: the view tree needs no import of the engine, and a process that links it
/// can never measure with estimates by accident (ListViewKitTests pins the name against the engine's type).
package enum TextMeasurement {
    /// The mangled name of ListTextKit's `PangoTextMeasurer`.
    package static let engineTypeName = "11ListTextKit17PangoTextMeasurerV"

    /// The measurer of the process.
    package static let installed: any TextMeasuring = {
        if let engine = _typeByName(engineTypeName) as? any TextMeasuring.Type { return engine.init() }
        return EstimatedTextMeasurer()
    }()
}
