import Foundation
import ThemePackArchive

/// The fields of an index, checked as they are decoded.
struct RawIndex: Decodable {
  var formatVersion: Int
  var minimumReaderVersion: Int
  var sequence: Int
  var date: String?
  var packages: [ThemeIndexEntry]

  private enum Keys: String, CodingKey { case formatVersion, minimumReaderVersion, sequence, date, packages }

  init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Keys.self) else {
      throw IndexFailure("expected a JSON object")
    }
    guard let format = try? container.decode(Int.self, forKey: .formatVersion), format >= 1 else {
      throw IndexFailure("\"formatVersion\" is missing or not a positive integer")
    }
    formatVersion = format
    minimumReaderVersion = (try? container.decodeIfPresent(Int.self, forKey: .minimumReaderVersion)) ?? format
    guard let sequence = try? container.decodeIfPresent(Int.self, forKey: .sequence) ?? 0, sequence >= 0
    else {
      throw IndexFailure("\"sequence\" is not a non-negative integer")
    }
    self.sequence = sequence
    if container.contains(.date) {
      guard let date = try? container.decode(String.self, forKey: .date), PackageIndexDate.isValid(date)
      else {
        throw IndexFailure("\"date\" is not a UTC ISO 8601 time like '2026-12-01T10:00:00Z'")
      }
      self.date = date
    }
    guard var items = try? container.nestedUnkeyedContainer(forKey: .packages) else {
      throw IndexFailure("\"packages\" is missing or not an array")
    }
    var packages: [ThemeIndexEntry] = []
    while !items.isAtEnd {
      let label = "package \(items.currentIndex + 1)"
      guard let entry = try? items.decode(ThemeIndexEntry.self) else {
        throw IndexFailure(
          "\(label) is malformed: it needs \"theme\", \"version\", \"file\", \"size\" and \"sha256\"")
      }
      if let problem = entry.problem { throw IndexFailure("\(label) \(problem)") }
      packages.append(entry)
    }
    self.packages = packages
  }
}
