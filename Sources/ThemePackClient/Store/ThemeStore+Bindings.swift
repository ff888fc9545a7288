extension ThemeStore {
  /// Styles `object` now and again on every theme switch, appearance change and new install
  /// of the current theme, for as long as `object` lives: `apply` gets the object and this
  /// store and sets whatever it reads from the store (`store.color("onColor")`).
  ///
  /// The store holds `object` weakly and drops the binding once it is gone, so `apply` must
  /// reach the object through its first argument: capturing it strongly keeps it alive. A
  /// binding with a `key` replaces the earlier binding of the same object and key (a view's
  /// background set twice is restyled once); without a key, bindings add up. Keep the
  /// returned binding only to `cancel()` it earlier.
  @discardableResult
  public func bind<Object: AnyObject>(
    _ object: Object, key: String? = nil, _ apply: @escaping @MainActor (Object, ThemeStore) -> Void
  ) -> ThemeBinding {
    let identifier = bindings.add(object, key: key) { [unowned self] held in
      guard let typed = held as? Object else { return }
      apply(typed, self)
    }
    apply(object, self)
    return ThemeBinding(registry: bindings, identifier: identifier)
  }

  /// The number of bindings whose objects still live.
  public var bindingCount: Int { bindings.count }
}
