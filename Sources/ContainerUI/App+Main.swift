import ContainerHTML
import ContainerUICore
import Foundation

extension App {
    /// Launches the app, as `@main` does: renders its first window as a complete HTML document.
    ///
    /// The command line chooses the window, its size and colour scheme, and where the document
    /// goes: `--window ID`, `--width PX`, `--height PX`, `--color-scheme light|dark`,
    /// `--output FILE` (standard output when not given), `--help`. A mistake is reported on
    /// standard error with the usage, and the process exits with status 64.
    public static func main() {
        let command = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        do throws(AppLaunchOptions.Mistake) {
            let options = try AppLaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            if options.help {
                print(AppLaunchOptions.usage(command: command))
                return
            }
            let document = try Self().document(options)
            if let path = options.output {
                guard FileManager.default.createFile(atPath: path, contents: Data(document)) else {
                    throw AppLaunchOptions.Mistake(description: "cannot write \"\(path)\"")
                }
            } else {
                FileHandle.standardOutput.write(Data(document))
            }
        } catch {
            FileHandle.standardError.write(Data("\(command): \(error)\n\n\(AppLaunchOptions.usage(command: command))\n".utf8))
            exit(64)
        }
    }

    /// The HTML document of the window `options` choose, at their size or the scene's.
    package func document(_ options: AppLaunchOptions) throws(AppLaunchOptions.Mistake) -> [UInt8] {
        let window = try options.chosenWindow(among: windows)
        let size = window.defaultSize ?? HTMLRenderOptions().containerSize
        var render = HTMLRenderOptions()
        render.containerSize = CGSize(width: options.width ?? size.width, height: options.height ?? size.height)
        var writer = HTMLWriter()
        let title = window.title ?? String(describing: Self.self)
        let documentOptions = HTMLDocumentOptions(title: title, render: render)
        if let scheme = options.colorScheme {
            renderHTMLDocument(window.content.environment(\.colorScheme, scheme), into: &writer, options: documentOptions)
        } else {
            renderHTMLDocument(window.content, into: &writer, options: documentOptions)
        }
        return writer.bytes
    }
}
