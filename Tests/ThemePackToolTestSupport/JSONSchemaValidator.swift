import Foundation
import ThemePackArchive
import ThemePackSupport

/// A small JSON Schema (draft 2020-12) validator, enough for ThemePack's own schemas.
///
/// Keywords checked: `type`, `enum`, `required`, `properties`, `additionalProperties`,
/// `propertyNames`, `minProperties`, `maxProperties`, `allOf`, `anyOf`, `oneOf`, `items`,
/// `minItems`, `maxItems`, `minLength`, `maxLength` (in Unicode scalars), `pattern`, `minimum`,
/// `maximum`, `exclusiveMinimum`, and
/// `$ref` to `#/$defs/<name>`. Annotations (`$schema`, `$id`, `title`, `description`,
/// `$comment`, `$defs`) are skipped. Any other keyword is reported as an error, so a schema
/// can never pass because part of it went unchecked.
package struct JSONSchemaValidator {
  package let schema: JSONValue

  package init(schema: JSONValue) {
    self.schema = schema
  }

  /// Loads a schema file.
  package init(contentsOf path: String) throws {
    schema = try JSONDocument.parse(FileReader.bytes(at: path)).root
  }

  package static let annotations: Set<String> = [
    "$schema", "$id", "title", "description", "$comment", "$defs",
  ]

  /// One line per violation: "<JSON Pointer>: <what is wrong>"; empty when `instance` is valid.
  package func errors(in instance: JSONValue) -> [String] {
    var errors: [String] = []
    check(instance, against: schema, at: "", into: &errors, depth: 0)
    return errors
  }

  private func check(
    _ instance: JSONValue, against schema: JSONValue, at pointer: String, into errors: inout [String],
    depth: Int
  ) {
    guard depth < 64 else {
      errors.append("\(pointer): $ref nesting too deep")
      return
    }
    if case .bool(let accepts) = schema {
      if !accepts { errors.append("\(pointer): no value is allowed here") }
      return
    }
    guard case .object(let keywords) = schema else {
      errors.append("\(pointer): the schema is not an object")
      return
    }
    for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
      switch keyword {
      case _ where Self.annotations.contains(keyword):
        continue
      case "$ref":
        guard let reference = value.stringValue, reference.hasPrefix("#/$defs/"),
          let target = self.schema["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
        else {
          errors.append("\(pointer): unresolvable $ref \(value)")
          continue
        }
        check(instance, against: target, at: pointer, into: &errors, depth: depth + 1)
      case "type":
        let names = value.arrayValue?.compactMap(\.stringValue) ?? [value.stringValue ?? ""]
        if !names.contains(where: { Self.has(instance, type: $0) }) {
          errors.append(
            "\(pointer): expected type \(names.joined(separator: " or ")), found \(instance.typeName)")
        }
      case "enum":
        if !(value.arrayValue ?? []).contains(instance) {
          errors.append("\(pointer): \(instance) is not one of the allowed values")
        }
      case "required":
        guard case .object(let members) = instance else { continue }
        for key in value.arrayValue?.compactMap(\.stringValue) ?? [] where members[key] == nil {
          errors.append("\(pointer): missing required property '\(key)'")
        }
      case "properties":
        guard case .object(let members) = instance else { continue }
        for (key, subschema) in value.objectValue ?? [:] {
          if let member = members[key] {
            check(
              member, against: subschema, at: JSONDocument.path(pointer, key), into: &errors, depth: depth)
          }
        }
      case "additionalProperties":
        guard case .object(let members) = instance else { continue }
        let declared = keywords["properties"]?.objectValue ?? [:]
        for (key, member) in members where declared[key] == nil {
          check(member, against: value, at: JSONDocument.path(pointer, key), into: &errors, depth: depth)
        }
      case "propertyNames":
        guard case .object(let members) = instance else { continue }
        for key in members.keys {
          check(
            .string(key), against: value, at: JSONDocument.path(pointer, key), into: &errors, depth: depth)
        }
      case "minProperties":
        guard case .object(let members) = instance, let minimum = value.integerValue else { continue }
        if members.count < minimum {
          errors.append("\(pointer): \(members.count) properties, fewer than \(minimum)")
        }
      case "items":
        guard case .array(let items) = instance else { continue }
        for (index, item) in items.enumerated() {
          check(
            item, against: value, at: JSONDocument.path(pointer, String(index)), into: &errors, depth: depth)
        }
      case "pattern":
        guard case .string(let text) = instance, let pattern = value.stringValue else { continue }
        guard let expression = try? NSRegularExpression(pattern: pattern) else {
          errors.append("\(pointer): the pattern '\(pattern)' does not compile")
          continue
        }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        if expression.firstMatch(in: text, range: range) == nil {
          errors.append("\(pointer): '\(text)' does not match '\(pattern)'")
        }
      case "minimum":
        guard case .number(let number) = instance, let minimum = value.numberValue else { continue }
        if number < minimum { errors.append("\(pointer): \(number) is less than \(minimum)") }
      case "maximum":
        guard case .number(let number) = instance, let maximum = value.numberValue else { continue }
        if number > maximum { errors.append("\(pointer): \(number) is greater than \(maximum)") }
      case "oneOf":
        let matches = (value.arrayValue ?? []).filter { option in
          var found: [String] = []
          check(instance, against: option, at: pointer, into: &found, depth: depth + 1)
          return found.isEmpty
        }
        if matches.count != 1 {
          errors.append("\(pointer): matches \(matches.count) of the 'oneOf' schemas, not exactly one")
        }
      case "allOf":
        for choice in value.arrayValue ?? [] {
          check(instance, against: choice, at: pointer, into: &errors, depth: depth + 1)
        }
      case "anyOf":
        guard case .array(let choices) = value else { continue }
        let failing = choices.filter { choice in
          var found: [String] = []
          check(instance, against: choice, at: pointer, into: &found, depth: depth + 1)
          return !found.isEmpty
        }
        if failing.count == choices.count { errors.append("\(pointer): matches none of 'anyOf'") }
      case "minItems", "maxItems":
        guard case .array(let items) = instance, let bound = value.integerValue else { continue }
        if keyword == "minItems" ? items.count < bound : items.count > bound {
          errors.append(
            "\(pointer): \(items.count) items, \(keyword == "minItems" ? "fewer" : "more") than \(bound)")
        }
      case "maxProperties":
        guard case .object(let members) = instance, let maximum = value.integerValue else { continue }
        if members.count > maximum {
          errors.append("\(pointer): \(members.count) properties, more than \(maximum)")
        }
      case "minLength", "maxLength":
        guard case .string(let text) = instance, let bound = value.integerValue else { continue }
        let length = text.unicodeScalars.count
        if keyword == "minLength" ? length < bound : length > bound {
          errors.append(
            "\(pointer): \(length) characters, \(keyword == "minLength" ? "fewer" : "more") than \(bound)")
        }
      case "exclusiveMinimum":
        guard case .number(let number) = instance, let minimum = value.numberValue else { continue }
        if number <= minimum { errors.append("\(pointer): \(number) is not greater than \(minimum)") }
      default:
        errors.append("\(pointer): unsupported schema keyword '\(keyword)'")
      }
    }
  }

  private static func has(_ instance: JSONValue, type name: String) -> Bool {
    switch (name, instance) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number(let number)):
      return number.rounded() == number
    default:
      return false
    }
  }
}
