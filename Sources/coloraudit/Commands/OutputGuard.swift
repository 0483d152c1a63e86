import ColorAudit
import Foundation

/// Refuses a run whose report (`-o`) or baseline (`--write-baseline`) would replace a file the run reads:
/// a palette, a file a colour is written in (an asset catalog's `Contents.json`, an `include:`d file), an
/// image the audit opened, the configuration file or the baseline given to `--baseline`. Files are
/// compared by device and inode, so another spelling of the same path (`./a.yaml`, a symbolic link,
/// a hard link) is caught too. A slip such as `-o palette.yaml` would otherwise destroy the source.
/// Also refuses, before anything is printed, an output path that cannot be written (a folder, a folder
/// that does not exist or is read-only: `Console.targetProblem`).
enum OutputGuard {
    /// - Throws: `InputError` (exit status 2) naming the output option, the path and the input it is, or
    ///   why the path cannot be written.
    static func check(
        _ arguments: ParsedArguments, palettes: [Palette], configuration: ConfigurationFile?
    ) throws(InputError) {
        let outputs = [
            ("--output", arguments.value("output")), ("--write-baseline", arguments.value("write-baseline")),
        ]
        .compactMap { option, path in path.flatMap { $0 == "-" ? nil : (option, $0) } }
        guard !outputs.isEmpty else { return }
        for (option, path) in outputs {
            if let problem = Console.targetProblem(path) {
                throw InputError(
                    message:
                        "\(path): error: cannot write the \(option == "--output" ? "report" : "baseline"): \(problem)")
            }
        }
        if outputs.count == 2, sameFile(outputs[0].1, outputs[1].1) {
            throw InputError(
                message: "\(outputs[1].1): error: --output and --write-baseline name the same file; expected two paths")
        }
        let existing = outputs.compactMap { option, path in identity(path).map { (option, path, $0) } }
        guard !existing.isEmpty else { return }
        var inputs = Set<String>()
        for palette in palettes {
            inputs.insert(palette.file)
            for token in palette.tokens { for value in token.values.values { inputs.insert(value.location.file) } }
            for image in palette.images { inputs.insert(image.file) }
        }
        if let configuration { inputs.insert(configuration.path) }
        if let baseline = arguments.value("baseline") { inputs.insert(baseline) }
        inputs.remove("-")
        for input in inputs {
            guard let inode = identity(input) else { continue }
            for (option, path, target) in existing where target == inode {
                throw InputError(
                    message: "\(path): error: \(option) would overwrite \(input), which this audit reads; "
                        + "expected another file for the \(option == "--output" ? "report" : "baseline")")
            }
        }
    }

    /// Whether two output paths are one file: the same inode when it exists, else the same resolved path.
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        if let first = identity(a), let second = identity(b) { return first == second }
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return resolved(a) == resolved(b)
    }

    /// Device and inode of an existing regular file (following symbolic links); `nil` otherwise.
    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
