/// UIKit's name for ``ListEdgeInsets``, so ported code such as `inset = UIEdgeInsets(top: 0, left: 0, bottom: 10,
/// right: 0)` compiles as written: the same four insets, in points.
public typealias UIEdgeInsets = ListEdgeInsets
