/// What `index.json` holds, read the same way by the tool's publisher and by
/// `ThemePackClient`:
///
///     {"formatVersion": 1, "minimumReaderVersion": 1, "sequence": 7,
///      "date": "2026-12-01T10:00:00Z", "packages": [<PackageIndexEntry>…]}
///
/// `sequence` grows with every published change (absent: 0); `date`, when present, is UTC
/// ISO 8601 to the second (`PackageIndexDate`). Both guard against an old index being
/// replayed. Unknown keys are ignored. Theme names and versions are read in Unicode NFC
/// (`ThemeNameSpelling`); an index that spells one theme two ways, or lists one version of
/// a theme twice, is refused. Whether a reader may use the index
/// (`minimumReaderVersion`) is the reader's check (`readerProblem`), so a newer index
/// still parses and the refusal can say which version it needs.
public struct PackageIndexContents: Sendable, Equatable, Decodable {
  public var formatVersion: Int
  /// The lowest reader version able to read the index (default: `formatVersion`).
  public var minimumReaderVersion: Int
  public var sequence: Int
  public var date: String?
  /// The packages, in the file's order.
  public var packages: [PackageIndexEntry]

  public init(
    formatVersion: Int, minimumReaderVersion: Int, sequence: Int, date: String?, packages: [PackageIndexEntry]
  ) {
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.sequence = sequence
    self.date = date
    self.packages = packages
  }

  private enum CodingKeys: String, CodingKey {
    case formatVersion, minimumReaderVersion, sequence, date, packages
  }

  /// Reads an index; throws a `PackageWireFailure` saying what is malformed.
  public init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
      throw PackageWireFailure("expected a JSON object")
    }
    let versions: (format: Int, minimumReader: Int)
    do {
      versions = try container.wireVersions(format: .formatVersion, minimumReader: .minimumReaderVersion)
    } catch {
      throw PackageWireFailure(error.reason)
    }
    let (format, minimum) = versions
    var sequence = 0
    if container.contains(.sequence) {
      guard let number = container.wireWholeNumber(forKey: .sequence), number >= 0 else {
        throw PackageWireFailure("\"sequence\" is not a non-negative integer")
      }
      sequence = number
    }
    var date: String?
    if container.contains(.date) {
      guard let text = container.wireString(forKey: .date), PackageIndexDate.isValid(text) else {
        throw PackageWireFailure("\"date\" is not a UTC time like '2026-12-01T10:00:00Z'")
      }
      date = text
    }
    guard var items = try? container.nestedUnkeyedContainer(forKey: .packages) else {
      throw PackageWireFailure("\"packages\" is missing or not an array")
    }
    var packages: [PackageIndexEntry] = []
    while !items.isAtEnd {
      do {
        packages.append(try items.decode(PackageIndexEntry.self))
      } catch let failure as PackageWireFailure {
        throw failure
      } catch {
        throw PackageWireFailure("package \(items.currentIndex + 1) is not a JSON object")
      }
    }
    if let problem = Self.spellingProblem(packages) { throw PackageWireFailure(problem) }
    self.init(
      formatVersion: format, minimumReaderVersion: minimum, sequence: sequence, date: date,
      packages: Self.inNFC(packages))
  }

  /// Why this reader cannot use the index, or nil (see `PackageWireFormat`).
  public func readerProblem(reader: String) -> String? {
    PackageWireFormat.readerProblem(needs: minimumReaderVersion, reader: reader)
  }
}
