import ContainerUICore
import Foundation

/// SF Symbol names drawn with Bootstrap Icons (MIT), listed in `Public/icons/symbols.tsv`.
enum SymbolTable {
    /// The view box of every icon.
    static let viewBox: StaticString = "0 0 16 16"
}
