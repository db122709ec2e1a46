import Foundation

extension ListTextField {
    /// UIKit's `UIKeyboardType`: the keyboard editing would show (a preview records it).
    public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
        /// The default keyboard.
        case `default`
        /// ASCII letters.
        case asciiCapable
        /// Numbers and punctuation.
        case numbersAndPunctuation
        /// For URLs.
        case URL
        /// Digits.
        case numberPad
        /// A phone pad.
        case phonePad
        /// A phone pad that also types names.
        case namePhonePad
        /// For email addresses.
        case emailAddress
        /// Digits and a decimal point.
        case decimalPad
        /// For social posts.
        case twitter
        /// For web searches.
        case webSearch
        /// ASCII digits.
        case asciiCapableNumberPad
    }

    /// UIKit's `UIReturnKeyType`: the return key's title (recorded).
    public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
        /// Return.
        case `default`
        /// Go.
        case go
        /// Google.
        case google
        /// Join.
        case join
        /// Next.
        case next
        /// Route.
        case route
        /// Search.
        case search
        /// Send.
        case send
        /// Yahoo.
        case yahoo
        /// Done.
        case done
        /// Emergency call.
        case emergencyCall
        /// Continue.
        case `continue`
    }

    /// UIKit's `UITextAutocapitalizationType` (recorded).
    public enum AutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
        /// No automatic capitals.
        case none
        /// Each word.
        case words
        /// Each sentence (the default).
        case sentences
        /// Every character.
        case allCharacters
    }

    /// UIKit's `UITextAutocorrectionType` (recorded).
    public enum AutocorrectionType: Int, Sendable, Hashable, CaseIterable {
        /// The system's choice.
        case `default`
        /// Off.
        case no
        /// On.
        case yes
    }

    /// UIKit's `UITextSpellCheckingType` (recorded).
    public enum SpellCheckingType: Int, Sendable, Hashable, CaseIterable {
        /// The system's choice.
        case `default`
        /// Off.
        case no
        /// On.
        case yes
    }

    /// UIKit's `UITextContentType`: what the text is, for AutoFill (recorded).
    public struct ContentType: RawRepresentable, Sendable, Hashable {
        /// The type's name.
        public var rawValue: String
        /// A content type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A person's name.
        public static let name = ContentType(rawValue: "name")
        /// A user name.
        public static let username = ContentType(rawValue: "username")
        /// A password.
        public static let password = ContentType(rawValue: "password")
        /// A new password.
        public static let newPassword = ContentType(rawValue: "new-password")
        /// A one-time code.
        public static let oneTimeCode = ContentType(rawValue: "one-time-code")
        /// An email address.
        public static let emailAddress = ContentType(rawValue: "email")
        /// A phone number.
        public static let telephoneNumber = ContentType(rawValue: "tel")
        /// A URL.
        public static let URL = ContentType(rawValue: "url")
        /// A full street address.
        public static let fullStreetAddress = ContentType(rawValue: "street-address")
        /// A postal code.
        public static let postalCode = ContentType(rawValue: "postal-code")
        /// A city.
        public static let addressCity = ContentType(rawValue: "address-level2")
        /// A given name.
        public static let givenName = ContentType(rawValue: "given-name")
        /// A family name.
        public static let familyName = ContentType(rawValue: "family-name")
    }
}
