/// The keyboards a text field can ask for, by UIKit's names, which SwiftUI code uses with
/// `keyboardType(_:)`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard for the current input method.
    case `default`
    /// Letters and numbers in ASCII only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs: slash, dot and `.com` prominent.
    case URL
    /// Digits 0 to 9.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// A keypad for a name or a phone number.
    case namePhonePad
    /// For email addresses: `@` and dot prominent.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// `@` and `#` prominent.
    case twitter
    /// For search terms: space and dot prominent.
    case webSearch
    /// Digits 0 to 9, ASCII only.
    case asciiCapableNumberPad

    /// The ASCII-capable keyboard (UIKit's earlier name).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How text fields capitalise what is typed, for `textInputAutocapitalization(_:)`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// SwiftUI's name for it.
    package let name: String
    /// The `autocapitalize` value a browser reads.
    package let htmlValue: String

    /// Nothing is capitalised.
    public static let never = TextInputAutocapitalization(name: "never", htmlValue: "none")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words", htmlValue: "words")
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(name: "sentences", htmlValue: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters", htmlValue: "characters")
}

/// UIKit's capitalisation styles, for SwiftUI's earlier `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// Nothing is capitalised.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters

    var capitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

/// The label of the return key, for `submitLabel(_:)`. The page does not carry it: a browser
/// reads it from `enterkeyhint`, which is newer than the Nu validator the HTML checks run
/// (20.6.30), which rejects it; the layout JSON names it.
public struct SubmitLabel: Hashable, Sendable {
    /// SwiftUI's name for it.
    package let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return" (the default).
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What a text field holds, for autofill, by UIKit's names, which SwiftUI code uses with
/// `textContentType(_:)`. Each maps to the HTML `autocomplete` token of the same meaning, where
/// HTML has one.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The field's `autocomplete` token, or `nil` where HTML has none (a location, a flight
    /// number, a tracking number, a date and time).
    package var autocompleteToken: String? {
        Self.autocompleteTokens[rawValue]
    }

    private static let autocompleteTokens: [String: String] = [
        "name": "name", "namePrefix": "honorific-prefix", "givenName": "given-name",
        "middleName": "additional-name", "familyName": "family-name", "nameSuffix": "honorific-suffix",
        "nickname": "nickname", "jobTitle": "organization-title", "organizationName": "organization",
        "fullStreetAddress": "street-address", "streetAddressLine1": "address-line1",
        "streetAddressLine2": "address-line2", "addressCity": "address-level2",
        "addressState": "address-level1", "addressCityAndState": "address-level2",
        "sublocality": "address-level3", "countryName": "country-name", "postalCode": "postal-code",
        "telephoneNumber": "tel", "emailAddress": "email", "URL": "url",
        "creditCardNumber": "cc-number", "creditCardName": "cc-name",
        "creditCardGivenName": "cc-given-name", "creditCardMiddleName": "cc-additional-name",
        "creditCardFamilyName": "cc-family-name", "creditCardSecurityCode": "cc-csc",
        "creditCardExpiration": "cc-exp", "creditCardExpirationMonth": "cc-exp-month",
        "creditCardExpirationYear": "cc-exp-year", "creditCardType": "cc-type",
        "username": "username", "password": "current-password", "newPassword": "new-password",
        "oneTimeCode": "one-time-code", "birthdate": "bday", "birthdateDay": "bday-day",
        "birthdateMonth": "bday-month", "birthdateYear": "bday-year",
    ]

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A title before a name ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A suffix after a name ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A place, such as a point of interest.
    public static let location = UITextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and state together.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A part of a city.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The given name on a credit card.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The middle name on a credit card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The family name on a credit card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// A credit card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// A credit card's expiration month.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    /// A credit card's expiration year.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    /// A credit card's type.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A date, a time or a duration.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The day of a birth date.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The month of a birth date.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The year of a birth date.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
}

extension UIKeyboardType {
    /// The field's `inputmode`, or `nil` for the default text keyboard.
    package var inputMode: String? {
        switch self {
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter: nil
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }
}
