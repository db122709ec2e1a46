// expect: method does not override any method from its superclass
// A binding single section controller whose configure method is spelled otherwise than the one the section
// controller calls (IGListKit's `configureCell:withViewModel:` as Swift imports it): the override keyword makes
// the misspelling a compile error instead of a cell that is never configured.
import Foundation
import ListAdapterKit
import ListDiffKit

final class TitleCell: ListCell {}

final class TitleSectionController: ListBindingSingleSectionController<NSString, TitleCell> {
    override func configureCell(_ cell: TitleCell, withViewModel viewModel: NSString) {
        cell.content.text = viewModel as String
    }
}
