/// Values laid out as a build's units are: asset-major, every theme of the first asset, then
/// every theme of the next (the order units run in, so only the masters of the assets in
/// flight are in memory). Reached by asset and theme, by theme, or in order as a collection.
package struct UnitGrid<Element>: RandomAccessCollection {
  /// The values in unit order.
  package let elements: [Element]
  /// How many themes each asset has a unit for.
  package let themeCount: Int

  /// `elements` in unit order, `themeCount` per asset.
  package init(_ elements: [Element], themeCount: Int) {
    precondition(themeCount > 0 ? elements.count % themeCount == 0 : elements.isEmpty, "not a grid")
    self.elements = elements
    self.themeCount = themeCount
  }

  package var startIndex: Int { elements.startIndex }
  package var endIndex: Int { elements.endIndex }

  /// The value at position `index` in unit order.
  package subscript(index: Int) -> Element { elements[index] }

  /// The value of the unit of the asset at `asset` (config order) and the theme at `theme`.
  package subscript(asset asset: Int, theme theme: Int) -> Element {
    elements[asset * themeCount + theme]
  }

  /// The values of the theme at `theme`, in the config's asset order.
  package func ofTheme(_ theme: Int) -> [Element] {
    stride(from: theme, to: elements.count, by: themeCount).map { elements[$0] }
  }
}

extension UnitGrid: Sendable where Element: Sendable {}
