/// An edit variable's optional constraint `variable == constant` and the constant last suggested.
struct EditState: Sendable {
    var tag: ConstraintTag
    var constraint: LinearConstraint
    var constant: Double
}
