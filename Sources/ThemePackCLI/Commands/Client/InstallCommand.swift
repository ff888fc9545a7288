import Foundation
import ThemePackClient

/// `themepack install --index FILE|URL --theme NAME --into DIR --public-key KEY...
/// [--version V]`: installs a theme the way an app does, through `ThemePackClient`.
struct InstallCommand: Command {
  static let name = "install"
  static let summary = "Install a theme from an index as an app would (ThemePackClient)."
  static let index = ClientArguments.index
  static let theme = OptionDeclaration.option(
    "--theme", placeholder: "<name>", help: "The theme to install.", required: true)
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<dir>", help: "The install root (<dir>/<theme>/<version>/).", required: true)
  static let publicKey = ClientArguments.publicKey
  static let version = OptionDeclaration.option(
    "--version", placeholder: "<version>", help: "Install this version, not the newest.")
  static let timeout = ClientArguments.timeout
  static let progress = OptionDeclaration.flag(
    "--progress", help: "Show each step and the download's bytes on standard error.")
  static let preRelease = ClientArguments.preRelease
  static let options = [index, theme, into, publicKey, version, preRelease, timeout, progress]
  static let discussion = """
    Fetches the index and refuses it when its sequence (or date) is older than the newest
    one accepted under <dir>; picks the newest version this client reads by SemVer
    precedence (9.0.0-beta < 9.0.0 < 9.0.1-rc.1 < 9.0.1), never a pre-release unless
    --pre-release or --version names it; theme names and versions are taken in Unicode
    NFC, so either spelling of 'blüe' is the one theme; refuses a
    version lower than the one installed; fetches the zip beside the index, checks its
    length and SHA-256 against the index, checks it with the rules of 'themepack verify'
    and its signature against the given keys, extracts it into a staging folder and makes
    it current with one rename. The previous version is kept. An update over http(s) fetches
    only the changed entries with HTTP Range when the server answers it (files the installed
    version holds are copied, each checked against the signed manifest), else the whole zip;
    the last line says the bytes fetched and the package's length. The current version asked
    for again is checked file by file and extracted anew when not whole; a damaged
    'current' pointer is repaired. The install is given up (timed-out) when it has not
    finished within --timeout seconds (default 120) in all, whatever the server sends
    meanwhile; an index dated more than a day ahead of this machine's clock is refused.
    Files in <dir> that are not regular files or folders (a FIFO) are refused at once. Exit
    0 when installed (or already current), 1 naming the refusal, with nothing changed
    under <dir> (no folder made) beyond the newest accepted index when a download failed. With --progress, a bar on a terminal (one line per
    step otherwise) on standard error.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let indexURL = ClientArguments.indexURL(arguments)
    let keys = try ClientArguments.publicKeys(arguments)
    let root = URL(fileURLWithPath: arguments.required(into), isDirectory: true)
    var installer = ThemeInstaller(root: root, publicKeys: keys, timeout: ClientArguments.timeout(arguments))
    installer.allowsPreReleases = arguments.flag(preRelease)
    let themeName = arguments.required(theme)
    let wanted = arguments.text(version)
    let reporter = arguments.flag(progress) ? InstallProgressReporter(console: console) : nil
    defer { reporter?.finish() }
    let configured = installer
    let outcome = try AsyncBridge.wait { () async throws(ThemeInstallError) -> ThemeInstaller.Outcome in
      try await configured.install(
        indexURL: indexURL, theme: themeName, version: wanted, progress: reporter?.report)
    }
    let folder = "\(root.path)/\(outcome.theme)/\(outcome.version)"
    if !outcome.changed {
      console.print("theme '\(outcome.theme)' version \(outcome.version) is already current in '\(folder)'")
    } else {
      let kept = outcome.previous.map { " (kept \($0))" } ?? ""
      console.print(
        "installed theme '\(outcome.theme)' version \(outcome.version) into '\(folder)'\(kept); "
          + "fetched \(outcome.fetchedBytes) of \(outcome.packageBytes) bytes")
    }
    return .success
  }
}
