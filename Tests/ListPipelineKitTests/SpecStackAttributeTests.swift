import Foundation
@testable import ListPipelineKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec stack's `"distribution"` and `"alignment"` become the stack view's cases of the same names (`top` and
/// `bottom` are `leading` and `trailing`, as UIStackView's), through a switch rather than by matching the cases'
/// printed names, which cost about 7,000 instructions a stack.
@Suite struct SpecStackAttributeTests {
    @Test(arguments: ListSpecStack.Distribution.allCases)
    func test_whenASpecSetsADistribution_thatTheStackTakesTheCaseOfItsName(distribution: ListSpecStack.Distribution) {
        #expect("\(SpecViewBuilder.distribution(distribution))" == distribution.rawValue)
    }

    @Test(arguments: ListSpecStack.Alignment.allCases)
    func test_whenASpecSetsAnAlignment_thatTheStackTakesTheCaseOfItsName(alignment: ListSpecStack.Alignment) {
        let name = switch alignment {
        case .top: "leading"
        case .bottom: "trailing"
        default: alignment.rawValue
        }
        #expect("\(SpecViewBuilder.alignment(alignment))" == name)
    }

    @MainActor @Test func test_whenAStackIsBuilt_thatItTakesTheSpecsDistributionAndAlignment() {
        var stack = ListSpecStack()
        stack.distribution = .equalCentering
        stack.alignment = .bottom
        let view = ListStackView()
        SpecViewBuilder.configure(view, stack)
        #expect(view.distribution == .equalCentering)
        #expect(view.alignment == .trailing)
    }
}
