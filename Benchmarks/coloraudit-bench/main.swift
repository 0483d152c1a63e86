// coloraudit-bench — speed and memory of ColorAudit at scale, with peers measured in the same run.
//
// Run: swift run -c release coloraudit-bench [section…]    (or scripts/bench.sh, which also builds the C peer)
// Sections (default: all, each in its own process so that every peak memory figure is its own):
//   cvd [sizes…]   all-pairs colour-vision search of random palettes (default 100 1000 10000 colours) with
//                  the four default deficiencies, threshold 10 ΔE00: the search alone, then the audit as
//                  `coloraudit audit --all-pairs` does it (findings limited as by default)
//   cvd-split [n]  the search of `cvd` for n colours (default 10,000), one deficiency at a time
//   cvd-spread [sizes…]  the search of `cvd` on spread-out palettes (default 10,000, 20,000, 50,000, 100,000
//                  colours): the `cvd` palettes at threshold 10·√(10,000/n) ΔE00 (see `cvdSpreadSection`)
//   The cvd and cvd-spread searches take their neighbour index from CVD_INDEX (automatic, window or tree).
//   palette        a 300-colour palette with roles and 300 declared pairs: audit + text report, in this
//                  process (first run, then the median of 20) and as `coloraudit audit FILE` (a new process)
//   repair [n…]    `coloraudit fix`'s repair plan (PaletteRepair) of the `palette` palette scaled to n colours
//                  and n pairs (default 150 300 600): first run and median of 5, failing pairs before/after
//   json [n]       the JSON report of n findings (default 94,000 colour-vision findings) streamed to a file
//   json-cli [t b] `coloraudit audit --max-findings 0 --format json -o FILE` (a new process) on a palette of t
//                  text and b background colours with roles (default 400 × 240 = 96,000 formed pairs): wall and
//                  CPU seconds, peak memory of the process (its ru_maxrss), findings written
//   components [n] `coloraudit audit --max-findings 0 --format json -o FILE` (a new process) on a stylesheet of
//                  about n custom properties (default 100,000): n/3 components, each with `-color`,
//                  `-background-color` and `-border-color` and a style rule drawing its text on its
//                  background; once with numbered components (`--x-c1-color`, `--x-c2-color`…: no two the
//                  same thing), once with lettered ones (`--x-aaaa-color`…): exit status, pairs, wall and CPU
//                  seconds, peak memory of the process
//   regions [n]    `coloraudit audit --max-findings 0 --format json -o FILE` (a new process) on a stylesheet of n
//                  colours with region-first names (default 100,000): the page's `--bg` and `--fg`, and n/3 regions
//                  each with `-bg`, `-fg` and `-border` in `:root`; numbered regions (`--r0-bg`: digits are no
//                  word letters, so every region reads as `r`, PairFormation rule 19), lettered ones (`--raaaa-bg`,
//                  rule 28), and lettered ones re-declared in a `.dark` rule (twice the pairs): exit status, pairs,
//                  wall and CPU seconds, peak memory of the process
//   peers          CIEDE2000 over the same pairs as the `cvd` search of 10,000 colours: our kernel, LittleCMS's
//                  cmsCIE2000DeltaE in C (Benchmarks/peers/lcms-deltae.c, built by scripts/bench.sh; path in
//                  COLORAUDIT_LCMS_PEER) and colour-science in Python (Benchmarks/peers/colour-science-deltae.py;
//                  `pip install colour-science`; on the first 2,000 colours, as pairs per second)
// Times are wall clock; memory is the peak resident set (VmHWM from /proc/self/status).
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

func peakMB() -> Double { Double(procStatus("VmHWM") ?? 0) / 1024 }

/// CPU seconds (user + system) used so far by this process (`children`: by its waited-for children).
func cpuSeconds(children: Bool = false) -> Double {
    var usage = rusage()
    getrusage(numericCast(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue), &usage)
    func value(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return value(usage.ru_utime) + value(usage.ru_stime)
}

/// Runs `executable` with `arguments` as a child process, standard output and error to /dev/null, and
/// waits for it (`waitpid`): its exit status (128 + the signal when killed). Not `Process`: on Linux its
/// `waitUntilExit` polls the run loop every 50 ms, so it times a run as a multiple of 50 ms (a child of
/// 20 ms took 51 ms, one of 60 ms 101 ms).
func spawnAndWait(_ executable: String, _ arguments: [String]) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned), userInfo: [NSFilePathErrorKey: executable])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func randomPalette(_ n: Int, seed: UInt64? = nil) -> [Color] {
    var rng = SplitMix(state: seed ?? UInt64(n))
    return (0..<n).map { _ in
        Color(
            .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
            Double.random(in: 0...1, using: &rng))
    }
}

func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }

let configuration = Configuration(allPairs: true)
let simulators = CVDCollisionRule.simulators(for: configuration)
let threshold = CVDCollisionRule().descriptor.parameters[0].defaultValue

func generatedPalette(_ colors: [Color], name: String) -> Palette {
    let tokens = colors.enumerated().map { i, color in
        let location = SourceLocation(file: "\(name).yaml", line: i + 2, column: 3)
        return ColorToken(
            name: "color\(i)", role: nil, roleSource: .unknown,
            values: [.any: ColorValue(color: color, source: "generated", location: location)], location: location)
    }
    return Palette(name: name, file: "\(name).yaml", tokens: tokens)
}

func cvdSection(_ sizes: [Int]) {
    print(
        "cvd: \(ProcessInfo.processInfo.activeProcessorCount) cores; deficiencies "
            + simulators.map(\.label).joined(separator: ", ") + "; threshold \(format(threshold, 0)) ΔE00")
    print(
        "colours  pair checks    search s  CPU s     pair checks/s   evaluated   audit s  findings  omitted   "
            + "VmHWM MB")
    for n in sizes {
        let colors = randomPalette(n)
        var statistics: CVDCollisionSearch.Statistics?
        let cpuBefore = cpuSeconds()
        let searchTime = seconds {
            var search = CVDCollisionSearch(colors: colors, simulators: simulators)
            search.neighbourIndex = neighbourIndex()
            statistics = search.search(threshold: threshold, keepAll: false).statistics
        }
        let searchCPU = cpuSeconds() - cpuBefore
        let palette = generatedPalette(colors, name: "generated-\(n)")
        var report: PaletteReport?
        let auditTime = seconds {
            report = Auditor(configuration: configuration, rules: [CVDCollisionRule()]).audit(palette)
        }
        let checks = statistics!.pairChecks
        let omitted = report!.omittedFindings.map(\.omitted).reduce(0, +)
        print(
            column(String(n), 9) + column(String(checks), 15) + column(format(searchTime, 3), 10)
                + column(format(searchCPU, 3), 10)
                + column(format(Double(checks) / searchTime / 1e6, 1) + " M", 16)
                + column(String(statistics!.simulatedEvaluations), 12) + column(format(auditTime, 3), 9)
                + column(String(report!.findings.count), 10) + column(String(omitted), 10) + format(peakMB(), 1))
    }
}

/// `cvd-spread`: the search of `cvd` (nearest mode, the four deficiencies) on spread-out palettes — palettes whose
/// look-alike pairs grow in proportion to the colours, not to their square.
///
/// At a fixed threshold no palette in a bounded gamut stays spread out in that sense as it grows: a ball of 10 ΔE00
/// holds a fixed share of the gamut (about 8% of the pairs of random colours look alike per dichromat), so
/// look-alike pairs grow with n² whatever the spacing of the colours. This section keeps the density of the colours
/// relative to the threshold instead: the `cvd` palette of n colours (uniform random sRGB, the same seed) at the
/// threshold T(n) = 10·√(10,000/n) ΔE00, which at 10,000 colours is the `cvd` search. A dichromat's simulated
/// colours lie near a surface, so its look-alikes per colour change little with n (n·T² is fixed); achromatopsia's
/// lie on a line (greys), so theirs grow with √n, but its sweep counts runs of rows, not pairs. The collisions per
/// colour are printed per deficiency, to show it.
func cvdSpreadSection(_ sizes: [Int]) {
    print(
        "cvd-spread: \(ProcessInfo.processInfo.activeProcessorCount) cores; deficiencies "
            + simulators.map(\.label).joined(separator: ", ") + "; threshold 10·√(10,000/n) ΔE00; nearest mode")
    print("colours  threshold  search s  CPU s     evaluated   collisions/colour (per deficiency)  VmHWM MB")
    for n in sizes {
        let colors = randomPalette(n)
        let spreadThreshold = threshold * (10_000 / Double(n)).squareRoot()
        var result: (nearest: [[CVDCollisionSearch.Nearest?]], statistics: CVDCollisionSearch.Statistics)?
        let cpuBefore = cpuSeconds()
        let time = seconds {
            var search = CVDCollisionSearch(colors: colors, simulators: simulators)
            search.neighbourIndex = neighbourIndex()
            let found = search.search(threshold: spreadThreshold, keepAll: false)
            result = (found.nearest, found.statistics)
        }
        let cpu = cpuSeconds() - cpuBefore
        let perColour = result!.nearest.map { vision in
            format(Double(vision.reduce(0) { $0 + ($1?.count ?? 0) }) / Double(n), 0)
        }
        print(
            column(String(n), 9) + column(format(spreadThreshold, 3), 11) + column(format(time, 3), 10)
                + column(format(cpu, 3), 10) + column(String(result!.statistics.simulatedEvaluations), 12)
                + column(perColour.joined(separator: " / "), 36) + format(peakMB(), 1))
    }
}

/// The search's neighbour index from `CVD_INDEX` (`automatic` when unset).
func neighbourIndex() -> NeighbourIndex {
    switch ProcessInfo.processInfo.environment["CVD_INDEX"] {
    case "window": return .window
    case "tree": return .tree
    default: return .automatic
    }
}

/// The nearest-mode search of `cvd` for `n` colours, one deficiency at a time: where the time goes.
func cvdSplitSection(_ n: Int) {
    print(
        "cvd-split: \(n) colours, each deficiency searched alone (nearest mode, threshold \(format(threshold, 0)) ΔE00)"
    )
    print("deficiency       search s  CPU s")
    let colors = randomPalette(n)
    for simulator in simulators {
        let cpuBefore = cpuSeconds()
        let time = seconds {
            _ = CVDCollisionSearch(colors: colors, simulators: [simulator]).search(threshold: threshold, keepAll: false)
        }
        print(column(simulator.label, 17) + column(format(time, 3), 10) + format(cpuSeconds() - cpuBefore, 3))
    }
}

/// A 300-colour palette in ColorAudit's YAML: 100 text, 60 interactive, 40 icon, 40 border, 60 background
/// colours with light and dark values, and 300 declared pairs (text and interactive as text, icon and
/// border as ui) cycling over the foregrounds and backgrounds; one group of 8 status colours.
func palette300() -> String { palette(scaledTo: 300) }

/// `palette300()` with every count scaled by n / 300 (n colours, n pairs); the same file for n = 300.
func palette(scaledTo n: Int) -> String {
    var rng = SplitMix(state: 300)
    func hex() -> String { String(format: "#%06x", Int.random(in: 0..<(1 << 24), using: &rng)) }
    let roles: [(String, Int)] = [("text", 100), ("interactive", 60), ("icon", 40), ("border", 40), ("background", 60)]
        .map { ($0.0, $0.1 * n / 300) }
    var lines = ["name: bench 300", "colors:"]
    var foregrounds: [(String, String)] = []
    var backgrounds: [String] = []
    for (role, count) in roles {
        for i in 0..<count {
            let name = "\(role)\(i)"
            lines.append("  \(name): { light: \"\(hex())\", dark: \"\(hex())\", role: \(role) }")
            if role == "background" { backgrounds.append(name) } else { foregrounds.append((name, role)) }
        }
    }
    lines.append("pairs:")
    for k in 0..<n {
        let (fg, role) = foregrounds[k % foregrounds.count]
        let usage = role == "text" || role == "interactive" ? "text" : "ui"
        lines.append(
            "  - { foreground: \(fg), background: \(backgrounds[(k * 7) % backgrounds.count]), usage: \(usage) }")
    }
    lines.append("groups:")
    lines.append("  status: [" + (0..<8).map { "icon\($0)" }.joined(separator: ", ") + "]")
    return lines.joined(separator: "\n") + "\n"
}

func paletteSection() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-bench-300.yaml").path
    try palette300().write(toFile: path, atomically: true, encoding: .utf8)
    var times: [Double] = []
    var summary = ""
    for _ in 0..<21 {
        times.append(
            try seconds {
                let palette = try NativePaletteImporter().importPalette(
                    contents: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
                let report = Auditor().audit(palette)
                summary = AuditSummary([report]).line
                _ = TextReporter(useColor: false).render(AuditRun(reports: [report]))
            })
    }
    let warm = times.dropFirst().sorted()[10]
    print("palette: 300 colours with roles, 300 declared pairs, light and dark; read + audit + text report")
    print("  in process: first run \(format(times[0] * 1000, 1)) ms, then median \(format(warm * 1000, 1)) ms")
    print("  \(summary)")
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("coloraudit")
    if FileManager.default.isExecutableFile(atPath: binary.path) {
        var runs: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<5 {
            guard let run = try runTool(["audit", path]) else { break }
            runs.append(run.wall)
            cpu.append(run.cpu)
        }
        print(
            "  coloraudit audit (new process each): first \(format(runs[0] * 1000, 1)) ms, median of 5 "
                + "\(format(runs.sorted()[2] * 1000, 1)) ms wall, \(format(cpu.sorted()[2] * 1000, 1)) ms CPU")
    } else {
        print("  (build the coloraudit product in release too to time the command: \(binary.path))")
    }
}

/// The repair plan of `palette(scaledTo:)` for each size, with the colour-vision separations of
/// `cvd-collision` kept (its default) and without them (the rule off): cost should grow with colours,
/// pairs and separations.
func repairSection(_ sizes: [Int]) throws {
    print("repair: PaletteRepair.plan of the palette section's palette scaled to n colours and n pairs")
    print("  (wall ms and CPU ms: first run, then the median of 5; failing pairs before, values changed, pairs left)")
    var withoutVision = Configuration()
    withoutVision.rules.levels[.cvdCollision] = .off
    for n in sizes {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-bench-repair-\(n).yaml")
            .path
        try palette(scaledTo: n).write(toFile: path, atomically: true, encoding: .utf8)
        let palette = try NativePaletteImporter().importPalette(
            contents: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        for (label, configuration) in [("with cvd-collision", Configuration()), ("cvd-collision off", withoutVision)] {
            var times: [Double] = []
            var cpu: [Double] = []
            var plan: RepairPlan?
            for _ in 0..<6 {
                let before = cpuSeconds()
                times.append(seconds { plan = PaletteRepair.plan(palette, configuration: configuration) })
                cpu.append(cpuSeconds() - before)
            }
            let result = plan!
            print(
                "  \(n) colours, \(n) pairs, \(label): first \(format(times[0] * 1000, 1)) ms "
                    + "(\(format(cpu[0] * 1000, 1)) CPU), median \(format(times.dropFirst().sorted()[2] * 1000, 1)) ms "
                    + "(\(format(cpu.dropFirst().sorted()[2] * 1000, 1)) CPU); \(result.failingBefore) failing, "
                    + "\(result.changes.count) changed, \(result.unmet.count) left")
        }
    }
}

/// `n` colour-vision findings shaped as `cvd-collision` writes them (4 swatches, 3 measurements, 3 facts).
func syntheticFindings(_ n: Int) -> PaletteReport {
    let colors = randomPalette(1000, seed: 94)
    var findings: [Finding] = []
    findings.reserveCapacity(n)
    for k in 0..<n {
        let (i, j) = (k % 1000, (k / 1000 + k + 1) % 1000)
        let location = SourceLocation(file: "palettes/generated.yaml", line: i + 2, column: 5)
        let message: String =
            "color\(i) and color\(j) look alike with deuteranopia (red/green): ΔE00 4.2 instead of 23.7 for "
            + "normal vision (below 10 is hard to tell apart)"
        let measurements: [String: Finding.Measurement] = [
            "deltaE00Normal": .deltaE00(23.7 + Double(k % 97) / 7),
            "deltaE00Simulated": .deltaE00(Double(k % 89) / 9),
            "threshold": .deltaE00(10, isLimit: true),
        ]
        let swatches: [Finding.Swatch] = [
            .init(label: "original", token: "color\(i)", color: colors[i]),
            .init(label: "original", token: "color\(j)", color: colors[j]),
            .init(label: "deuteranopia", token: "color\(i)", color: colors[j]),
            .init(label: "deuteranopia", token: "color\(j)", color: colors[i]),
        ]
        let related = Finding.Related(
            SourceLocation(file: "palettes/generated.yaml", line: j + 2, column: 5), "the other colour")
        findings.append(
            Finding(
                rule: "cvd-collision", severity: .warning, appearance: k % 2 == 0 ? .light : .dark,
                tokens: ["color\(i)", "color\(j)"], message: message, location: location,
                relatedLocations: [related], measurements: measurements,
                facts: ["deficiency": "deuteranopia", "model": "vienot", "confusion": "red/green"],
                swatches: swatches))
    }
    let palette = generatedPalette(Array(colors.prefix(10)), name: "generated")
    var report = Auditor(rules: []).audit(palette)
    report.findings = findings
    return report
}

func jsonSection(_ n: Int) throws {
    let reports = [syntheticFindings(n)]
    let before = peakMB()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-bench.json").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let cpuBefore = cpuSeconds(children: false)
    let time = try seconds {
        try JSONReporter().write(AuditRun(reports: reports), to: FileReportSink(handle))
    }
    let cpu = cpuSeconds(children: false) - cpuBefore
    try handle.close()
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print(
        "  streamed: \(format(time, 3)) s wall, \(format(cpu, 3)) s CPU, "
            + "\(format(Double(size) / 1e6, 1)) MB written, peak \(format(peakMB(), 1)) MB "
            + "(\(format(before, 1)) MB before writing)")
}

/// A sink writing to a file handle.
final class FileReportSink: ReportSink {
    let handle: FileHandle
    init(_ handle: FileHandle) { self.handle = handle }
    func write(_ text: String) throws { try handle.write(contentsOf: Data(text.utf8)) }
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws { try handle.write(contentsOf: Data(buffer: bytes)) }
}

/// A palette in ColorAudit's YAML of `texts` text and `backgrounds` background colours with roles and no
/// pairs, so that every text colour is paired with every background (random sRGB hex values, fixed seed).
func rolePalette(texts: Int, backgrounds: Int) -> String {
    var rng = SplitMix(state: UInt64(texts * 1000 + backgrounds))
    func hex() -> String { String(format: "#%06x", Int.random(in: 0..<(1 << 24), using: &rng)) }
    var lines = ["name: bench roles \(texts)x\(backgrounds)", "colors:"]
    for i in 0..<texts { lines.append("  text\(i): { value: \"\(hex())\", role: text }") }
    for i in 0..<backgrounds { lines.append("  surface\(i): { value: \"\(hex())\", role: background }") }
    return lines.joined(separator: "\n") + "\n"
}

/// Runs `coloraudit` with `arguments` as a child process (output to /dev/null); wall seconds, CPU seconds
/// (user + system) and the child's peak resident set in MB (`ru_maxrss`), or nil without the binary.
func runTool(_ arguments: [String]) throws -> (wall: Double, cpu: Double, peakMB: Double, status: Int32)? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("coloraudit")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
    let before = cpuSeconds(children: true)
    var status: Int32 = 0
    let wall = try seconds { status = try spawnAndWait(binary.path, arguments) }
    var usage = rusage()
    getrusage(numericCast(RUSAGE_CHILDREN.rawValue), &usage)
    return (wall, cpuSeconds(children: true) - before, Double(usage.ru_maxrss) / 1024, status)
}

func jsonCLISection(texts: Int, backgrounds: Int) throws {
    let directory = FileManager.default.temporaryDirectory
    let path = directory.appendingPathComponent("coloraudit-bench-roles-\(texts)x\(backgrounds).yaml").path
    let output = directory.appendingPathComponent("coloraudit-bench-cli.json").path
    try rolePalette(texts: texts, backgrounds: backgrounds).write(toFile: path, atomically: true, encoding: .utf8)
    print(
        "json-cli: coloraudit audit --max-findings 0 --format json -o FILE, \(texts) text × \(backgrounds) "
            + "background colours with roles (\(texts * backgrounds) formed pairs), a new process")
    guard let run = try runTool(["audit", "--max-findings", "0", "--format", "json", "-o", output, path]) else {
        print("  (build the coloraudit product in release too to time the command)")
        return
    }
    var findings = 0
    if let data = FileManager.default.contents(atPath: output),
        let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let list = document["findings"] as? [Any]
    {
        findings = list.count
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    print(
        "  exit \(run.status): \(findings) findings, \(format(Double(size) / 1e6, 1)) MB written; "
            + "\(format(run.wall, 3)) s wall, \(format(run.cpu, 3)) s CPU, peak \(format(run.peakMB, 1)) MB")
}

/// `i` (below 26⁴) in four letters, the lowest first: 0 `aaaa`, 1 `baaa`, 26 `abaa` (names of words without
/// digits, which every word reader takes as letters).
func letters(_ i: Int) -> String {
    var letters = ""
    var rest = i
    for _ in 0..<4 {
        letters.append(Character(UnicodeScalar(UInt8(97 + rest % 26))))
        rest /= 26
    }
    return letters
}

/// Writes `stylesheet` to `path` and runs `coloraudit audit --max-findings 0 --format json -o output` on it
/// in a new process (`runTool`), printing `label`, its exit status, the pairs its summary counts, its wall
/// and CPU seconds and peak memory; false (said) when the coloraudit product is not built.
func auditStylesheet(_ stylesheet: String, at path: String, output: String, label: String) throws -> Bool {
    try stylesheet.write(toFile: path, atomically: true, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: output)
    guard let run = try runTool(["audit", "--max-findings", "0", "--format", "json", "-o", output, path]) else {
        print("  (build the coloraudit product in release too to time the command)")
        return false
    }
    var pairs = "-"
    if let data = FileManager.default.contents(atPath: output),
        let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let summary = document["summary"] as? [String: Any], let checked = summary["pairsChecked"] as? Int
    {
        pairs = String(checked)
    }
    print(
        "  \(label): exit \(run.status), \(pairs) pairs; \(format(run.wall, 3)) s wall, "
            + "\(format(run.cpu, 3)) s CPU, peak \(format(run.peakMB, 1)) MB")
    return true
}

/// A stylesheet of `components` components, each with its text, background and border custom properties
/// (random sRGB hex values, fixed seed) and a style rule drawing its text on its background; `numbered`:
/// components named c0, c1, … (words that differ only in their digits), else aaaa, baaa, … (letters).
func componentStylesheet(_ components: Int, numbered: Bool) -> String {
    var rng = SplitMix(state: UInt64(components) * 2 + (numbered ? 1 : 0))
    func hex() -> String { String(format: "#%06x", Int.random(in: 0..<(1 << 24), using: &rng)) }
    func name(_ i: Int) -> String { numbered ? "c\(i)" : letters(i) }
    var lines = [":root {"]
    for i in 0..<components {
        let c = name(i)
        lines.append(
            "  --x-\(c)-color: \(hex()); --x-\(c)-background-color: \(hex()); --x-\(c)-border-color: \(hex());")
    }
    lines.append("}")
    for i in 0..<components {
        let c = name(i)
        lines.append(".\(c) { color: var(--x-\(c)-color); background-color: var(--x-\(c)-background-color) }")
    }
    return lines.joined(separator: "\n") + "\n"
}

func componentsSection(properties: Int) throws {
    let components = (properties + 2) / 3
    let directory = FileManager.default.temporaryDirectory
    let output = directory.appendingPathComponent("coloraudit-bench-components.json").path
    print(
        "components: coloraudit audit --max-findings 0 --format json -o FILE, \(components) components × 3 custom "
            + "properties (\(components * 3)), a style rule each, a new process")
    for numbered in [true, false] {
        let path = directory.appendingPathComponent(
            "coloraudit-bench-components-\(numbered ? "numbered" : "lettered")-\(components).css"
        ).path
        let label = numbered ? "numbered (--x-c1-color…)" : "lettered (--x-aaaa-color…)"
        guard
            try auditStylesheet(
                componentStylesheet(components, numbered: numbered), at: path, output: output, label: label)
        else { return }
    }
}

/// A stylesheet of `colours` colours with region-first names (`PairFormation` rule 28): the page's `--bg` and
/// `--fg`, then `colours / 3` regions with `-bg`, `-fg` and `-border` in `:root` (random sRGB hex values, fixed
/// seed), re-declared in a `.dark` rule when `dark`; regions named r0, r1, … when `numbered`, else raaaa, rbaaa, ….
func regionStylesheet(_ colours: Int, numbered: Bool, dark: Bool) -> String {
    var rng = SplitMix(state: UInt64(colours) * 4 + (numbered ? 1 : 0) + (dark ? 2 : 0))
    func hex() -> String { String(format: "#%06x", Int.random(in: 0..<(1 << 24), using: &rng)) }
    func name(_ i: Int) -> String { numbered ? "r\(i)" : "r" + letters(i) }
    var lines: [String] = []
    for (selector, page) in [(":root", "--bg: #ffffff; --fg: #1a1a1a;"), (".dark", "--bg: #111111; --fg: #eeeeee;")]
    where selector == ":root" || dark {
        lines.append("\(selector) {")
        lines.append("  \(page)")
        for i in 0..<colours / 3 {
            let r = name(i)
            lines.append("  --\(r)-bg: \(hex()); --\(r)-fg: \(hex()); --\(r)-border: \(hex());")
        }
        lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
}

func regionsSection(colours: Int) throws {
    let directory = FileManager.default.temporaryDirectory
    let output = directory.appendingPathComponent("coloraudit-bench-regions.json").path
    print(
        "regions: coloraudit audit --max-findings 0 --format json -o FILE, \(colours / 3) regions × --R-bg, --R-fg, "
            + "--R-border and the page's --bg, --fg (\(colours / 3 * 3 + 2) colours), a new process")
    for (numbered, dark) in [(true, false), (false, false), (false, true)] {
        let label = (numbered ? "numbered (--r0-bg…)" : "lettered (--raaaa-bg…)") + (dark ? " + .dark" : "")
        let path = directory.appendingPathComponent(
            "coloraudit-bench-regions-\(numbered ? "numbered" : "lettered")\(dark ? "-dark" : "")-\(colours).css"
        ).path
        guard
            try auditStylesheet(
                regionStylesheet(colours, numbered: numbered, dark: dark), at: path, output: output, label: label)
        else { return }
    }
}

/// `rules` style rules of one selector, alternately setting its text colour and its background: each
/// rule's other side comes from the selector's other rules (`CSSSameSelector`), one entry read per
/// at-rule, so the cost should grow with the rules, not their square.
func sameSelectorSection(rules: Int) throws {
    let directory = FileManager.default.temporaryDirectory
    let path = directory.appendingPathComponent("coloraudit-bench-same-selector-\(rules).css").path
    let output = directory.appendingPathComponent("coloraudit-bench-same-selector.json").path
    var css = ":root { --t0: #000000; --b1: #ffffff; }\n"
    for i in 0..<rules { css += i % 2 == 0 ? ".r { color: var(--t0); }\n" : ".r { background: var(--b1); }\n" }
    try css.write(toFile: path, atomically: true, encoding: .utf8)
    print("same-selector: coloraudit audit --format json -o FILE, \(rules) rules of one selector, a new process")
    try? FileManager.default.removeItem(atPath: output)
    guard let run = try runTool(["audit", "--format", "json", "-o", output, path]) else {
        print("  (build the coloraudit product in release too to time the command)")
        return
    }
    print(
        "  exit \(run.status); \(format(run.wall, 3)) s wall, \(format(run.cpu, 3)) s CPU, "
            + "peak \(format(run.peakMB, 1)) MB")
}

/// A little-endian file of the search's CIELAB values: n, visions, then per vision n (L, a, b) doubles.
func exportLab(_ search: CVDCollisionSearch, visions: [Int?], to path: String) throws {
    var data = Data()
    func append<T>(_ value: T) { withUnsafeBytes(of: value) { data.append(contentsOf: $0) } }
    append(Int64(search.count).littleEndian)
    append(Int64(visions.count).littleEndian)
    for vision in visions {
        for i in 0..<search.count {
            let lab = search.lab(i, simulator: vision)
            append(lab.x.bitPattern.littleEndian)
            append(lab.y.bitPattern.littleEndian)
            append(lab.z.bitPattern.littleEndian)
        }
    }
    try data.write(to: URL(fileURLWithPath: path))
}

/// Runs a peer program and parses its "pairs N seconds S sum X below10 K" line.
func runPeer(_ executable: String, _ arguments: [String]) -> (pairs: Int, seconds: Double, sum: Double, below: Int)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    guard process.terminationStatus == 0, words.count >= 8, let pairs = Int(words[1]), let time = Double(words[3]),
        let sum = Double(words[5]), let below = Int(words[7])
    else { return nil }
    return (pairs, time, sum, below)
}

func peersSection() throws {
    let n = 10_000
    let colors = randomPalette(n)
    let search = CVDCollisionSearch(colors: colors, simulators: simulators)
    var statistics: CVDCollisionSearch.Statistics?
    let searchTime = seconds { statistics = search.search(threshold: threshold, keepAll: false).statistics }
    let visions: [Int?] = Array(simulators.indices)
    // Our kernel, brute force over every pair (no bounds), single-threaded like the peers.
    let lab = visions.map { v in (0..<n).map { search.lab($0, simulator: v) } }
    var sum = 0.0
    var below = 0
    var pairs = 0
    let kernelTime = seconds {
        for block in lab {
            for i in 0..<n {
                let a = block[i]
                for j in (i + 1)..<n {
                    let d = DeltaE2000.fast(a, block[j])
                    sum += d
                    below += d < 10 ? 1 : 0
                }
                pairs += n - i - 1
            }
        }
    }
    print("peers: CIEDE2000 over the pairs of the cvd search, 10,000 colours × \(visions.count) simulated visions")
    print(
        "  coloraudit search (bounded, \(ProcessInfo.processInfo.activeProcessorCount) cores): "
            + "\(format(searchTime, 3)) s for \(statistics!.pairChecks) pair checks")
    print(
        "  coloraudit kernel, every pair, 1 core: \(format(kernelTime, 3)) s, "
            + "\(format(Double(pairs) / kernelTime / 1e6, 1)) M pairs/s (ΣΔE00 \(format(sum, 1)), \(below) below 10)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-bench-lab.bin").path
    try exportLab(search, visions: visions, to: file)
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let lcms = ProcessInfo.processInfo.environment["COLORAUDIT_LCMS_PEER"] ?? ".build/peers/lcms-deltae"
    if let peer = runPeer(lcms, [file]) {
        print(
            "  LittleCMS cmsCIE2000DeltaE (C, -O2), every pair, 1 core: \(format(peer.seconds, 3)) s, "
                + "\(format(Double(peer.pairs) / peer.seconds / 1e6, 1)) M pairs/s (ΣΔE00 \(format(peer.sum, 1)), "
                + "\(peer.below) below 10)")
        print(
            "    ratios: our kernel \(format(peer.seconds / kernelTime, 2))× LittleCMS's speed per pair; "
                + "our search takes \(format(searchTime / peer.seconds, 3))× LittleCMS's all-pairs time")
    } else {
        print("  LittleCMS peer not found at \(lcms) (scripts/bench.sh builds it)")
    }
    let python = ProcessInfo.processInfo.environment["PYTHON"] ?? "/usr/bin/env"
    let script = here.appendingPathComponent("peers/colour-science-deltae.py").path
    let pythonArguments = python == "/usr/bin/env" ? ["python3", script, file, "2000"] : [script, file, "2000"]
    if let peer = runPeer(python, pythonArguments) {
        let rate = Double(peer.pairs) / peer.seconds
        print(
            "  colour-science colour.delta_E (Python/NumPy), first 2,000 colours (\(peer.pairs) pairs): "
                + "\(format(peer.seconds, 3)) s, \(format(rate / 1e6, 2)) M pairs/s")
        print(
            "    ratios: our kernel \(format(Double(pairs) / kernelTime / rate, 1))× colour-science's speed per pair; "
                + "colour-science would take \(format(Double(pairs) / rate, 1)) s for every pair, "
                + "\(format(Double(pairs) / rate / searchTime, 1))× our search")
    } else {
        print("  colour-science peer skipped: not installed (pip install colour-science; python3 \(script))")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let section = arguments.first {
    let rest = arguments.dropFirst().compactMap { Int($0) }
    switch section {
    case "cvd": cvdSection(rest.isEmpty ? [100, 1000, 10000] : rest)
    case "cvd-split": cvdSplitSection(rest.first ?? 10_000)
    case "cvd-spread": cvdSpreadSection(rest.isEmpty ? [10_000, 20_000, 50_000, 100_000] : rest)
    case "palette": try paletteSection()
    case "repair": try repairSection(rest.isEmpty ? [150, 300, 600] : rest)
    case "json":
        print("json: \(rest.first ?? 94_000) findings")
        try jsonSection(rest.first ?? 94_000)
    case "json-cli":
        try jsonCLISection(texts: rest.first ?? 400, backgrounds: rest.dropFirst().first ?? 240)
    case "components": try componentsSection(properties: rest.first ?? 100_000)
    case "same-selector": try sameSelectorSection(rules: rest.first ?? 100_000)
    case "regions": try regionsSection(colours: rest.first ?? 100_000)
    case "peers": try peersSection()
    default:
        let sizes = arguments.compactMap { Int($0) }
        cvdSection(sizes)
    }
} else {
    // Every section in its own process, so each peak memory figure is its own.
    for section in [
        ["cvd"], ["palette"], ["repair"], ["json"], ["json-cli"], ["components"], ["peers"],
    ] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = section
        try process.run()
        process.waitUntilExit()
        print("")
    }
}
