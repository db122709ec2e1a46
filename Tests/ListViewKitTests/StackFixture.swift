import Foundation
import ListCore
import ListViewKit

/// The stack-view tests' fixture: three plain views sized by their frames (what width and height constraints give
/// them in UIKit), 40×20, 60×30 and 50×10, arranged 10 apart.
@MainActor
enum StackFixture {
    /// Three fresh views of 40×20, 60×30 and 50×10.
    static func views() -> [UIView] {
        [
            UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)),
            UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30)),
            UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10)),
        ]
    }

    /// Lays `views` out in a stack of `size` along `axis`, 10 apart, in `direction`, and returns their frames.
    static func frames(
        of views: [UIView], axis: ListLayoutAxis, distribution: UIStackView.Distribution,
        alignment: UIStackView.Alignment, size: CGSize, direction: ListLayoutDirection
    ) -> [CGRect] {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        stack.frame = CGRect(origin: .zero, size: size)
        stack.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        stack.layoutIfNeeded()
        return views.map(\.frame)
    }
}
