import Foundation

/// A block observer of `NotificationCenter.default`, removed when the token goes (so a
/// `@MainActor` class needs no isolated `deinit`, which Swift 6.0 lacks).
final class NotificationToken: @unchecked Sendable {
  private let observer: any NSObjectProtocol

  init(_ name: Notification.Name, _ block: @escaping @Sendable (Notification) -> Void) {
    observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: block)
  }

  deinit { NotificationCenter.default.removeObserver(observer) }
}
