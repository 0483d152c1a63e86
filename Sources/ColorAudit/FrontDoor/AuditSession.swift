import Foundation

/// The library's front door: what `coloraudit audit` does, in four calls — settings, load, audit,
/// report — so a Swift program gets the command line's reports byte for byte, and the same finding
/// fingerprints (paths relative to the same repository root).
///
/// ```swift
/// let session = try AuditSession(start: "palettes/")
/// let loaded = try session.load(["palettes/"])
/// let run = try session.audit(loaded)
/// let sink = StringReportSink()
/// try session.write(run, format: "sarif", to: sink)
/// ```
public struct AuditSession: Sendable {
    /// Where the configuration comes from.
    public enum ConfigurationSource: Sendable, Hashable {
        /// The first `.coloraudit.yml`, `.coloraudit.yaml` or `.coloraudit.json` from this path up to
        /// the repository root (`ConfigurationFile.find(from:)`); none found: the defaults.
        case discover(from: String)
        /// This configuration file.
        case file(String)
        /// The defaults, no file.
        case none
    }

    /// The configuration file read, if any.
    public let configurationFile: ConfigurationFile?
    /// The effective configuration: defaults, then the file, then the overrides.
    public let configuration: Configuration
    /// The folder finding paths (and so baseline fingerprints) are relative to, or `nil` for paths as
    /// given (`findingRoot(start:baseline:)`).
    public var repositoryRoot: String?
    /// The input format every file is read as (`PaletteImporters.formatNames`), or `nil` to recognise
    /// each file by its name and content.
    public var inputFormat: String?

    /// Step 1, settings: reads the configuration file and applies `overrides` on top of it.
    /// - Parameters:
    ///   - start: the first audited path (`-` for standard input): where the configuration is discovered
    ///     from and the repository root found (the current folder for `-`).
    ///   - configuration: where the configuration comes from (default: discovered from `start`).
    ///   - overrides: settings above the file's (`ConfigurationOverrides`: the command line's layer).
    ///   - baseline: a baseline file the run reads or writes; outside a repository its folder is the root.
    /// - Throws: `ColorAuditError.configurationFile` or `.setting`.
    public init(
        start: String, configuration source: ConfigurationSource? = nil,
        overrides: ConfigurationOverrides = ConfigurationOverrides(), baseline: String? = nil,
        inputFormat: String? = nil
    ) throws(ColorAuditError) {
        let from = start == "-" ? FileManager.default.currentDirectoryPath : start
        let path: String? =
            switch source ?? .discover(from: from) {
            case .discover(let folder): ConfigurationFile.find(from: folder)
            case .file(let file): file
            case .none: nil
            }
        do {
            configurationFile = try path.map(ConfigurationFile.read)
        } catch {
            throw .configurationFile(error)
        }
        do {
            configuration = try overrides.apply(to: configurationFile?.apply(to: Configuration()) ?? Configuration())
        } catch {
            throw .setting(error)
        }
        repositoryRoot = Self.findingRoot(start: from, baseline: baseline)
        self.inputFormat = inputFormat
    }

    /// Step 2, load: reads every path (files, folders searched for palette files, `-` for standard
    /// input) with the configured importers and path filter, and checks the names the configuration
    /// gives against the palettes read.
    /// - Throws: `ColorAuditError.request`, `.input`, `.nothingToAudit` or `.unknownNames`.
    public func load(_ paths: [String]) throws(ColorAuditError) -> PaletteLoader.Loaded {
        let loaded: PaletteLoader.Loaded
        do {
            loaded = try PaletteLoader(
                importers: configuration.importers, inputFormat: inputFormat,
                filter: configurationFile?.filter ?? PathFilter()
            ).load(paths)
        } catch {
            throw error.isUsage ? .request(error) : .input(error)
        }
        if let problem = loaded.nothingToAudit {
            throw .nothingToAudit(files: loaded.inputs.read.map(\.path), message: problem)
        }
        let problems =
            AppearanceNameCheck.problems(configuration: configuration, palettes: loaded.palettes)
            + CSSThemeMappingCheck.problems(configuration: configuration, palettes: loaded.palettes)
        guard problems.isEmpty else { throw .unknownNames(problems) }
        return loaded
    }

    /// The auditor of this configuration, the rules of `RuleCatalog`.
    /// - Parameters:
    ///   - recordingChecks: record every contrast check (the JSON and JUnit reports list them; the other
    ///     reports do not need them).
    ///   - recordingRuleChecks: with `recordingChecks`, also record every pair rule's judgement
    ///     (`Auditor.recordsRuleChecks`: the JUnit report lists them, the JSON report does not).
    ///   - findingLimit: the most findings of one rule, severity and appearance to keep, 0 for no limit
    ///     (default: the configuration's `findingLimit`).
    public func auditor(recordingChecks: Bool = true, recordingRuleChecks: Bool = true, findingLimit: Int? = nil)
        -> Auditor
    {
        var configuration = configuration
        if let findingLimit { configuration.findingLimit = findingLimit }
        var auditor = Auditor(configuration: configuration)
        auditor.recordsChecks = recordingChecks
        auditor.recordsRuleChecks = recordingRuleChecks
        return auditor
    }

    /// Step 3, audit: runs `auditor` (default `auditor()`) over the loaded palettes.
    /// - Returns: the run, with the inputs read and the repository root, ready for a reporter.
    /// - Throws: `ColorAuditError.tooLarge`.
    public func audit(_ loaded: PaletteLoader.Loaded, with auditor: Auditor? = nil) throws(ColorAuditError) -> AuditRun
    {
        let auditor = auditor ?? self.auditor()
        let reports: [PaletteReport]
        do {
            reports = try auditor.audit(loaded.palettes)
        } catch {
            throw .tooLarge(error)
        }
        var run = AuditRun(
            reports: reports, rules: auditor.rules.map(\.descriptor), configuration: configuration,
            repositoryRoot: repositoryRoot)
        run.inputs = inputsUsingConfiguration(loaded.inputs)
        return run
    }

    /// `inputs` with the configuration file used recorded, and no longer listed among the skipped files
    /// (discovery lists every configuration file it meets; the others stay listed as not used).
    func inputsUsingConfiguration(_ inputs: InputSummary) -> InputSummary {
        var inputs = inputs
        let used = configurationFile?.path
        inputs.configuration = used
        func standardized(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let usedPath = used.map(standardized)
        inputs.skipped.removeAll { $0.kind == .configuration && standardized($0.path) == usedPath }
        return inputs
    }

    /// Step 4, report: writes `run` in `format` (`ReporterRegistry.identifiers`: text, json, sarif, …)
    /// and a final line break: the bytes `coloraudit audit` writes.
    /// - Throws: `ReportFormatError` for an unknown format; what `sink` throws.
    public func write(
        _ run: AuditRun, format: String, options: ReporterOptions = ReporterOptions(), to sink: any ReportSink
    ) throws {
        guard let reporter = ReporterRegistry.make(identifier: format, options: options) else {
            throw ReportFormatError(format: format)
        }
        try reporter.write(run, to: sink)
        try sink.write("\n")
    }

    /// The folder finding paths are relative to: the repository root of `start`; outside a repository,
    /// the folder of the `baseline` file, so a baseline matches whichever folder the audit runs from;
    /// else `nil` (paths as given).
    public static func findingRoot(start: String, baseline: String?) -> String? {
        if let root = RepositoryRoot.find(from: start) { return root }
        guard let baseline else { return nil }
        let absolute =
            baseline.hasPrefix("/") ? baseline : FileManager.default.currentDirectoryPath + "/" + baseline
        return URL(fileURLWithPath: absolute).standardizedFileURL.deletingLastPathComponent().path
    }
}

/// A report format that `ReporterRegistry` does not have.
struct ReportFormatError: Error, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public var format: String
    /// "unknown format 'NAME'".
    public var description: String { "unknown format '\(format)'" }
}
