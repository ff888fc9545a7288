/// One object's styling registered with `ThemeStore.bind(_:key:_:)`. The store runs the
/// styling again on every theme switch, appearance change and new install of the current
/// theme for as long as the object lives; it holds the object weakly and forgets the
/// binding once the object is gone. Keep the token only to stop earlier (`cancel()`).
@MainActor
public final class ThemeBinding {
  private weak var registry: ThemeBindingRegistry?
  let identifier: Int

  init(registry: ThemeBindingRegistry, identifier: Int) {
    self.registry = registry
    self.identifier = identifier
  }

  /// Whether the store still runs this binding: false once cancelled, replaced by a binding
  /// of the same object and key, or its object is gone.
  public var isActive: Bool { registry?.isActive(identifier) ?? false }

  /// Stops restyling; the object keeps the style it has now.
  public func cancel() { registry?.remove(identifier) }
}
