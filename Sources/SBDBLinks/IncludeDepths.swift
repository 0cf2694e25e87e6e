/// Depths of the include graph: fewest links from an entry point (breadth-first, so the
/// chain is a shortest one), the longest chain with every cycle counted once (longest path
/// over the graph of strongly connected components), and which files sit on a cycle.
/// Everything is iterative and linear in the size of the graph: cycles never loop it.
package struct IncludeDepths {
    struct Node: Equatable {
        var depth: Int?
        var maxDepth: Int?
        var inCycle: Bool
        var chain: String?
        /// No entry point reaches the node, but `tests` does.
        var byTests = false
    }

    /// Nodes are 0..<names.count; `names` orders ties so results are stable.
    static func compute(names: [String], edges: [(Int, Int)], entries: Set<Int>, tests: Int? = nil) -> [Node] {
        let count = names.count
        var successors = Array(repeating: [Int](), count: count)
        var selfLoop = Array(repeating: false, count: count)
        for (from, to) in edges {
            if from == to { selfLoop[from] = true } else { successors[from].append(to) }
        }
        for index in 0..<count {
            successors[index] = Array(Set(successors[index])).sorted { (names[$0], $0) < (names[$1], $1) }
        }
        var nodes = Array(repeating: Node(depth: nil, maxDepth: nil, inCycle: false, chain: nil), count: count)
        // Breadth-first from every entry point at once.
        var parent = Array(repeating: -1, count: count)
        var queue = entries.sorted { (names[$0], $0) < (names[$1], $1) }
        for entry in queue { nodes[entry].depth = 0 }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node] where nodes[next].depth == nil {
                nodes[next].depth = nodes[node].depth! + 1
                parent[next] = node
                queue.append(next)
            }
        }
        if let tests, nodes[tests].depth == nil {
            // What test code reaches that no entry point does.
            var stack = [tests]
            nodes[tests].byTests = true
            while let node = stack.popLast() {
                for next in successors[node] where nodes[next].depth == nil && !nodes[next].byTests {
                    nodes[next].byTests = true
                    stack.append(next)
                }
            }
        }
        for index in 0..<count where nodes[index].depth != nil {
            var chain = [names[index]]
            var cursor = parent[index]
            while cursor >= 0 {
                chain.append(names[cursor])
                cursor = parent[cursor]
            }
            nodes[index].chain = chain.reversed().joined(separator: " > ")
        }
        let components = stronglyConnectedComponents(successors)
        var size = Array(repeating: 0, count: components.count)
        var componentOf = Array(repeating: 0, count: count)
        for (index, component) in components.enumerated() {
            size[index] = component.count
            for node in component { componentOf[node] = index }
        }
        for index in 0..<count {
            nodes[index].inCycle = size[componentOf[index]] > 1 || selfLoop[index]
        }
        // Tarjan yields components in reverse topological order: walk it backwards.
        var longest = Array(repeating: -1, count: components.count)
        for entry in entries { longest[componentOf[entry]] = 0 }
        for index in components.indices.reversed() where longest[index] >= 0 {
            for node in components[index] {
                for next in successors[node] where componentOf[next] != index {
                    longest[componentOf[next]] = max(longest[componentOf[next]], longest[index] + 1)
                }
            }
        }
        for index in 0..<count where nodes[index].depth != nil {
            nodes[index].maxDepth = max(longest[componentOf[index]], nodes[index].depth!)
        }
        return nodes
    }

    /// Tarjan's algorithm without recursion, so a deep chain cannot overflow the stack.
    package static func stronglyConnectedComponents(_ successors: [[Int]]) -> [[Int]] {
        let count = successors.count
        var index = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = next
            low[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while let item = work.popLast() {
                let node = item.node
                var edge = item.edge
                if edge < successors[node].count {
                    let target = successors[node][edge]
                    edge += 1
                    work.append((node, edge))
                    if index[target] < 0 {
                        index[target] = next
                        low[target] = next
                        next += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                if low[node] == index[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
                if let caller = work.last?.node { low[caller] = min(low[caller], low[node]) }
            }
        }
        return components
    }
}
