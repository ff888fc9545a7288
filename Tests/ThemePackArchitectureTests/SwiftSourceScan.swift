/// What one Swift file declares and which names it uses, read from its tokens.
///
/// Types are `struct`, `enum`, `class`, `protocol`, `actor` and `typealias` declarations. A
/// type inside another type or inside an extension is nested and known by its full name,
/// the extended type's name first: `Finding.Severity`, or `RGBAImage.Pixel` for a type
/// declared in `extension RGBAImage`. Types declared inside function bodies are local.
struct SwiftSourceScan {
  /// Types declared outside any other declaration: "Finding".
  private(set) var topLevelTypes: Set<String> = []
  /// Nested types by full name: "Finding.Severity".
  private(set) var nestedTypes: Set<String> = []
  /// The last component of every type declared here, at any level, local ones too.
  private(set) var declaredNames: Set<String> = []
  /// Generic parameters and associated types: names that stand for some type in this file.
  private(set) var genericParameters: Set<String> = []
  /// Every name used, as the chain it is written in ("PNGError.Kind" is `["PNGError", "Kind"]`),
  /// except members reached through a value (`error.kind`): a chain never starts after a dot.
  private(set) var references: Set<[String]> = []

  private let tokens: [SwiftToken]
  private var index = 0
  /// The names of the enclosing types and extensions; nil for any other brace (a body).
  private var scopes: [String?] = []
  /// The full name of the type or extension whose body the next `{` opens.
  private var pendingScope: String?

  private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor"]
  /// The kinds of a scoped import besides the type keywords: `import func Module.name`.
  private static let importKinds: Set<String> = ["typealias", "func", "var", "let"]
  /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
  private static let notNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
    "fileprivate", "internal", "public", "open", "package", "convenience", "required",
  ]

  init(source: String) {
    tokens = SwiftTokenizer.tokens(of: source)
    while index < tokens.count { step() }
  }

  private func word(at position: Int) -> String? {
    guard position < tokens.count, case .word(let text) = tokens[position] else { return nil }
    return text
  }

  private func isSymbol(_ character: Character, at position: Int) -> Bool {
    position >= 0 && position < tokens.count && tokens[position] == .symbol(character.asciiValue!)
  }

  private mutating func step() {
    if isSymbol("{", at: index) {
      scopes.append(pendingScope)
      pendingScope = nil
      index += 1
      return
    }
    if isSymbol("}", at: index) {
      _ = scopes.popLast()
      index += 1
      return
    }
    guard let text = word(at: index) else {
      index += 1
      return
    }
    if text == "import" {
      // `import ThemePackArchive`, `@_exported import enum ThemePackArchive.ThemeAppearance`,
      // `import func Module.name`: a module and a declaration of another target, neither
      // declared nor used from a folder here.
      index += 1
      if let kind = word(at: index), Self.typeKeywords.contains(kind) || Self.importKinds.contains(kind) {
        index += 1
      }
      index += max(1, chain(from: index).count * 2 - 1)
    } else if Self.typeKeywords.contains(text), let name = word(at: index + 1), !Self.notNames.contains(name)
    {
      declare(name)
      pendingScope = fullName(name)
      index = genericParameters(from: index + 2)
    } else if text == "typealias", let name = word(at: index + 1) {
      declare(name)
      index = genericParameters(from: index + 2)
    } else if text == "associatedtype", let name = word(at: index + 1) {
      genericParameters.insert(name)
      index += 2
    } else if text == "extension" {
      let chain = self.chain(from: index + 1)
      references.insert(chain)
      pendingScope = chain.joined(separator: ".")
      index += 1 + max(1, chain.count * 2 - 1)
    } else if text == "func", word(at: index + 1) != nil {
      index = genericParameters(from: index + 2)
    } else if text == "init" || text == "subscript" {
      index = genericParameters(from: index + 1)
    } else if isSymbol(".", at: index - 1) {
      index += 1
    } else {
      let chain = self.chain(from: index)
      references.insert(chain)
      index += chain.count * 2 - 1
    }
  }

  /// The words of `A.B.C` starting at `position`.
  private func chain(from position: Int) -> [String] {
    var words: [String] = []
    var position = position
    while let text = word(at: position) {
      words.append(text)
      guard isSymbol(".", at: position + 1), word(at: position + 2) != nil else { break }
      position += 2
    }
    return words
  }

  /// Records the generic parameters of `<A, B: P>` when the list starts at `position`, and
  /// returns the position after it (or `position` itself when there is no list).
  private mutating func genericParameters(from position: Int) -> Int {
    guard isSymbol("<", at: position) else { return position }
    var position = position + 1
    var depth = 1
    var expectsName = true
    while position < tokens.count, depth > 0 {
      if isSymbol("<", at: position) {
        depth += 1
      } else if isSymbol(">", at: position) {
        depth -= 1
      } else if isSymbol(",", at: position), depth == 1 {
        expectsName = true
      } else if let name = word(at: position), expectsName, depth == 1, name != "each" {
        genericParameters.insert(name)
        expectsName = false
      }
      position += 1
    }
    return position
  }

  /// The full name a type called `name` gets here; nil inside a function body.
  private func fullName(_ name: String) -> String? {
    var parts: [String] = []
    for scope in scopes {
      guard let scope else { return nil }
      parts.append(scope)
    }
    return (parts + [name]).joined(separator: ".")
  }

  private mutating func declare(_ name: String) {
    declaredNames.insert(name)
    guard let full = fullName(name) else { return }
    if scopes.isEmpty {
      topLevelTypes.insert(name)
    } else {
      nestedTypes.insert(full)
    }
  }
}
