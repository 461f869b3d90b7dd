import ContainerHTML
import ContainerUICore
import Foundation

/// What `App.main()` was asked for on its command line: which window, at what size, in which
/// colour scheme, written where.
package struct AppLaunchOptions: Equatable {
    /// The `id:` of the window to render; `nil` for the app's first window.
    package var window: String?
    /// The width of the browser window the page is laid out for, if given.
    package var width: CGFloat?
    /// The height of the browser window the page is laid out for, if given.
    package var height: CGFloat?
    /// The colour scheme, if given; otherwise the page follows the browser's.
    package var colorScheme: ColorScheme?
    /// Where the document is written; `nil` for standard output.
    package var output: String?
    /// Whether only the usage was asked for.
    package var help = false

    /// The stylesheet a document written with `--output` links, written beside it.
    package static let stylesheetName = "containerui.css"
    /// The text-fitting script a document written with `--output` loads, written beside it.
    package static let scriptName = "containerui-fit.js"

    /// The options' usage, printed by `--help` and after a mistake.
    package static func usage(command: String) -> String {
        """
        usage: \(command) [--window ID] [--width PX] [--height PX] [--color-scheme light|dark] [--output FILE]

        Renders the app's first window (or the window whose id is ID) as an HTML document on
        standard output, holding its stylesheet; or into FILE, with the stylesheet and the
        text-fitting script it links (\(stylesheetName), \(scriptName)) written beside it.
        PX is a number of CSS pixels from 1 to 10000; the default size is the scene's
        defaultSize, else 390 x 844.
        """
    }

    /// A mistake on the command line, said in one sentence.
    package struct Mistake: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// Reads `arguments` (without the command's own name).
    package init(arguments: [String]) throws(Mistake) {
        var rest = arguments[...]
        func value(of option: String) throws(Mistake) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw Mistake(description: "\(option) needs a value")
            }
            return value
        }
        func length(of option: String) throws(Mistake) -> CGFloat {
            let text = try value(of: option)
            guard let number = Double(text), number.isFinite, (1...10_000).contains(number) else {
                throw Mistake(description: "\(option) must be a number of pixels from 1 to 10000, not \"\(text)\"")
            }
            return CGFloat(number)
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--window": window = try value(of: argument)
            case "--width": width = try length(of: argument)
            case "--height": height = try length(of: argument)
            case "--output": output = try value(of: argument)
            case "--color-scheme":
                switch try value(of: argument) {
                case "light": colorScheme = .light
                case "dark": colorScheme = .dark
                case let other: throw Mistake(description: "--color-scheme must be light or dark, not \"\(other)\"")
                }
            case "--help", "-h": help = true
            default: throw Mistake(description: "unknown argument \"\(argument)\"")
            }
        }
    }

    /// The window these options choose among `windows`: the one named by `--window`, else the
    /// first the app opens at launch (a window group or window, unless `defaultLaunchBehavior`
    /// says otherwise), else the first of any kind (settings, a menu bar extra).
    package func chosenWindow(among windows: [SceneWindow]) throws(Mistake) -> SceneWindow {
        if let window {
            guard let found = windows.first(where: { $0.id == window }) else {
                let ids = windows.compactMap(\.id)
                throw Mistake(description: "no window has the id \"\(window)\"; "
                    + (ids.isEmpty ? "no window of this app has an id" : "the ids are " + ids.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
            return found
        }
        guard let first = windows.first(where: \.opensAtLaunch) ?? windows.first else {
            throw Mistake(description: "the app's body opens no window")
        }
        return first
    }
}
