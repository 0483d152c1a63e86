import ColorAudit

/// libFuzzer's entry point: one input, read as UTF-8 (invalid bytes become U+FFFD), parsed as a CSS
/// colour. A crash is a finding; so is an error whose offset lies outside the input, and a parsed
/// colour whose CSS serialization does not parse again.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzColorParser(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        let color = try CSSColorParser.parse(text)
        _ = color.hex
        let css = color.cssString()
        do {
            _ = try CSSColorParser.parse(css)
        } catch {
            fatalError("the serialization '\(css)' of '\(text)' does not parse: \(error)")
        }
    } catch {
        precondition(
            (0...text.count).contains(error.offset), "offset \(error.offset) outside '\(text)' (\(text.count))")
    }
    return 0
}
