import Foundation

/// The activity type of browsing a web page, continued by opening `webpageURL`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the user is doing in the app, described so that another device can pick it up (Handoff)
/// or search can find it, as Foundation has it on Apple's systems (Foundation on Linux has none):
/// what `userActivity(_:isActive:_:)` updates and `onContinueUserActivity(_:perform:)` receives.
///
/// It is a description held in memory: a server has no Handoff or search index to publish it to,
/// so becoming current records only that it is the process's current activity.
open class NSUserActivity: NSObject, @unchecked Sendable {
    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var currentActivity: NSUserActivity?

    /// The kind of activity (a reverse-DNS name the app declares, or ``NSUserActivityTypeBrowsingWeb``).
    public let activityType: String
    /// A title shown to the user.
    open var title: String?
    /// The app's own description of the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` another device needs to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity has changed since it was last described (its delegate is asked to
    /// update it before it is sent).
    open var needsSave = false
    /// A web page that continues the activity on a device without the app.
    open var webpageURL: URL?
    /// The page the user came from.
    open var referrerURL: URL?
    /// When the activity stops being offered.
    open var expirationDate: Date?
    /// Words search finds the activity by.
    open var keywords: Set<String> = []
    /// Whether another device may continue it with a stream back to this one.
    open var supportsContinuationStreams = false
    /// Whether other devices may continue it (true unless turned off).
    open var isEligibleForHandoff = true
    /// Whether the device's search may find it.
    open var isEligibleForSearch = false
    /// Whether public search may find it.
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest it.
    open var isEligibleForPrediction = false
    /// An identifier to delete saved activities by.
    open var persistentIdentifier: String?
    /// What the activity shows, for choosing the scene that continues it.
    open var targetContentIdentifier: String?
    /// Told before the activity is sent and when it was continued elsewhere.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// Whether `invalidate()` was called.
    private var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes it the process's current activity, unless it was invalidated.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        Self.currentLock.withLock { Self.currentActivity = self }
    }

    /// Stops it being the current activity, when it is.
    open func resignCurrent() {
        Self.currentLock.withLock { if Self.currentActivity === self { Self.currentActivity = nil } }
    }

    /// Ends the activity: it is no longer current and cannot become current again.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// The process's current activity, if one became current and was not resigned.
    public static var current: NSUserActivity? {
        currentLock.withLock { currentActivity }
    }
}

/// Told about an activity's life: before it is sent, and when another device continued it.
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be sent: bring it up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// Another device continued the activity.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    /// Nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// Nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
