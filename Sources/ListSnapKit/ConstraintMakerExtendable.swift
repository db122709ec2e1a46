import ListViewKit

/// SnapKit's `ConstraintMakerExtendable`: a chain of attributes that can name more (`make.top.leading.…`) before
/// its relation.
@MainActor
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    /// Adds: the left edge.
    public var left: ConstraintMakerExtendable { adding(.left) }
    /// Adds: the top edge.
    public var top: ConstraintMakerExtendable { adding(.top) }
    /// Adds: the bottom edge.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    /// Adds: the right edge.
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// Adds: the leading edge.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// Adds: the trailing edge.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    /// Adds: the width.
    public var width: ConstraintMakerExtendable { adding(.width) }
    /// Adds: the height.
    public var height: ConstraintMakerExtendable { adding(.height) }
    /// Adds: the horizontal centre.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    /// Adds: the vertical centre.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    /// Adds: the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    /// Adds: the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    /// Adds: the left margin.
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    /// Adds: the right margin.
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    /// Adds: the top margin.
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    /// Adds: the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    /// Adds: the leading margin.
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    /// Adds: the trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    /// Adds: the horizontal centre within the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    /// Adds: the vertical centre within the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    /// Adds: left, top, right and bottom (four constraints).
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Adds: left and right.
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    /// Adds: top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    /// Adds: top, leading, bottom and trailing (four constraints).
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    /// Adds: leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    /// Adds: top and bottom.
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    /// Adds: width and height (two constraints).
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Adds: centre X and centre Y (two constraints).
    public var center: ConstraintMakerExtendable { adding(.center) }
    /// Adds: the four margins by left and right.
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    /// Adds: the four margins by leading and trailing.
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    /// Adds: centre X and centre Y within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }

    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
}
