/// Repeated timings of one measurement, in seconds, summarised as median and spread.
struct Samples: Codable {
    var seconds: [Double] = []
    var peakBytes = 0

    mutating func add(_ result: ChildResult) {
        seconds.append(result.seconds)
        peakBytes = max(peakBytes, result.peakBytes)
    }

    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { seconds.min() ?? .nan }
    var maximum: Double { seconds.max() ?? .nan }
}
