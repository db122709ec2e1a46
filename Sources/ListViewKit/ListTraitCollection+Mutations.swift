import Foundation

extension ListTraitCollection {
    /// A trait's value, by its type (UIKit's `traitCollection[UITraitUserInterfaceStyle.self]`); setting it changes
    /// this collection.
    public subscript<Trait: ListTraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { Trait.value(in: self) }
        set { Trait.set(newValue, in: &self) }
    }

    /// This collection with `mutations` made (UIKit's `modifyingTraits(_:)`, iOS 17).
    ///
    /// ```swift
    /// let dark = traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark }
    /// ```
    ///
    /// - Parameter mutations: the changes.
    /// - Returns: the changed collection.
    public func modifyingTraits(_ mutations: (inout ListTraitCollection) -> Void) -> ListTraitCollection {
        var traits = self
        mutations(&traits)
        return traits
    }

    /// The process's screen's traits (``init(environment:fonts:)``) with `mutations` made (UIKit's
    /// `UITraitCollection(mutations:)`, iOS 17).
    ///
    /// - Parameter mutations: the changes.
    public init(mutations: (inout ListTraitCollection) -> Void) {
        self.init()
        mutations(&self)
    }
}
