/// A small deterministic generator (SplitMix64): the same seed gives the same repository on
/// every machine and Swift version, which `SystemRandomNumberGenerator` would not.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// An IB-style object id (`aB3-x9-QzT`), unique enough within one file.
    public mutating func ibID() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        func part(_ length: Int) -> String { String((0..<length).map { _ in letters[below(letters.count)] }) }
        return "\(part(3))-\(part(2))-\(part(3))"
    }
}
