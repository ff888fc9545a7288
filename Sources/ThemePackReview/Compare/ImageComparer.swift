import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Compares the image files of one theme between two sides and makes the pictures the
/// report page shows for each file that differs.
///
/// An asset whose unit has the same cache key on both sides (as each build's
/// `InstalledThemeRecord` says) has the same files, byte for byte (the key covers everything
/// its files depend on), so they are not even read: a theme the change did not touch costs
/// two small record reads. Other files with the same bytes are the same and are never
/// decoded. Files that differ are decoded with the PNG decoder and compared pixel by pixel
/// (`PixelDifference`); files whose pixels turn out equal (the encoder changed) are reported
/// unchanged. A changed file whose unit's input lines (`InstalledThemeInputs`, beside each
/// side's record) differ only in its tint colour is marked `recolor`: re-tinted, as expected.
package enum ImageComparer {
  /// What one comparison gives: the entries that differ (their pictures written).
  package struct Outcome: Sendable {
    package var images: [ImageDiff] = []
    /// Image files on the side that has the theme (the new side when both do).
    package var fileCount = 0
  }

  /// The PNG files of `theme`'s runtime folder by file name, with their asset, scale and
  /// appearance (those drawn from a vector master that the runtime folder also keeps among
  /// them: a redrawn vector changes them).
  package static func files(of theme: BuiltTheme?) -> [String: ImageFileName] {
    var files: [String: ImageFileName] = [:]
    for asset in theme?.assets ?? [] {
      for file in asset.files where file.extra == nil && file.vector == nil {
        files[file.fileName] = file
      }
    }
    return files
  }

  /// Compares theme `name` of `old` with that of `new` (either may lack it); the pictures of
  /// each file that differs are written as soon as it is compared, to
  /// `images/<name>/{before,after,difference}/<file>` inside `report` (the report's staging
  /// folder), so memory holds one file's pictures at a time, not the report's.
  package static func compare(
    theme name: String, old: DiffSide, new: DiffSide, into report: String
  ) throws(DiffError) -> Outcome {
    let oldFiles = files(of: old.theme(name))
    let newFiles = files(of: new.theme(name))
    let oldKeys = unitKeys(of: old, theme: name)
    let newKeys = unitKeys(of: new, theme: name)
    let sameUnits = Set(oldKeys.keys.filter { newKeys[$0] == oldKeys[$0] })
    let oldInputs = unitInputs(of: old, theme: name)
    let newInputs = unitInputs(of: new, theme: name)
    var outcome = Outcome()
    outcome.fileCount = new.theme(name) == nil ? oldFiles.count : newFiles.count
    let names = Set(oldFiles.keys).union(newFiles.keys).sorted { lhs, rhs in
      let (left, right) = ((oldFiles[lhs] ?? newFiles[lhs])!, (oldFiles[rhs] ?? newFiles[rhs])!)
      return order(left) < order(right)
    }
    for fileName in names {
      if let file = oldFiles[fileName], newFiles[fileName] != nil, sameUnits.contains(file.asset) { continue }
      let file = (oldFiles[fileName] ?? newFiles[fileName])!
      let entry = try comparePair(
        file, old: oldFiles[fileName] == nil ? nil : old.folder(of: name) + "/" + fileName,
        new: newFiles[fileName] == nil ? nil : new.folder(of: name) + "/" + fileName,
        pictures: "images/\(name)", into: report)
      guard var entry else { continue }
      // `comparePair` leaves the alpha's bounds in `drawingBounds`: kept only for a file whose
      // colour changed along with something else.
      var colorChangedToo = false
      if entry.status == .changed, let before = oldInputs[file.asset], let after = newInputs[file.asset] {
        entry.recolor = Recolor.of(old: before, new: after)
        colorChangedToo = entry.recolor == nil && Recolor.colorsDiffer(old: before, new: after)
      }
      if !colorChangedToo { entry.drawingBounds = nil }
      outcome.images.append(entry)
    }
    return outcome
  }

  /// Compares one file at paths `old` and `new` (either nil where that side lacks it) and
  /// writes its pictures under `pictures` in `report`; nil when they are the same bytes or
  /// the same pixels.
  private static func comparePair(
    _ file: ImageFileName, old: String?, new: String?, pictures folder: String, into report: String
  ) throws(DiffError) -> ImageDiff? {
    let oldBytes = try old.map { path throws(DiffError) in try read(path) }
    let newBytes = try new.map { path throws(DiffError) in try read(path) }
    if oldBytes == newBytes { return nil }
    let oldImage = try oldBytes.map { bytes throws(DiffError) in try decode(bytes, file: old!) }
    let newImage = try newBytes.map { bytes throws(DiffError) in try decode(bytes, file: new!) }
    let pixels = PixelDifference.compare(oldImage, newImage)
    if oldImage != nil, newImage != nil, pixels.changedPixels == 0 { return nil }
    let status: DiffStatus = oldImage == nil ? .added : newImage == nil ? .removed : .changed
    var entry = ImageDiff(
      asset: file.asset, scale: file.scale, appearance: file.appearance, file: file.fileName,
      status: status, oldSize: oldImage.map { [$0.width, $0.height] },
      newSize: newImage.map { [$0.width, $0.height] }, changedPixels: pixels.changedPixels,
      largestDifference: pixels.largestDifference, bounds: pixels.bounds)
    entry.drawingBounds = pixels.alphaBounds
    if let oldBytes {
      entry.before = "\(folder)/before/\(file.fileName)"
      try write(oldBytes, to: report + "/" + entry.before!)
    }
    if let newBytes {
      entry.after = "\(folder)/after/\(file.fileName)"
      try write(newBytes, to: report + "/" + entry.after!)
    }
    if status == .changed, let map = pixels.heatMap {
      entry.difference = "\(folder)/difference/\(file.fileName)"
      let heatMap: [UInt8]
      do {
        heatMap = try PNGEncoder.encode(map)
      } catch {
        throw .image(file: entry.difference!, reason: error.description)
      }
      try write(heatMap, to: report + "/" + entry.difference!)
    }
    return entry
  }

  /// The cache keys of theme `name`'s units as the side's build recorded them, by asset;
  /// empty when there is no readable record.
  package static func unitKeys(of side: DiffSide, theme name: String) -> [String: String] {
    let target = side.build.target
    let path = InstalledThemeRecord.path(cacheFolder: target.cacheFolder, output: target.output, theme: name)
    return InstalledThemeRecord.load(from: path)?.units.mapValues(\.key) ?? [:]
  }

  /// The input lines of theme `name`'s units as the side's build recorded them beside its
  /// record (`InstalledThemeInputs`), by asset; empty when there are none.
  package static func unitInputs(of side: DiffSide, theme name: String) -> [String: [String]] {
    let target = side.build.target
    let path = InstalledThemeRecord.path(cacheFolder: target.cacheFolder, output: target.output, theme: name)
    return InstalledThemeInputs.load(besideRecord: path)?.units ?? [:]
  }

  /// The report's order: by asset, then scale, then appearance (light, dark, light high
  /// contrast, dark high contrast).
  private static func order(_ file: ImageFileName) -> (String, Int, Int) {
    (file.asset, file.scale, ThemeAppearance.allCases.firstIndex(of: file.appearance)!)
  }

  private static func write(_ bytes: [UInt8], to path: String) throws(DiffError) {
    do {
      try FolderMaker.make((path as NSString).deletingLastPathComponent)
      try FileWriter.write(bytes, to: path)
    } catch {
      throw .output(error)
    }
  }

  private static func read(_ path: String) throws(DiffError) -> [UInt8] {
    do {
      return try FileReader.bytes(at: path)
    } catch {
      throw .image(file: path, reason: error.reason)
    }
  }

  private static func decode(_ bytes: [UInt8], file: String) throws(DiffError) -> RGBAImage {
    do {
      return try PNGDecoder.decode(bytes, file: file).image
    } catch {
      throw .image(file: file, reason: error.reason)
    }
  }
}
