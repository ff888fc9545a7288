/// A symbolic link in the project that readers refuse: one that leads outside the project
/// folder, or one that never resolves because it forms a loop.
///
/// Links that stay inside the project are followed and never appear here.
package struct ProjectLink: Sendable, Hashable {
  /// Why the link is refused.
  package enum Problem: Sendable, Hashable {
    /// Following it leaves the project folder (an absolute target elsewhere, or `..`
    /// climbing above the project folder).
    case outside
    /// Resolving it takes more than `ProjectReader.maxLinks` links: it loops.
    case loop
  }

  /// The link as the project names it (`<assets>/Themes/blue/icon@3x.png`): the first
  /// link met on the way to the file that was being opened.
  package var path: String
  /// Where it points: for `.outside`, the text of the link that leaves the project (the
  /// link itself, or one further down its chain); for `.loop`, the link's own text.
  package var target: String
  package var problem: Problem

  package init(path: String, target: String, problem: Problem) {
    self.path = path
    self.target = target
    self.problem = problem
  }
}
