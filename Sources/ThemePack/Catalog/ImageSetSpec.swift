/// One `.imageset`: a named image with its files per scale and appearance.
public struct ImageSetSpec: Sendable, Equatable {
  /// The asset name; the folder is `<name>.imageset`.
  public var name: String
  /// Written as `properties.template-rendering-intent`; nil leaves the choice to UIKit.
  public var rendering: AssetRendering?
  /// The files, in any order; the writer orders them as Xcode does.
  public var entries: [ImageSetEntry]

  public init(name: String, rendering: AssetRendering? = nil, entries: [ImageSetEntry]) {
    self.name = name
    self.rendering = rendering
    self.entries = entries
  }
}
