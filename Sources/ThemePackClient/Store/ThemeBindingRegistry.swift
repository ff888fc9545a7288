/// The bindings of one `ThemeStore`, in the order they were made: each an object held
/// weakly, an optional key and the styling closure. A binding whose object is gone is
/// dropped at the next restyle (or count); one of an object and key replaces the earlier
/// binding of that object and key, so setting a view's themed background twice leaves one.
@MainActor
final class ThemeBindingRegistry {
  private final class Slot {
    let identifier: Int
    weak var object: AnyObject?
    let key: String?
    let apply: @MainActor (AnyObject) -> Void
    /// False once cancelled or replaced: a restyle under way skips it.
    var isLive = true

    init(identifier: Int, object: AnyObject, key: String?, apply: @escaping @MainActor (AnyObject) -> Void) {
      self.identifier = identifier
      self.object = object
      self.key = key
      self.apply = apply
    }
  }

  private var slots: [Slot] = []
  private var nextIdentifier = 0

  /// Registers `apply` for `object` (replacing a binding of the same object and non-nil
  /// key) and returns the binding's identifier. Does not run it.
  func add(_ object: AnyObject, key: String?, apply: @escaping @MainActor (AnyObject) -> Void) -> Int {
    if let key { drop { $0.object === object && $0.key == key } }
    nextIdentifier += 1
    slots.append(Slot(identifier: nextIdentifier, object: object, key: key, apply: apply))
    return nextIdentifier
  }

  func remove(_ identifier: Int) { drop { $0.identifier == identifier } }

  /// Takes out the slots `matching` says, marking them dead for a restyle under way (which
  /// iterates over a copy and would otherwise run a replaced binding after its replacement).
  private func drop(where matching: (Slot) -> Bool) {
    for slot in slots where matching(slot) { slot.isLive = false }
    slots.removeAll { !$0.isLive }
  }

  func isActive(_ identifier: Int) -> Bool {
    slots.contains { $0.identifier == identifier && $0.object != nil }
  }

  /// The bindings whose objects still live.
  var count: Int {
    dropFreed()
    return slots.count
  }

  /// Runs every live binding once, in the order they were made. A binding a closure makes
  /// has run once already (in `bind`) and runs from the next restyle on; one a closure
  /// cancels or replaces does not run again, in this restyle either.
  func restyleAll() {
    dropFreed()
    for slot in slots where slot.isLive {
      guard let object = slot.object else { continue }
      slot.apply(object)
    }
  }

  private func dropFreed() { slots.removeAll { $0.object == nil } }
}
