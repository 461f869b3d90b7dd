import ContainerUI

/// Every example of the gallery, in the order the index shows them.
public enum GalleryCatalog {
    /// The examples.
    public static let examples: [GalleryExample] = seedExamples + explainedExamples

    /// The example with `id`, if any.
    public static func example(id: String) -> GalleryExample? {
        examplesByID[id]
    }

    /// The examples by id, for the lookup every page request makes.
    private static let examplesByID = Dictionary(uniqueKeysWithValues: examples.map { ($0.id, $0) })

    /// The topics, in order of first appearance.
    public static var topics: [String] {
        var seen: Set<String> = []
        return examples.map(\.topic).filter { seen.insert($0).inserted }
    }

    static let explainedExamples: [GalleryExample] = [
        GalleryExample(
            id: "declared-and-resolved", title: "Declared versus resolved",
            summary: "Four declared views, twelve resolved subviews: a ForEach is one statement but many cards.",
            topic: "How containers see their content",
            parameters: [.integer("samSongs", "Sam's songs", default: 9, in: 0...9)],
            sourceFile: "Examples/Explained/DeclaredAndResolvedBoard.swift"
        ) { DeclaredAndResolvedExample(samSongCount: $0.int("samSongs")) },
        GalleryExample(
            id: "nearest-container", title: "Container values stop at the nearest container",
            summary: "A value written inside a VStack belongs to the VStack; the outer container never sees it.",
            topic: "How containers see their content",
            parameters: [.boolean("wrapInVStack", "Wrap Blue in a VStack", default: true)],
            sourceFile: "Examples/Explained/NearestContainer.swift"
        ) { NearestContainerExample(wrapsInVStack: $0.bool("wrapInVStack")) },
        GalleryExample(
            id: "environment-and-preferences", title: "Environment down, preferences up",
            summary: "The panel's style reaches every view inside; the captions they prefer merge up into its title.",
            topic: "How containers see their content",
            parameters: [
                .choice("tint", "Style", default: "rust", ["rust", "teal", "indigo"]),
                .integer("captions", "Captions", default: 2, in: 0...2),
            ],
            sourceFile: "Examples/Explained/EnvironmentAndPreferences.swift"
        ) { EnvironmentAndPreferencesExample(tint: $0.string("tint"), captions: $0.int("captions")) },
        GalleryExample(
            id: "list-styles", title: "List styles and rows",
            summary: "One list in each of iOS's styles; rows with a badge, a background of their own and their own insets.",
            topic: "Lists and sections",
            parameters: [
                .choice("style", "Style", default: "insetGrouped", ["insetGrouped", "grouped", "inset", "plain"]),
                .number("rowSpacing", "Row spacing", default: 0, in: 0...24),
                .choice("sectionSpacing", "Section spacing", default: "default", ["default", "compact"]),
            ],
            sourceFile: "Examples/Explained/ListStyles.swift"
        ) { ListStylesExample(style: $0.string("style"), rowSpacing: $0.double("rowSpacing"), sectionSpacing: $0.string("sectionSpacing")) },
        GalleryExample(
            id: "file-outline", title: "Outlines: a file browser",
            summary: "Files as an outline list, each folder collapsed as SwiftUI starts it, and a project's folders as disclosure groups written by hand, expanded to a chosen depth, each level indented.",
            topic: "Lists and sections",
            parameters: [
                .integer("expandedDepth", "Expanded levels", default: 1, in: 0...3),
                .boolean("details", "README's details inside its row", default: false),
            ],
            sourceFile: "Examples/Explained/FileOutline.swift"
        ) { FileOutlineExample(expandedDepth: $0.int("expandedDepth"), showsDetails: $0.bool("details")) },
        GalleryExample(
            id: "table", title: "A sortable table by size class",
            summary: "A folder's files as a Table sorted by a column: on a phone the first column alone as a list, in a regular size class a header row (which can be hidden), the sorted column's title with a chevron, every column at its width, and rows that can alternate.",
            topic: "Lists and sections",
            parameters: [
                .choice("sizeClass", "Horizontal size class", default: "regular", ["regular", "compact"]),
                .choice("style", "Table style", default: "automatic", ["automatic", "inset", "insetAlternating"]),
                .choice("sortColumn", "Sorted by", default: "name", ["name", "kind", "size", "none"]),
                .choice("sortOrder", "Order", default: "ascending", ["ascending", "descending"]),
                .boolean("headers", "Column headers", default: true),
            ],
            sourceFile: "Examples/Explained/FileTable.swift"
        ) {
            FileTableExample(
                sizeClass: $0.string("sizeClass"), style: $0.string("style"),
                sortColumn: $0.string("sortColumn"), sortOrder: $0.string("sortOrder"), headers: $0.bool("headers"))
        },
        GalleryExample(
            id: "collapsible-sections", title: "Collapsible sections in a sidebar",
            summary: "A music library's sidebar whose sections collapse: Section(isExpanded:) with a chevron in each prominent header, a collapsed section's header alone; in the inset grouped style no chevron.",
            topic: "Lists and sections",
            parameters: [
                .choice("style", "List style", default: "sidebar", ["sidebar", "insetGrouped"]),
                .boolean("library", "Library expanded", default: true),
                .boolean("playlists", "Playlists expanded", default: false),
            ],
            sourceFile: "Examples/Explained/CollapsibleSections.swift"
        ) { CollapsibleSectionsExample(style: $0.string("style"), library: $0.bool("library"), playlists: $0.bool("playlists")) },
        GalleryExample(
            id: "button-styles", title: "Buttons and toggles in styles",
            summary: "A form's buttons in iOS's built-in styles, control sizes and iOS 26's sizings, a switch and a toggle drawn by a user's style.",
            topic: "Lists and sections",
            parameters: [
                .choice("style", "Button style", default: "bordered", ["bordered", "borderedProminent", "plain", "automatic"]),
                .choice("size", "Control size", default: "regular", ["regular", "small", "large"]),
                .choice("sizing", "Button sizing", default: "automatic", ["automatic", "fitted", "flexible"]),
            ],
            sourceFile: "Examples/Explained/ButtonStyles.swift"
        ) { ButtonStylesExample(style: $0.string("style"), size: $0.string("size"), sizing: $0.string("sizing")) },
        GalleryExample(
            id: "order-form", title: "Text fields, pickers and steppers",
            summary: "A coffee order: text and secure fields, pickers as a menu, segments, checked rows and a wheel, a stepper and a button toggle.",
            topic: "Lists and sections",
            parameters: [
                .choice("drinkStyle", "Drink picker style", default: "menu", ["menu", "segmented", "inline", "wheel", "navigationLink"]),
                .choice("fieldStyle", "Text field style", default: "automatic", ["automatic", "roundedBorder"]),
                .integer("shots", "Shots", default: 2, in: 1...4),
                .boolean("hasName", "Name filled in", default: true),
            ],
            sourceFile: "Examples/Explained/OrderForm.swift"
        ) { OrderFormExample(drinkStyle: $0.string("drinkStyle"), fieldStyle: $0.string("fieldStyle"), shots: $0.int("shots"), hasName: $0.bool("hasName")) },
        GalleryExample(
            id: "trip-details", title: "Text editors, multi-line and formatted fields",
            summary: "A trip's details: a title field that grows line by line within its line limit, one that reserves its lines, a budget in a currency field with its shares formatted in the locale, the route in the units the locale prefers, and notes in a text editor, on its row or on a tinted card.",
            topic: "Lists and sections",
            parameters: [
                .choice("titleLines", "Title's line limit", default: "1...3", ["1...3", "3...6", "reserve4", "none"]),
                .choice("notesBackground", "Notes background", default: "automatic", ["automatic", "hidden"]),
                .boolean("hasNotes", "Notes filled in", default: true),
                .choice("currency", "Budget's currency", default: "EUR", ["EUR", "USD", "JPY"]),
                .choice("locale", "Locale", default: "en_US", ["en_US", "en_GB", "de_DE", "fr_FR"]),
            ],
            sourceFile: "Examples/Explained/TripDetails.swift"
        ) {
            TripDetailsExample(
                titleLines: $0.string("titleLines"), notesBackground: $0.string("notesBackground"), hasNotes: $0.bool("hasNotes"),
                currency: $0.string("currency"), locale: $0.string("locale")
            )
        },
        GalleryExample(
            id: "event-scheduler", title: "Date and colour pickers",
            summary: "A new event: its colour in a colour well, start and end dates within ranges, the day on a month's calendar or wheels, an alert picker showing a short value, and how long until it starts.",
            topic: "Lists and sections",
            parameters: [
                .choice("calendarStyle", "Day picker style", default: "graphical", ["graphical", "wheel", "compact"]),
                .boolean("allDay", "All day", default: false),
                .choice("tint", "Tint", default: "blue", ["blue", "red", "green"]),
            ],
            sourceFile: "Examples/Explained/EventScheduler.swift"
        ) { EventSchedulerExample(calendarStyle: $0.string("calendarStyle"), allDay: $0.bool("allDay"), tint: $0.string("tint")) },
        GalleryExample(
            id: "device-status", title: "Gauges, a timeline and a share link",
            summary: "A phone's battery and storage as bars, and Lock Screen rings for charge, temperature and UV index, in every iOS gauge style, tinted or with a gradient (a value outside its range is clamped to it); the time of the last update, rebuilt every minute by a timeline view; a link that shares the status; wallpapers as async images show them before they load.",
            topic: "Lists and sections",
            parameters: [
                .integer("battery", "Battery (%)", default: 72, in: -20...140),
                .choice("linearStyle", "Bars' style", default: "automatic", ["automatic", "accessoryLinear", "accessoryLinearCapacity"]),
                .choice("tint", "Tint", default: "automatic", ["automatic", "green", "gradient"]),
            ],
            sourceFile: "Examples/Explained/DeviceStatus.swift"
        ) { DeviceStatusExample(battery: $0.int("battery"), linearStyle: $0.string("linearStyle"), tint: $0.string("tint")) },
        GalleryExample(
            id: "adaptive-layouts", title: "Layouts that adapt",
            summary: "A toolbar that trades its labels for icons as the window narrows, badges positioned on a corner, a grid whose rule takes its columns' width and whose star sits at its anchor.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .integer("actions", "Toolbar actions", default: 4, in: 2...5),
                .integer("unread", "Unread messages", default: 3, in: 0...120),
                .choice("anchor", "Star's anchor in its cell", default: "topTrailing", ["topTrailing", "center", "bottomLeading", "custom"]),
                .choice("bestColumn", "Best column", default: "unsized", ["unsized", "flexible"]),
            ],
            sourceFile: "Examples/Explained/AdaptiveLayouts.swift"
        ) { AdaptiveLayoutsExample(actions: $0.int("actions"), unread: $0.int("unread"), anchor: $0.string("anchor"), bestColumn: $0.string("bestColumn")) },
        GalleryExample(
            id: "adaptive-layout", title: "Switching layouts with AnyLayout",
            summary: "A now-playing card whose artwork, titles and controls go in a row, a column, a grid or a custom layout that delegates to HStackLayout, as one AnyLayout chooses: the same three views whichever is taken.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .choice("arrangement", "Arrangement", default: "horizontal", ["horizontal", "vertical", "grid", "custom"]),
            ],
            sourceFile: "Examples/Explained/LayoutSwitching.swift"
        ) { LayoutSwitchingExample(arrangement: $0.string("arrangement")) },
        GalleryExample(
            id: "layout-values", title: "Custom layouts that read layout values",
            summary: "A podium that stands runners by the place each one hands the layout with layoutValue(key:value:), whatever order they are declared in, and a storage bar whose segments take the gigabytes each one reports.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .choice("declaredOrder", "Runners declared in", default: "finish", ["finish", "bib"]),
                .choice("device", "Device", default: "phone", ["phone", "laptop"]),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/LayoutValues.swift"
        ) { LayoutValuesExample(declaredOrder: $0.string("declaredOrder"), device: $0.string("device"), colorScheme: $0.string("colorScheme")) },
        GalleryExample(
            id: "proposal-layouts", title: "Custom layouts that follow their proposal",
            summary: "A flow layout that wraps topic tags into as many rows as the width needs, each row aligned, and seats placed round an oval as wide as the table is offered: both rearrange as the window narrows or widens.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .integer("tags", "Tags", default: 12, in: 1...24),
                .choice("rowAlignment", "Rows aligned", default: "leading", ["leading", "center", "trailing"]),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/ProposalLayouts.swift"
        ) { ProposalLayoutsExample(tags: $0.int("tags"), rowAlignment: $0.string("rowAlignment"), colorScheme: $0.string("colorScheme")) },
        GalleryExample(
            id: "geometry-readers", title: "Views sized by a GeometryReader",
            summary: "A progress bar filled to a fraction of its reader's width with a marker at its end, a week of activity whose columns share the width, tiles in a row or a column by the reader's width, and a budget split at a fraction of it: the reader's size comes from the layout, so they follow the window.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .integer("progress", "Progress (%)", default: 64, in: 0...100),
                .integer("rowFrom", "Tiles in a row from (px)", default: 480, in: 200...1400),
                .integer("split", "Spent (%)", default: 66, in: 10...90),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/GeometryReaders.swift"
        ) { GeometryReadersExample(progress: $0.int("progress"), split: $0.int("split"), rowFrom: $0.int("rowFrom"), colorScheme: $0.string("colorScheme")) },
        GalleryExample(
            id: "alignment-guides", title: "Alignment guides",
            summary: "A profile whose labels and values line up on a custom alignment across rows, a timeline whose bars start at their times, and a badge centred on a corner.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .choice("rows", "Rows aligned on", default: "profileValues", ["profileValues", "leading"]),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/AlignmentGuides.swift"
        ) { AlignmentGuidesExample(rows: $0.string("rows"), colorScheme: $0.string("colorScheme")) },
        GalleryExample(
            id: "everyday-screens", title: "Everyday screens: a profile, a sign-in form, statistics, chat and tiles",
            summary: "A profile header, a sign-in form whose fields stop at 320 points, statistics sharing a row, a progress card, chat bubbles, adaptive tiles, a bar of icons, a badge and a banner: the stacks and frames of ordinary app screens, left to right or mirrored right to left.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [.choice("layoutDirection", "Layout direction", default: "leftToRight", ["leftToRight", "rightToLeft"])],
            sourceFile: "Examples/Explained/EverydayScreens.swift"
        ) { EverydayScreensExample(rightToLeft: $0.string("layoutDirection") == "rightToLeft") },
        GalleryExample(
            id: "stack-sharing", title: "How a stack shares its width",
            summary: "Rows narrower than their texts: a title keeps its line beside a short value, long texts wrap side by side, a text between colours gets a third unless it has priority, and colours with a maximum stop there. At an accessibility text size a row 44 points tall shows the lines of its text that fit.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .integer("rowWidth", "Row width", default: 300, in: 160...390),
                .choice("textSize", "Text size", default: "large", ["large", "accessibility2"]),
            ],
            sourceFile: "Examples/Explained/StackSharing.swift"
        ) { StackSharingExample(rowWidth: $0.int("rowWidth"), textSize: $0.string("textSize") == "accessibility2" ? .accessibility2 : .large) },
        GalleryExample(
            id: "accessible-cards", title: "Accessibility: elements, values, hints and identifiers",
            summary: "A ride's status as VoiceOver reads it: a driver card that combines, contains or ignores its children, an arrival time and a star rating read as label and value, and a call button with a hint and an identifier for UI tests, which a sort priority can put first.",
            topic: "Text and symbols",
            parameters: [
                .choice("children", "Driver card's children", default: "combine", ["combine", "contain", "ignore"]),
                .boolean("hints", "Hint on the call button", default: true),
                .boolean("callFirst", "Call button reached first", default: false),
            ],
            sourceFile: "Examples/Explained/AccessibleCards.swift"
        ) { AccessibleCardsExample(children: $0.string("children"), hints: $0.bool("hints"), callFirst: $0.bool("callFirst")) },
        GalleryExample(
            id: "dynamic-type", title: "Dynamic Type",
            summary: "An inbox at the reader's text size: text styles, ScaledMetric avatars, rows that stack at the accessibility sizes, and filter chips capped at xLarge.",
            topic: "Text and symbols",
            parameters: [
                .choice("textSize", "Text size", default: "large", DynamicTypeSize.allCases.map { "\($0)" }),
            ],
            sourceFile: "Examples/Explained/DynamicType.swift"
        ) { arguments in
            DynamicTypeExample(textSize: DynamicTypeSize.allCases.first { "\($0)" == arguments.string("textSize") } ?? .large)
        },
        GalleryExample(
            id: "typography", title: "Typography",
            summary: "A now-playing card: tracking, line spacing and iOS 26's line heights, truncation, a scale factor, tabular digits, a baseline offset, symbols' scale and rendering mode.",
            topic: "Text and symbols",
            parameters: [
                .number("tracking", "Caption tracking", default: 2, in: 0...6),
                .number("lineSpacing", "Line spacing", default: 4, in: 0...12),
                .choice("lineHeight", "Line height", default: "automatic", ["automatic", "variable", "tight", "normal", "loose", "multiple", "exact"]),
                .choice("truncation", "Title truncation", default: "tail", ["tail", "head", "middle"]),
                .choice("imageScale", "Image scale", default: "medium", ["medium", "small", "large"]),
                .choice("rendering", "Rendering mode", default: "hierarchical", ["hierarchical", "monochrome", "palette", "multicolor"]),
            ],
            sourceFile: "Examples/Explained/Typography.swift"
        ) {
            TypographyExample(
                tracking: $0.double("tracking"), lineSpacing: $0.double("lineSpacing"), lineHeight: $0.string("lineHeight"),
                truncation: $0.string("truncation"),
                imageScale: $0.string("imageScale"), rendering: $0.string("rendering")
            )
        },
        GalleryExample(
            id: "tabs", title: "Tabs",
            summary: "An errands app in a TabView: iOS's tab bar under the selected tab, with a badge and the search tab, or the tabs as pages with dots.",
            topic: "Tabs and navigation",
            parameters: [
                .choice("style", "Style", default: "automatic", ["automatic", "page"]),
                .choice("selection", "Selected tab", default: "board", ["lists", "board", "inbox", "family", "search"]),
                .choice("pageIndex", "Page dots", default: "automatic", ["automatic", "always", "never"]),
            ],
            sourceFile: "Examples/Explained/Tabs.swift"
        ) { TabsExample(style: $0.string("style"), selection: $0.string("selection"), pageIndex: $0.string("pageIndex")) },
        GalleryExample(
            id: "split-view", title: "Split view",
            summary: "A field-notes app in a NavigationSplitView: one navigation stack on a phone, two or three columns side by side in a regular size class; its sidebar searches notes.",
            topic: "Tabs and navigation",
            parameters: [
                .choice("sizeClass", "Horizontal size class", default: "compact", ["compact", "regular"]),
                .choice("columns", "Columns", default: "three", ["two", "three"]),
                .choice("visibility", "Column visibility", default: "automatic", ["automatic", "all", "doubleColumn", "detailOnly"]),
                .choice("compactColumn", "Preferred compact column", default: "sidebar", ["sidebar", "content", "detail"]),
                .choice("style", "Style", default: "balanced", ["balanced", "prominentDetail"]),
                .choice("search", "Searching for", default: "nothing", ["nothing", "heron", "swift"]),
            ],
            sourceFile: "Examples/Explained/SplitView.swift"
        ) {
            SplitViewExample(
                sizeClass: $0.string("sizeClass"), columns: $0.string("columns"), visibility: $0.string("visibility"),
                compactColumn: $0.string("compactColumn"), style: $0.string("style"), search: $0.string("search"))
        },
        GalleryExample(
            id: "search", title: "Search",
            summary: "A sightings log with searchable: habitats as tokens in the field, scopes below it while the search is active, and suggestions, which a phone lists only while the field has focus.",
            topic: "Tabs and navigation",
            parameters: [
                .choice("search", "Search", default: "idle", ["idle", "active", "typing"]),
                .choice("tokens", "Habitat tokens", default: "river", ["river", "none", "both"]),
                .choice("scope", "Scope", default: "all", ["all", "birds", "plants"]),
                .choice("activation", "Scope activation", default: "automatic", ["automatic", "onTextEntry"]),
            ],
            sourceFile: "Examples/Explained/Search.swift"
        ) {
            SearchExample(search: $0.string("search"), tokens: $0.string("tokens"), scope: $0.string("scope"), activation: $0.string("activation"))
        },
        GalleryExample(
            id: "scroll-position", title: "Scroll position",
            summary: "A month of notes in a ScrollView with scrollPosition(id:anchor:): the first frame starts with the day the binding holds at the anchor, or at the defaultScrollAnchor when it holds none.",
            topic: "Lists and sections",
            parameters: [
                .choice("start", "Scroll position", default: "12", ["12", "none", "1", "29"]),
                .choice("anchor", "Anchor", default: "none", ["none", "top", "center", "bottom"]),
                .choice("defaultAnchor", "Default anchor", default: "none", ["none", "bottom", "center"]),
            ],
            sourceFile: "Examples/Explained/ScrollPosition.swift"
        ) { ScrollPositionExample(start: $0.string("start"), anchor: $0.string("anchor"), defaultAnchor: $0.string("defaultAnchor")) },
        GalleryExample(
            id: "scroll-transitions", title: "Scroll transitions",
            summary: "Destination cards with scrollTransition: each grows in as it scrolls to rest and shrinks, tilts or blurs as it leaves, interpolated with the scroll position or switched at a threshold; trips in a stack, a clipped card or a List's rows; the page runs it as you scroll, and the first frame's phases are computed.",
            topic: "Lists and sections",
            parameters: [
                .choice("effect", "Effect", default: "scale", ["scale", "tilt", "blur"]),
                .choice("configuration", "Configuration", default: "interactive", ["interactive", "linear", "animated", "identity"]),
                .choice("threshold", "Threshold", default: "visible", ["visible", "half", "centered", "hidden"]),
                .choice("feed", "Trips", default: "stack", ["stack", "clipped", "list"]),
            ],
            sourceFile: "Examples/Explained/ScrollTransitions.swift"
        ) {
            ScrollTransitionsExample(
                effect: $0.string("effect"), configuration: $0.string("configuration"), threshold: $0.string("threshold"), feed: $0.string("feed")
            )
        },
        GalleryExample(
            id: "safe-area-insets", title: "Safe area insets",
            summary: "A chat thread with a composer bar in safeAreaInset(edge: .bottom) and filters in safeAreaInset(edge: .top): a list or scroll view scrolls under them, plain content is laid out in what they leave.",
            topic: "Lists and sections",
            parameters: [
                .choice("content", "Thread", default: "list", ["list", "scroll", "plain"]),
                .choice("spacing", "Spacing", default: "default", ["default", "0", "16"]),
                .choice("filterAlignment", "Filter alignment", default: "center", ["center", "leading", "trailing"]),
                .choice("sideRail", "Side rail on the list", default: "none", ["none", "leading", "trailing"]),
            ],
            sourceFile: "Examples/Explained/SafeAreaInsets.swift"
        ) {
            SafeAreaInsetsExample(
                content: $0.string("content"), spacing: $0.string("spacing"),
                filterAlignment: $0.string("filterAlignment"), sideRail: $0.string("sideRail"))
        },
        GalleryExample(
            id: "photo-cards", title: "Photo cards: masks and prominent headers",
            summary: "A photo journal: photos fading out through gradient masks, avatars masked to circles, a thumbnail strip of rounded masks fading at its edge, sections with headerProminence(.increased), and tinted section separators in the grouped style.",
            topic: "Lists and sections",
            parameters: [
                .choice("prominence", "Header prominence", default: "increased", ["increased", "standard"]),
                .choice("style", "List style", default: "insetGrouped", ["insetGrouped", "grouped", "plain"]),
                .choice("fade", "Photo fade", default: "bottom", ["bottom", "top", "none"]),
            ],
            sourceFile: "Examples/Explained/PhotoCards.swift"
        ) {
            PhotoCardsExample(prominence: $0.string("prominence"), style: $0.string("style"), fade: $0.string("fade"))
        },
        GalleryExample(
            id: "presentations", title: "Presentations, menus and control groups",
            summary: "A trip screen with a sort Menu and a ControlGroup, presenting a sheet at a detent, a full-screen cover, an alert, a confirmation dialog or a popover (a sheet on iPhone).",
            topic: "Tabs and navigation",
            parameters: [
                .choice("shown", "Presented", default: "none", ["none", "sheetMedium", "sheetLarge", "fullScreenCover", "alert", "confirmationDialog", "popover"]),
                .choice("groupStyle", "Control group style", default: "automatic", ["automatic", "navigation", "menu"]),
            ],
            sourceFile: "Examples/Explained/Presentations.swift"
        ) { PresentationsExample(shown: $0.string("shown"), groupStyle: $0.string("groupStyle")) },
        GalleryExample(
            id: "custom-styles", title: "Styles of group boxes, disclosure groups, forms and progress",
            summary: "A download screen restyled through style protocols: a card GroupBoxStyle, a ring ProgressViewStyle driven by the progress, a DisclosureGroupStyle with a plus or minus before its label, and the form in the automatic, grouped or columns style.",
            topic: "Lists and sections",
            parameters: [
                .number("progress", "Download progress", default: 0.62, in: 0...1),
                .choice("formStyle", "Form style", default: "automatic", ["automatic", "grouped", "columns"]),
                .choice("boxes", "Download boxes", default: "card", ["card", "automatic"]),
            ],
            sourceFile: "Examples/Explained/CustomStyles.swift"
        ) { CustomStylesExample(progress: $0.double("progress"), formStyle: $0.string("formStyle"), boxes: $0.string("boxes")) },
        GalleryExample(
            id: "activity-rings", title: "Activity rings, dashed outlines and gradient cards",
            summary: "A day's activity: rings drawn by trimming circles and stroking them with the chosen line cap over tracks drawn by strokeBorder, cards filled with colours' standard gradients (.gradient), and a dashed outline with the chosen cap and join.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .number("progress", "Move ring progress", default: 0.7, in: 0...1),
                .choice("lineCap", "Line cap", default: "round", ["butt", "round", "square"]),
                .choice("lineJoin", "Dashed outline's join", default: "round", ["miter", "round", "bevel"]),
            ],
            sourceFile: "Examples/Explained/ActivityRings.swift"
        ) { ActivityRingsExample(progress: $0.double("progress"), lineCap: $0.string("lineCap"), lineJoin: $0.string("lineJoin")) },
        GalleryExample(
            id: "reading-list", title: "A reading list kept in models",
            summary: "Shelves of books from an @Observable library the list reads from the environment, one section per shelf, each book's toggle bound to the book with @Bindable, under a yearly goal the screen owns as an ObservableObject and the header reads with @EnvironmentObject.",
            topic: "Lists and sections",
            parameters: [
                .integer("shelves", "Shelves", default: 3, in: 1...3),
                .boolean("showRead", "Show books already read", default: true),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/ReadingList.swift"
        ) { ReadingListExample(shelves: $0.int("shelves"), showRead: $0.bool("showRead"), colorScheme: $0.string("colorScheme")) },
        GalleryExample(
            id: "now-playing", title: "A library header: mesh gradient and an anchored underline",
            summary: "A music library's header written with iOS 17 and 18 APIs: a MeshGradient behind the title, the chosen tab underlined where an anchor preference says its bounds are (anchorPreference, overlayPreferenceValue and a GeometryReader reading proxy[anchor]), a rating with a symbol inside its text, a colour mixed with Color.mix and a dotted underline.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [
                .integer("chosen", "Chosen tab", default: 1, in: 0...3),
                .choice("colorScheme", "Color scheme", default: "light", ["light", "dark"]),
            ],
            sourceFile: "Examples/Explained/NowPlaying.swift"
        ) { NowPlayingExample(chosen: $0.int("chosen"), colorScheme: $0.string("colorScheme")) },
    ]
}
