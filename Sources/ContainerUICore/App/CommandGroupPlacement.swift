/// The standard menu groups a ``CommandGroup`` adds its items to or replaces, named as SwiftUI
/// names them (on the Mac, from the app menu's About item to the Help menu).
public struct CommandGroupPlacement: Sendable {
    /// The group's name, for tests and descriptions.
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The Settings item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The Services submenu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide, Hide Others, Show All.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New and the other items that make documents or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save, Save As, Revert.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Page Setup and Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy, Paste, Delete, Select All.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and the other text editing items.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and text formatting items.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Show or hide and customise the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Show or hide the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimise and Zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The items that open an app's single windows (macOS 13).
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Bring All to Front and the other arrangement items (macOS 13).
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The Help menu's items.
    public static let help = CommandGroupPlacement(name: "help")
}
