import ContainerHTML
import ContainerUICore
import Foundation

extension App {
    /// Launches the app, as `@main` does: renders its first window as a complete HTML document.
    ///
    /// The command line chooses the window, its size and colour scheme, and where the document
    /// goes: `--window ID`, `--width PX`, `--height PX`, `--color-scheme light|dark`,
    /// `--output FILE`, `--help`. On standard output the document holds its stylesheet; with
    /// `--output` it links `containerui.css` and loads `containerui-fit.js` (which narrows wrapped
    /// text to its widest line, as SwiftUI draws it), both written beside it, as the gallery
    /// serves its pages. A mistake is reported on standard error with the usage, and the process
    /// exits with status 64.
    public static func main() {
        let command = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        do throws(AppLaunchOptions.Mistake) {
            let options = try AppLaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            if options.help {
                print(AppLaunchOptions.usage(command: command))
                return
            }
            guard let path = options.output else {
                return FileHandle.standardOutput.write(Data(try Self().document(options)))
            }
            let file = URL(fileURLWithPath: path)
            let folder = file.deletingLastPathComponent()
            for (name, bytes) in [(file.lastPathComponent, try Self().document(options, linked: true)),
                                  (AppLaunchOptions.stylesheetName, Stylesheet.bytes), (AppLaunchOptions.scriptName, FitTextScript.bytes)] {
                guard FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(bytes)) else {
                    throw AppLaunchOptions.Mistake(description: "cannot write \"\(folder.appendingPathComponent(name).path)\"")
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(command): \(error)\n\n\(AppLaunchOptions.usage(command: command))\n".utf8))
            exit(64)
        }
    }

    /// The HTML document of the window `options` choose, at their size or the scene's: holding
    /// its stylesheet, or `linked` to the stylesheet and script written beside it.
    package func document(_ options: AppLaunchOptions, linked: Bool = false) throws(AppLaunchOptions.Mistake) -> [UInt8] {
        let window = try options.chosenWindow(among: windows)
        let size = window.defaultSize ?? HTMLRenderOptions().containerSize
        var render = HTMLRenderOptions()
        render.containerSize = CGSize(width: options.width ?? size.width, height: options.height ?? size.height)
        var writer = HTMLWriter()
        let title = window.title ?? String(describing: Self.self)
        let documentOptions = linked
            ? HTMLDocumentOptions(title: title, stylesheet: .link(AppLaunchOptions.stylesheetName), render: render, fitTextScript: AppLaunchOptions.scriptName)
            : HTMLDocumentOptions(title: title, render: render)
        if let scheme = options.colorScheme {
            renderHTMLDocument(window.content.environment(\.colorScheme, scheme), into: &writer, options: documentOptions)
        } else {
            renderHTMLDocument(window.content, into: &writer, options: documentOptions)
        }
        return writer.bytes
    }
}
