import Foundation

/// `themepack.1`, the manual page, written from the same command declarations the command
/// line is parsed with (`themepack help --man`; `make docs` saves it). No date, so the same
/// declarations always give the same page.
package enum ManPage {
  /// The page in roff with the `man` macros, as `man -l` reads it.
  package static func roff(commands: [any Command.Type], version: String) -> String {
    var page = [
      #".TH THEMEPACK 1 "" "ThemePack \#(escape(version))" "ThemePack Manual""#,
      ".SH NAME",
      #"themepack \- theme folders in, tinted, sliced, dark\-aware, linted and signed theme packages out"#,
      ".SH SYNOPSIS", ".B themepack", #"\fIcommand\fR [\fIoptions\fR]"#,
      ".SH DESCRIPTION",
      paragraph(
        "ThemePack turns theme folders of PNG, SVG and PDF images into everything an iOS app needs to "
          + "switch themes: tinted images at @1x/@2x/@3x, resizable slices, dark variants, an Xcode asset "
          + "catalog, and versioned, signed theme packages. Every error names the file and the problem "
          + "on one line. A command that writes does so through a temporary file or a staging folder "
          + "renamed into place, so a failed command leaves the previous output intact."),
      ".SH COMMANDS",
    ]
    for command in commands { page += section(of: command) }
    page += [
      ".SH EXIT STATUS", ".TP", ".B 0", "success", ".TP", ".B 1", "failure (the error is on standard error)",
      ".TP", ".B 64", "usage error",
      ".SH SEE ALSO", paragraph("README.md and the pages of docs/ in the ThemePack repository."),
    ]
    return page.joined(separator: "\n") + "\n"
  }

  /// One command: its usage line, summary, arguments, options and discussion.
  private static func section(of command: any Command.Type) -> [String] {
    var lines = [
      ".SS \(escape(command.name))", ".nf", escape(command.usage), ".fi", paragraph(command.summary),
    ]
    for argument in command.arguments {
      lines += [".TP", #"\fI\#(escape(argument.usageLabel))\fR"#] + text(argument.help)
    }
    for option in command.options {
      lines += [".TP", #"\fB\#(escape(option.helpLabel))\fR"#] + text(option.help)
    }
    for note in command.optionNotes { lines += [".PP"] + text(note) }
    for block in command.discussion.components(separatedBy: "\n\n") where !block.isEmpty {
      lines += [".PP"] + text(block)
    }
    return lines
  }

  private static func paragraph(_ text: String) -> String { escapeLine(text) }

  /// Help text as roff lines: its own line breaks kept, each line escaped.
  private static func text(_ help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map {
      escapeLine($0.trimmingCharacters(in: .whitespaces))
    }
    return lines.count > 1 ? [".nf"] + lines + [".fi"] : lines
  }

  /// A line that roff takes as text: a leading `.` or `'` would be a request.
  private static func escapeLine(_ line: String) -> String {
    let escaped = escape(line)
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? #"\&"# + escaped : escaped
  }

  /// Backslashes as `\e`, hyphens as `\-` (so options copy and search as typed), and the
  /// characters beyond ASCII the help uses as glyphs every output device has (`man` in the C
  /// locale draws on plain ASCII); any other such character as its `\[uXXXX]` escape.
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": escaped += #"\e"#
      case "-": escaped += #"\-"#
      case "\u{2026}": escaped += "..."
      case "\u{D7}": escaped += #"\(mu"#
      case "\u{2013}": escaped += #"\(en"#
      case "\u{2014}": escaped += #"\(em"#
      case "\u{2018}", "\u{2019}": escaped += "'"
      case "\u{201C}", "\u{201D}": escaped += #"""#
      case "\u{2192}": escaped += #"\(->"#
      default:
        escaped += character.isASCII ? String(character) : String(format: #"\[u%04X]"#, character.value)
      }
    }
    return escaped
  }
}
