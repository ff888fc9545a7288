/// The process exit codes ThemePack uses, following BSD sysexits for usage errors.
package enum ExitCode: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// The command ran and found a problem (bad input, lint errors, I/O failure).
  case failure = 1
  /// The command line itself was wrong (EX_USAGE).
  case usage = 64
}
