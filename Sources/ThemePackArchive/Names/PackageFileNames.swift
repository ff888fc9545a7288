/// The names of the two files a package's theme folder holds besides the theme's own.
package enum PackageFileNames {
  /// The manifest: lists every other file with its size and SHA-256.
  package static let manifest = "manifest.json"
  /// The manifest's signature: one line of base64 of the raw 64-byte Ed25519 signature
  /// over the exact bytes of `manifest.json`, then a newline (`PackageSignature`).
  package static let signature = "manifest.json.sig"
}
