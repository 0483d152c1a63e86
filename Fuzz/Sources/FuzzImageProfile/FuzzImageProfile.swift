import ColorAudit
import Foundation
import Harness

/// libFuzzer's entry point: one input read as an image file by `ImageProfileReader` (PNG or JPEG by
/// signature), then its stated colour space named by `ImageColorSpace.stated(by:)` (embedded ICC
/// profiles opened with LittleCMS). A crash is a finding; so is an error whose offset lies outside the
/// input or that says nothing, an image without a positive size or bit depth, and a colour space
/// offset outside the input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzImageProfile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Harness.data(bytes, count)
    do {
        let info = try ImageProfileReader.read(data)
        precondition(info.width > 0 && info.bitsPerChannel > 0, "bad header: \(info)")
        if let space = try ImageColorSpace.stated(by: info) {
            precondition((0..<count).contains(space.offset), "colour space offset \(space.offset) of \(count)")
            precondition(!space.name.isEmpty, "unnamed colour space")
        }
    } catch {
        precondition((0...count).contains(error.offset), "error offset \(error.offset) outside 0…\(count)")
        precondition(!error.reason.isEmpty, "empty reason")
    }
    return 0
}
