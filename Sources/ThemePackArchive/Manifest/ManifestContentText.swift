import Foundation

/// The text whose SHA-256 is a package's `contentSHA256` (the tool's
/// `PackageManifest.contentSHA256`, listed in the signed index): the manifest's members
/// without `"generator"` and `"sourceSHA256"`, written by `JSONWriter` in its standard style
/// (keys sorted by their UTF-8 bytes, two-space indent, `"key": value`, whole numbers without
/// a fraction, a final newline). The tool computes its identity through `bytes(ofMembers:)`;
/// a client that fetched only a package's manifest ties it to the signed index through
/// `bytes(ofManifest:)`.
package enum ManifestContentText {
  /// Members of the manifest left out of the content's identity.
  package static let membersOutside: Set<String> = ["generator", "sourceSHA256"]

  /// The content text of the manifest `bytes`, or nil when they are not a JSON object
  /// Foundation reads (the caller then cannot tie the manifest to the index).
  package static func bytes(ofManifest bytes: [UInt8]) -> [UInt8]? {
    guard JSONDuplicateKeys.first(in: bytes) == nil,
      case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    else { return nil }
    return self.bytes(ofMembers: members)
  }

  /// The content text of a manifest's members, as read.
  package static func bytes(ofMembers members: [String: JSONValue]) -> [UInt8] {
    JSONWriter(style: .standard).bytes(.object(members.filter { !membersOutside.contains($0.key) }))
  }
}
