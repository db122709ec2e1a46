import Foundation

extension RenderScene {
    /// The scene mirrored left to right (UIKit's `flipsHorizontallyInOppositeLayoutDirection` in a right-to-left
    /// environment): every frame's x becomes `width - maxX`; text inside the frames is not mirrored.
    public func mirroredHorizontally() -> RenderScene {
        let width = size.width
        func mirror(_ rect: CGRect) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        var scene = self
        scene.elements = elements.map { element in
            var element = element
            element.frame = mirror(element.frame)
            return element
        }
        scene.guides = guides.map { guide in
            var guide = guide
            guide.outer = mirror(guide.outer)
            guide.inner = mirror(guide.inner)
            return guide
        }
        scene.spacingMarkers = spacingMarkers.map { marker in
            var marker = marker
            marker.start = CGPoint(x: width - marker.start.x, y: marker.start.y)
            marker.end = CGPoint(x: width - marker.end.x, y: marker.end.y)
            return marker
        }
        scene.scrollIndicator = scrollIndicator.map(mirror)
        scene.backgroundView = backgroundView.map { view in
            var view = view
            view.frame = mirror(view.frame)
            return view
        }
        return scene
    }
}
