// coloraudit-bench — speed and memory of the colour-vision collision search.
//
// Run: swift run -c release coloraudit-bench [sizes…]   (default sizes: 100 1000 10000)
//
// For each size it generates a palette of random colours (seeded, uniform in the sRGB cube: a dense,
// worst-case palette where many pairs are close), then
//   1. runs the all-pairs collision search alone (the four default deficiencies, threshold 10 ΔE00),
//   2. audits the palette as `coloraudit audit --all-pairs` does (AuditContext + the cvd-collision
//      rule, findings included),
// and prints pair checks (pairs × deficiencies), times, pair checks per second and the peak resident
// memory so far (VmHWM from /proc/self/status). Sizes run in increasing order, so each VmHWM is the peak
// up to and including that size.
import ColorAudit
import Foundation

/// SplitMix64, so every run audits the same palettes.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A kB figure from /proc/self/status (`VmHWM`, `VmRSS`), or nil off Linux.
func procStatus(_ key: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
    }
    return nil
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func randomPalette(_ n: Int) -> [Color] {
    var rng = SplitMix(state: UInt64(n))
    return (0..<n).map { _ in
        Color(
            .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
            Double.random(in: 0...1, using: &rng))
    }
}

func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let configuration = Configuration(allPairs: true)
let simulators = CVDCollisionRule.simulators(for: configuration)
let threshold = CVDCollisionRule().descriptor.parameters[0].defaultValue
print(
    "coloraudit-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; deficiencies "
        + simulators.map(\.label).joined(separator: ", ") + "; threshold \(format(threshold, 0)) ΔE00")
print("colours  pair checks    search s  pair checks/s   evaluated   audit s  findings  VmHWM MB")
for n in sizes.isEmpty ? [100, 1000, 10000] : sizes {
    let colors = randomPalette(n)
    var statistics: CVDCollisionSearch.Statistics?
    let searchTime = seconds {
        let search = CVDCollisionSearch(colors: colors, simulators: simulators)
        statistics = search.search(threshold: threshold, keepAll: false).statistics
    }
    let tokens = colors.enumerated().map { i, color in
        let location = SourceLocation(file: "generated-\(n).yaml", line: i + 2, column: 3)
        return ColorToken(
            name: "color\(i)", role: nil, roleSource: .unknown,
            values: [.any: ColorValue(color: color, source: "generated", location: location)], location: location)
    }
    let palette = Palette(name: "random \(n)", file: "generated-\(n).yaml", tokens: tokens)
    var findings = 0
    let auditTime = seconds {
        findings = Auditor(configuration: configuration, rules: [CVDCollisionRule()]).audit(palette).findings.count
    }
    let checks = statistics!.pairChecks
    let evaluated = statistics!.simulatedEvaluations
    let peak = Double(procStatus("VmHWM") ?? 0) / 1024
    print(
        String(n).padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(checks).padding(toLength: 15, withPad: " ", startingAt: 0)
            + format(searchTime, 3).padding(toLength: 10, withPad: " ", startingAt: 0)
            + format(Double(checks) / searchTime / 1e6, 1).appending(" M").padding(
                toLength: 16, withPad: " ", startingAt: 0)
            + String(evaluated).padding(toLength: 12, withPad: " ", startingAt: 0)
            + format(auditTime, 3).padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(findings).padding(toLength: 10, withPad: " ", startingAt: 0) + format(peak, 1))
}
