/// Tarjan's strongly connected components of a small directed graph.
struct CycleFinder {
  let edges: [String: Set<String>]
  private var index: [String: Int] = [:]
  private var lowLink: [String: Int] = [:]
  private var stack: [String] = []
  private var onStack: Set<String> = []
  private var found: [[String]] = []

  init(edges: [String: Set<String>]) {
    self.edges = edges
  }

  /// Every component reachable from `nodes`, single nodes included.
  mutating func components(of nodes: [String]) -> [[String]] {
    for node in nodes where index[node] == nil { connect(node) }
    return found
  }

  private mutating func connect(_ node: String) {
    index[node] = index.count
    lowLink[node] = index[node]
    stack.append(node)
    onStack.insert(node)
    for next in (edges[node] ?? []).sorted() {
      if index[next] == nil {
        connect(next)
        lowLink[node] = min(lowLink[node]!, lowLink[next]!)
      } else if onStack.contains(next) {
        lowLink[node] = min(lowLink[node]!, index[next]!)
      }
    }
    guard lowLink[node] == index[node] else { return }
    var component: [String] = []
    while let top = stack.popLast() {
      onStack.remove(top)
      component.append(top)
      if top == node { break }
    }
    found.append(component)
  }
}
