import Foundation

/// Evaluates the CSS lengths the renderer writes for a window of a given width, as a browser
/// would: `calc()`, `min()`, `max()`, `clamp()`, `+`, `-`, `*`, parentheses, and numbers in `px`,
/// `vw` or without a unit (multipliers). Lengths are in px.
enum CSSLength {
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    static func evaluate(_ css: String, window: Double) throws -> Double {
        var parser = Parser(characters: Array(css), window: window)
        let value = try parser.sum()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else { throw Unsupported(description: "trailing text in \(css)") }
        return value
    }

    private struct Parser {
        var characters: [Character]
        var window: Double
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func sum() throws -> Double {
            var value = try product()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" || characters[index] == "-" else { return value }
                let sign: Double = characters[index] == "+" ? 1 : -1
                index += 1
                value += sign * (try product())
            }
        }

        mutating func product() throws -> Double {
            var value = try factor()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "*" else { return value }
                index += 1
                value *= try factor()
            }
        }

        mutating func factor() throws -> Double {
            skipSpaces()
            guard index < characters.count else { throw Unsupported(description: "missing value") }
            if characters[index] == "(" {
                index += 1
                let value = try sum()
                try expect(")")
                return value
            }
            if characters[index].isLetter {
                var name = ""
                while index < characters.count, characters[index].isLetter { name.append(characters[index]); index += 1 }
                try expect("(")
                var arguments = [try sum()]
                skipSpaces()
                while index < characters.count, characters[index] == "," {
                    index += 1
                    arguments.append(try sum())
                }
                try expect(")")
                switch (name, arguments.count) {
                case ("calc", 1): return arguments[0]
                case ("min", _): return arguments.min()!
                case ("max", _): return arguments.max()!
                case ("clamp", 3): return max(arguments[0], min(arguments[1], arguments[2]))
                default: throw Unsupported(description: "\(name) with \(arguments.count) arguments")
                }
            }
            var number = ""
            while index < characters.count, characters[index].isNumber || characters[index] == "." || (number.isEmpty && characters[index] == "-") {
                number.append(characters[index])
                index += 1
            }
            guard let value = Double(number) else { throw Unsupported(description: "number expected at \(index)") }
            if characters[index...].starts(with: "px") { index += 2; return value }
            if characters[index...].starts(with: "vw") { index += 2; return value * window / 100 }
            return value
        }

        mutating func expect(_ character: Character) throws {
            skipSpaces()
            guard index < characters.count, characters[index] == character else { throw Unsupported(description: "\(character) expected at \(index)") }
            index += 1
        }
    }
}
