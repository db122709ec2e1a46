import Foundation
import ListViewKit

/// SnapKit's `ConstraintMakerEditable`: a related chain whose constant and multiplier can still be set.
///
/// ```swift
/// make.trailing.equalToSuperview().inset(16)       // trailing == superview.trailing - 16
/// make.width.equalTo(other).multipliedBy(0.5)      // width == 0.5 × other.width
/// make.top.equalTo(title.snp.bottom).offset(4)     // top == title.bottom + 4
/// ```
@MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Adds `amount` to every constraint of the chain.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = ConstraintConstant(amount) ?? .number(.nan)
        return self
    }

    /// Insets every constraint of the chain: a number on every edge or `UIEdgeInsets`; leading, left and top
    /// move by +inset, trailing, right and bottom by −inset, a width or height by −(both insets).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = ConstraintConstant(inset: amount) ?? .number(.nan)
        return self
    }

    /// Insets every constraint of the chain by `NSDirectionalEdgeInsets`.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = ConstraintConstant(amount) ?? .number(.nan)
        return self
    }

    /// Multiplies the target side by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = constraintNumber(amount) ?? .nan
        return self
    }

    /// Divides the target side by `amount` (a multiplier of `1 / amount`).
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / (constraintNumber(amount) ?? .nan)
        return self
    }
}
