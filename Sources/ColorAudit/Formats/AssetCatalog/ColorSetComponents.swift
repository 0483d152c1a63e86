import ColorScience
import Foundation

/// The colour of one asset catalog entry, `"color": {"color-space": …, "components": {…}}`, as Xcode
/// writes it.
///
/// **Colour spaces** (`color-space`), mapped to ours without clipping:
/// - `srgb` → sRGB, `display-p3` → Display P3 (components must lie in 0…1);
/// - `extended-srgb` → sRGB and `extended-linear-srgb` → linear sRGB (any finite value, so
///   wide-gamut colours keep their negative or > 1 components);
/// - `gray-gamma-22` and `extended-gray` use a `white` component W instead of red/green/blue: a grey
///   of linear luminance W^2.2 (Apple's "Generic Gray Gamma 2.2"), stored as linear sRGB (W, W, W)^2.2,
///   i.e. a neutral grey of that relative luminance (`gray-gamma-22` limited to 0…1).
///
/// **Components** (`red`, `green`, `blue` or `white`, and `alpha`) in any of the forms Xcode and
/// generators write:
/// - a string with a `.` or an exponent, a float: `"0.500"` → 0.5;
/// - a string of decimal digits, an 8-bit integer: `"128"` → 128/255 (0…255);
/// - a string `0x` + hex digits, an 8-bit integer: `"0x80"` → 128/255 (0…255);
/// - a bare JSON number, a float: `0.5`, `1` (as Xcode 9.0 and 9.1 wrote them, and as Apple's Asset
///   Catalog Format Reference, "Named Color Type", documents them: "a number from 0 to 1"); so a bare
///   `255` is outside 0…1 (an error, but in the extended spaces), where the string `"255"` is 8-bit.
///   The names of the components so written are returned with the colour: a repair writes them bare
///   too (`ColorSetNotation`).
/// `alpha` is read as Xcode reads it: a float string (`"1.000"`, what Xcode writes whatever the input
/// method) or bare number is 0…1, but a string of decimal digits is an 8-bit integer like the other
/// components, so `"alpha" : "1"` (written by some generators) is 1/255, a near-invisible colour —
/// `read` returns where, for the `colorset-integer-alpha` warning; alpha defaults to 1 when absent. Missing colour components and unknown spaces are
/// errors at the `components` object (or the `color-space` value).
enum ColorSetComponents {
    /// The colour spaces Xcode writes, in the order messages list them.
    static let spaces = [
        "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
    ]

    /// Reads the colour and the text it was written as (`srgb 0x78 0x97 0xEC / 1.000`), the colour
    /// components written as bare JSON numbers (`"red" : 1`: the text `1` is then the float 1, not the
    /// 8-bit 1/255 it is in a string), and an alpha written as the bare integer 1 (`"1"`, which Xcode
    /// reads as 1/255) with where it is written.
    static func read(_ node: DocumentNode, reader: NodeReader, context: String) throws(PaletteError)
        -> (
            color: Color, source: String, bareNumbers: Set<String>,
            integerAlpha: (text: String, location: SourceLocation)?
        )
    {
        let entries = try reader.mapping(node, context, expected: "an object with color-space and components")
        func value(_ key: String) -> DocumentNode? { entries.first { $0.key == key }?.value }
        guard let spaceNode = value("color-space") else {
            throw reader.error(
                .structure,
                node.mark, "\(context): missing 'color-space' (one of \(spaces.joined(separator: ", ")))")
        }
        let space = try reader.string(spaceNode, "\(context) color-space")
        guard spaces.contains(space) else {
            throw reader.error(
                .invalidColor,
                spaceNode.mark,
                "\(context): unknown color-space '\(space)'\(NodeReader.suggestion(for: space, among: spaces)); "
                    + "expected one of \(spaces.joined(separator: ", "))")
        }
        guard let componentsNode = value("components") else {
            throw reader.error(.structure, node.mark, "\(context): missing 'components'")
        }
        let components = try reader.mapping(
            componentsNode, "\(context) components", expected: "an object of components")
        let extended = space.hasPrefix("extended")
        let isGray = space == "gray-gamma-22" || space == "extended-gray"
        let names = isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        var written: [String] = []
        var bareNumbers = Set<String>()
        for name in names {
            guard let component = components.first(where: { $0.key == name })?.value else {
                throw reader.error(
                    .structure,
                    componentsNode.mark,
                    "\(context) components: missing '\(name)' (\(space) needs \(names.joined(separator: ", ")) and alpha)"
                )
            }
            let (number, text) = try Self.component(component, reader: reader, "\(context) \(name)", isAlpha: false)
            let bare = component.scalarStyle == .plain
            if !extended, !(0...1).contains(number) {
                // A bare number is a float (Apple's Asset Catalog Format Reference: "a number from 0 to 1");
                // an 8-bit value is a string.
                let hint =
                    bare && number == number.rounded() && number <= 255
                    ? "; an 8-bit value is a string, \"\(text)\"" : ""
                throw reader.error(
                    .invalidColor,
                    component.mark,
                    "\(context) \(name): \(text) is outside 0…1 in \(space); expected 0…1 (or an 'extended-' space)"
                        + hint)
            }
            if bare { bareNumbers.insert(name) }
            values.append(number)
            written.append(text)
        }
        var alpha = 1.0
        var integerAlpha: (text: String, location: SourceLocation)?
        if let alphaNode = components.first(where: { $0.key == "alpha" })?.value {
            let (number, text) = try Self.component(alphaNode, reader: reader, "\(context) alpha", isAlpha: true)
            guard (0...1).contains(number) else {
                throw reader.error(.invalidColor, alphaNode.mark, "\(context) alpha: \(text) is outside 0…1")
            }
            alpha = number
            written.append("/ " + text)
            // Only a bare integer whose float reading is another alpha in 0…1 is ambiguous: "1" (or
            // "01"); "0" reads 0 either way, and "255" has no float reading in 0…1.
            if alphaNode.scalarStyle != .plain, Int(text) == 1 {
                integerAlpha = (text, reader.location(alphaNode.contentMark))
            }
        }
        let source = space + " " + written.joined(separator: " ")
        if isGray {
            let linear = pow(values[0].magnitude, 2.2) * (values[0] < 0 ? -1 : 1)
            return (Color(.srgbLinear, linear, linear, linear, alpha: alpha), source, bareNumbers, integerAlpha)
        }
        let ours: ColorSpace =
            space == "display-p3" ? .displayP3 : (space == "extended-linear-srgb" ? .srgbLinear : .srgb)
        return (Color(ours, values[0], values[1], values[2], alpha: alpha), source, bareNumbers, integerAlpha)
    }

    /// One component's value (0…1 scale) and its text as written.
    static func component(_ node: DocumentNode, reader: NodeReader, _ context: String, isAlpha: Bool)
        throws(PaletteError)
        -> (Double, String)
    {
        let expected = "a float (\"0.500\"), an 8-bit integer (\"128\" or \"0x80\") or a number"
        guard let text = node.scalarText, !node.isNull else {
            throw reader.error(.structure, node.mark, "\(context): expected \(expected), found \(node.kindDescription)")
        }
        if node.scalarStyle == .plain {
            let value = try reader.number(node, context, expected: expected)
            return (value, text)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("0x") {
            let digits = lower.dropFirst(2)
            // Hex digits only: `Int(_:radix:)` also takes a sign, and "0x-80" is no 8-bit value.
            guard !isAlpha, !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isHexDigit),
                let byte = Int(digits, radix: 16), byte <= 255
            else {
                throw reader.error(
                    .invalidColor,
                    node.mark,
                    "\(context): '\(text)' is not an 8-bit hex value; expected 0x00…0xFF"
                        + (isAlpha ? " (alpha is written as a float 0…1)" : ""))
            }
            return (Double(byte) / 255, trimmed)
        }
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            guard trimmed.count <= 4, let byte = Int(trimmed), byte <= 255 else {
                throw reader.error(
                    .invalidColor, node.mark, "\(context): '\(text)' is not an 8-bit value; expected 0…255")
            }
            return (Double(byte) / 255, trimmed)
        }
        guard let value = PlainNumber.value(trimmed) else {
            throw reader.error(.invalidColor, node.mark, "\(context): '\(text)' is not a number; expected \(expected)")
        }
        guard value.isFinite else {
            throw reader.error(.invalidColor, node.mark, "\(context): the number \(text) is out of range")
        }
        return (value, trimmed)
    }
}
