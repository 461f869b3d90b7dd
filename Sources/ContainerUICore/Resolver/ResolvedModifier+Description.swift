import Foundation

extension ResolvedModifier: CustomStringConvertible {
    public var description: String {
        switch self {
        case .padding(let insets): "padding(\(insets))"
        case .frame(let frame):
            "frame(\(frame.width?.shortDescription ?? "nil")×\(frame.height?.shortDescription ?? "nil")\(frame.alignment == .center ? "" : ", \(frame.alignment)"))"
        case .flexibleFrame(let frame): "frame(\(frame))"
        case .alignmentGuide(let guide): "alignmentGuide(\(guide.guideName))"
        case .fixedSize(let h, let v): "fixedSize(\(h ? "h" : "")\(v ? "v" : ""))"
        case .layoutPriority(let priority): "layoutPriority(\(priority.short))"
        case .containerRelativeFrame(let frame): "containerRelativeFrame(\(frame))"
        case .aspectRatio(let ratio, let mode): "aspectRatio(\(ratio.map { $0.shortDescription } ?? "nil"), \(mode))"
        case .offset(let size): "offset(\(size.width.shortDescription), \(size.height.shortDescription))"
        case .position(let point): "position(\(point.x.shortDescription), \(point.y.shortDescription))"
        case .rotation(let angle, let anchor): "rotation(\(angle)\(anchor == .center ? "" : " at \(anchor)"))"
        case .scale(let size, _): "scale(\(size.width.shortDescription), \(size.height.shortDescription))"
        case .transform(let t):
            "transform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.shortDescription).joined(separator: ", ")))"
        case .rotation3D(let r):
            "rotation3D(\(r.angle), axis (\([r.x, r.y, r.z].map(\.shortDescription).joined(separator: ", ")))"
                + (r.anchor == .center ? "" : " at \(r.anchor)") + (r.anchorZ == 0 ? "" : ", anchorZ \(r.anchorZ.shortDescription)")
                + (r.perspective == 1 ? "" : ", perspective \(r.perspective.shortDescription)") + ")"
        case .projection(let m):
            "projection(\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(\.shortDescription).joined(separator: ", ")))"
        case .opacity(let value): "opacity(\(value.short))"
        case .luminanceToAlpha: "luminanceToAlpha"
        case .colorMultiply(let color): "colorMultiply(\(color))"
        case .hoverEffect(let effect): "hoverEffect(\(effect))"
        case .pointer(let pointer): "pointer(\(pointer))"
        case .typesettingLanguage(let tag): "typesettingLanguage(\(tag))"
        case .filter(let filter): "\(filter)"
        case .blendMode(let mode): "blendMode(\(mode))"
        case .zIndex(let value): "zIndex(\(value.short))"
        case .background(let layer): "background(\(layer))"
        case .overlay(let layer): "overlay(\(layer))"
        case .mask(let layer): "mask(\(layer))"
        case .safeAreaInset(let inset):
            "safeAreaInset(\(inset.edge), \(inset.nodes.count) views, spacing \(inset.spacing.shortDescription), \(inset.alignment))"
        case .cornerRadius(let radius): "cornerRadius(\(radius.shortDescription))"
        case .clipShape(let shape): "clipShape(\(shape))"
        case .clipped: "clipped"
        case .shadow(let shadow): "shadow(\(shadow.color), radius \(shadow.radius.shortDescription), \(shadow.x.shortDescription), \(shadow.y.shortDescription))"
        case .border(let style, let width): "border(\(style), \(width.shortDescription))"
        case .strikethrough: "strikethrough"
        case .underline: "underline"
        case .listRowSeparator(let visibility, let edges): "listRowSeparator(\(visibility)\(edges == .all ? "" : ", \(edges)"))"
        case .listRowSeparatorTint(let color, let edges): "listRowSeparatorTint(\(color)\(edges == .all ? "" : ", \(edges)"))"
        case .listRowInsets(let insets, let edges): "listRowInsets(\(edges == .all ? insets.description : Self.describe(insets, on: edges)))"
        case .sectionIndexLabel(let label): "sectionIndexLabel(\(label))"
        case .listRowBackground(let layer): "listRowBackground(\(layer))"
        case .badge(let layer): "badge(\(layer))"
        case .tabItem(let layer): "tabItem(\(layer))"
        case .listSectionSeparator(let visibility, let edges): "listSectionSeparator(\(visibility)\(edges == .all ? "" : ", \(edges)"))"
        case .listSectionSeparatorTint(let color, let edges): "listSectionSeparatorTint(\(color)\(edges == .all ? "" : ", \(edges)"))"
        case .scrollTargetLayout: "scrollTargetLayout"
        case .scrollTargetBehavior(let behavior): "scrollTargetBehavior(\(behavior))"
        case .contentMargins(let insets, let placement): "contentMargins(\(insets)\(placement == .automatic ? "" : ", \(placement)"))"
        case .scrollIndicators(let visibility): "scrollIndicators(\(visibility))"
        case .initialScrollTarget: "initialScrollTarget"
        case .gridCellColumns(let count): "gridCellColumns(\(count))"
        case .gridColumnAlignment(let alignment): "gridColumnAlignment(\(alignment))"
        case .gridCellUnsizedAxes(let axes): "gridCellUnsizedAxes(\(axes))"
        case .gridCellAnchor(let anchor): "gridCellAnchor(\(anchor))"
        case .id(let id): "id(\(id))"
        case .tag(let tag): "tag(\(tag.base))"
        case .coordinateSpace(let name): "coordinateSpace(\(name.base))"
        case .disabled: "disabled"
        case .hidden: "hidden"
        case .accessibilityLabel(let label): "accessibilityLabel(\(label.quoted))"
        case .accessibilityHidden: "accessibilityHidden"
        case .accessibilityHint(let hint): "accessibilityHint(\(hint.quoted))"
        case .accessibilityValue(let value): "accessibilityValue(\(value.quoted))"
        case .accessibilityIdentifier(let identifier): "accessibilityIdentifier(\(identifier.quoted))"
        case .accessibilityElement(let children): "accessibilityElement(children: .\(children))"
        case .accessibilityFocused: "accessibilityFocused"
        case .accessibilityCustomContent(let entry): "accessibilityCustomContent(\(entry))"
        case .help(let text): "help(\(text.quoted))"
        case .hitTestingDisabled: "allowsHitTesting(false)"
        case .accessibilityTraits(let added, let removed):
            "accessibilityTraits(" + (added.isEmpty ? "" : "+\(added.names.joined(separator: ","))") + (removed.isEmpty ? "" : "-\(removed.names.joined(separator: ","))") + ")"
        case .accessibilitySortPriority(let priority): "accessibilitySortPriority(\(CGFloat(priority).shortDescription))"
        case .accessibilityRole(let role): "accessibilityRole(\(role))"
        case .colorScheme(let scheme): "colorScheme(\(scheme))"
        case .layoutDirection(let direction): "layoutDirection(\(direction))"
        case .preference(let preference): "preference(\(preference))"
        case .searchField(let field):
            "searchField(\(field.suggestions.count) suggestions, \(field.suggestedTokens.count) suggested tokens, \(field.scopes.count) scopes\(field.showsScopes ? " shown" : ""))"
        case .scrollTransition(let transition): transition.description
        case .visualEffect: "visualEffect"
        }
    }
}

extension ResolvedLayer: CustomStringConvertible {
    public var description: String {
        switch self {
        case .style(let style, let shape): shape.map { "\(style) in \($0)" } ?? "\(style)"
        case .content(let nodes, let alignment): "\(nodes.count) views\(alignment == .center ? "" : ", \(alignment)")"
        }
    }
}

extension FlexibleFrame: CustomStringConvertible {
    public var description: String {
        let parts: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var text = parts.compactMap { name, value in value.map { "\(name): \($0 == .infinity ? "∞" : $0.shortDescription)" } }
        if alignment != .center { text.append("\(alignment)") }
        return text.joined(separator: ", ")
    }
}

extension ContainerRelativeFrame: CustomStringConvertible {
    public var description: String {
        switch sizing {
        case .grid(let count, let span, let spacing):
            count == 1 && span == 1 && spacing == 0 ? "\(axes)" : "\(axes), count: \(count), span: \(span), spacing: \(spacing.shortDescription)"
        case .closure: "\(axes), closure"
        }
    }
}

extension ResolvedModifier {
    /// The insets on `edges` alone, by name: `top 0, bottom 4`.
    static func describe(_ insets: EdgeInsets, on edges: Edge.Set) -> String {
        Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0) \(insets[edge: $0].shortDescription)" }.joined(separator: ", ")
    }
}
