/// The name a user most likely meant when a name they typed is unknown: "did you mean …?".
public enum Suggestion {
    /// The known name closest to `typed`: one that starts with it or holds it, else the one the
    /// fewest single-character edits away (case ignored), within a third of its length (at least
    /// two); nil when nothing is that close.
    public static func closest(to typed: String, in known: [String]) -> String? {
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let holding = known.filter({ $0.lowercased().hasPrefix(lowered) || $0.lowercased().contains(lowered) }).min(by: { $0.count < $1.count }),
            lowered.count >= 3
        {
            return holding
        }
        let limit = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for name in known {
            let distance = editDistance(lowered, name.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// " Did you mean 'x'?" for a sentence's end, or "" when nothing is close.
    public static func didYouMean(_ typed: String, in known: [String]) -> String {
        closest(to: typed, in: known).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
