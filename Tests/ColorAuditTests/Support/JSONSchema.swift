import Foundation

/// A JSON document as a value, decoded with Foundation's `JSONDecoder` so that `true` and `1` stay
/// apart (JSONSerialization gives both as NSNumber on Linux).
enum JSONDocument: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONDocument])
    case object([String: JSONDocument])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONDocument].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONDocument].self))
        }
    }

    /// Parses JSON text.
    static func parse(_ data: Data) throws -> JSONDocument {
        try JSONDecoder().decode(JSONDocument.self, from: data)
    }

    subscript(key: String) -> JSONDocument? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// A JSON Schema draft-04 validator (http://json-schema.org/draft-04/schema#, the dialect of the
/// SARIF 2.1.0 schema), written for the tests. It knows the validation keywords of draft-04 §5
/// (type, enum, allOf/anyOf/oneOf/not, properties/patternProperties/additionalProperties, required,
/// min/maxProperties, dependencies, items/additionalItems, min/maxItems, uniqueItems, minimum/maximum with
/// the boolean exclusive forms, multipleOf, min/maxLength, pattern), `format` for uri, uri-reference and
/// date-time (RFC 3339), and local `$ref` JSON pointers (`#/definitions/x`). A keyword it does not know
/// is reported as an error, never skipped, so that a schema it cannot fully check fails the test.
struct JSONSchemaValidator {
    /// The whole schema (for `$ref`).
    let root: JSONDocument

    /// Keywords that annotate and do not validate.
    private static let annotations: Set<String> = ["$schema", "id", "title", "description", "default", "definitions"]
    private static let keywords: Set<String> = [
        "$ref", "type", "enum", "allOf", "anyOf", "oneOf", "not", "properties", "patternProperties",
        "additionalProperties", "required", "minProperties", "maxProperties", "dependencies", "items",
        "additionalItems", "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "format",
    ]

    /// Every violation of `instance`, each as "JSON pointer: what is wrong"; empty when valid.
    func errors(_ instance: JSONDocument) -> [String] {
        var errors: [String] = []
        check(instance, against: root, at: "", errors: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONDocument? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for part in reference.dropFirst().split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONDocument, against schema: JSONDocument, at path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            errors.append("\(path): schema is not an object")
            return
        }
        if case .string(let reference)? = keywords["$ref"] {
            // Draft-04: $ref replaces the whole schema it sits in.
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, at: path, errors: &errors)
            return
        }
        for key in keywords.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            errors.append("\(path): unsupported schema keyword '\(key)'")
        }
        checkType(value, keywords, path, &errors)
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(value) {
            errors.append("\(path): \(describe(value)) is not one of the allowed values")
        }
        checkCombinators(value, keywords, path, &errors)
        switch value {
        case .object(let members): checkObject(members, keywords, path, &errors)
        case .array(let items): checkArray(items, keywords, path, &errors)
        case .number(let number): checkNumber(number, keywords, path, &errors)
        case .string(let text): checkString(text, keywords, path, &errors)
        case .null, .bool: break
        }
    }

    private func isValid(_ value: JSONDocument, _ schema: JSONDocument, _ path: String) -> Bool {
        var errors: [String] = []
        check(value, against: schema, at: path, errors: &errors)
        return errors.isEmpty
    }

    private func typeName(_ value: JSONDocument) -> Set<String> {
        switch value {
        case .null: return ["null"]
        case .bool: return ["boolean"]
        case .number(let n): return n.rounded() == n ? ["number", "integer"] : ["number"]
        case .string: return ["string"]
        case .array: return ["array"]
        case .object: return ["object"]
        }
    }

    private func describe(_ value: JSONDocument) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .number(let n): return "\(n)"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    private func checkType(
        _ value: JSONDocument, _ keywords: [String: JSONDocument], _ path: String, _ errors: inout [String]
    ) {
        let wanted: [String]
        switch keywords["type"] {
        case .string(let name)?: wanted = [name]
        case .array(let names)?: wanted = names.compactMap { if case .string(let s) = $0 { s } else { nil } }
        default: return
        }
        if typeName(value).isDisjoint(with: wanted) {
            errors.append("\(path): expected \(wanted.joined(separator: " or ")), got \(describe(value))")
        }
    }

    private func checkCombinators(
        _ value: JSONDocument, _ keywords: [String: JSONDocument], _ path: String, _ errors: inout [String]
    ) {
        if case .array(let schemas)? = keywords["allOf"] {
            for schema in schemas { check(value, against: schema, at: path, errors: &errors) }
        }
        if case .array(let schemas)? = keywords["anyOf"], !schemas.contains(where: { isValid(value, $0, path) }) {
            errors.append("\(path): matches none of anyOf")
        }
        if case .array(let schemas)? = keywords["oneOf"] {
            let matches = schemas.filter { isValid(value, $0, path) }.count
            if matches != 1 { errors.append("\(path): matches \(matches) of oneOf, expected exactly 1") }
        }
        if let schema = keywords["not"], isValid(value, schema, path) {
            errors.append("\(path): matches a 'not' schema")
        }
    }

    private func checkObject(
        _ members: [String: JSONDocument], _ keywords: [String: JSONDocument], _ path: String,
        _ errors: inout [String]
    ) {
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where members[name] == nil {
                errors.append("\(path): missing required property '\(name)'")
            }
        }
        if case .number(let n)? = keywords["minProperties"], Double(members.count) < n {
            errors.append("\(path): fewer than \(Int(n)) properties")
        }
        if case .number(let n)? = keywords["maxProperties"], Double(members.count) > n {
            errors.append("\(path): more than \(Int(n)) properties")
        }
        var properties: [String: JSONDocument] = [:]
        if case .object(let p)? = keywords["properties"] { properties = p }
        var patterns: [(NSRegularExpression, JSONDocument)] = []
        if case .object(let p)? = keywords["patternProperties"] {
            for (pattern, schema) in p {
                guard let regex = try? NSRegularExpression(pattern: pattern) else {
                    errors.append("\(path): bad patternProperties pattern \(pattern)")
                    continue
                }
                patterns.append((regex, schema))
            }
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            let memberPath = "\(path)/\(name)"
            var matched = false
            if let schema = properties[name] {
                matched = true
                check(member, against: schema, at: memberPath, errors: &errors)
            }
            for (regex, schema) in patterns where Self.matches(regex, name) {
                matched = true
                check(member, against: schema, at: memberPath, errors: &errors)
            }
            if !matched {
                switch keywords["additionalProperties"] {
                case .bool(false)?: errors.append("\(path): property '\(name)' is not allowed")
                case .object(let schema)?: check(member, against: .object(schema), at: memberPath, errors: &errors)
                default: break
                }
            }
        }
        if case .object(let dependencies)? = keywords["dependencies"] {
            for (name, dependency) in dependencies where members[name] != nil {
                switch dependency {
                case .array(let names):
                    for case .string(let other) in names where members[other] == nil {
                        errors.append("\(path): '\(name)' needs '\(other)'")
                    }
                default: check(.object(members), against: dependency, at: path, errors: &errors)
                }
            }
        }
    }

    private func checkArray(
        _ items: [JSONDocument], _ keywords: [String: JSONDocument], _ path: String, _ errors: inout [String]
    ) {
        if case .number(let n)? = keywords["minItems"], Double(items.count) < n {
            errors.append("\(path): fewer than \(Int(n)) items")
        }
        if case .number(let n)? = keywords["maxItems"], Double(items.count) > n {
            errors.append("\(path): more than \(Int(n)) items")
        }
        if case .bool(true)? = keywords["uniqueItems"] {
            for i in items.indices where items[..<i].contains(items[i]) {
                errors.append("\(path)/\(i): duplicate item")
            }
        }
        switch keywords["items"] {
        case .object(let schema)?:
            for (i, item) in items.enumerated() {
                check(item, against: .object(schema), at: "\(path)/\(i)", errors: &errors)
            }
        case .array(let schemas)?:
            for (i, item) in items.enumerated() {
                if i < schemas.count {
                    check(item, against: schemas[i], at: "\(path)/\(i)", errors: &errors)
                } else if case .bool(false)? = keywords["additionalItems"] {
                    errors.append("\(path)/\(i): additional item not allowed")
                } else if case .object(let schema)? = keywords["additionalItems"] {
                    check(item, against: .object(schema), at: "\(path)/\(i)", errors: &errors)
                }
            }
        default: break
        }
    }

    private func checkNumber(
        _ number: Double, _ keywords: [String: JSONDocument], _ path: String, _ errors: inout [String]
    ) {
        if case .number(let minimum)? = keywords["minimum"] {
            let exclusive = keywords["exclusiveMinimum"] == .bool(true)
            if exclusive ? number <= minimum : number < minimum {
                errors.append("\(path): \(number) is below the minimum \(minimum)")
            }
        }
        if case .number(let maximum)? = keywords["maximum"] {
            let exclusive = keywords["exclusiveMaximum"] == .bool(true)
            if exclusive ? number >= maximum : number > maximum {
                errors.append("\(path): \(number) is above the maximum \(maximum)")
            }
        }
        if case .number(let divisor)? = keywords["multipleOf"], divisor > 0 {
            let quotient = number / divisor
            if abs(quotient - quotient.rounded()) > 1e-9 { errors.append("\(path): not a multiple of \(divisor)") }
        }
    }

    private static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private func checkString(
        _ text: String, _ keywords: [String: JSONDocument], _ path: String, _ errors: inout [String]
    ) {
        // Draft-04 counts length in code points (RFC 7159 characters).
        let length = Double(text.unicodeScalars.count)
        if case .number(let n)? = keywords["minLength"], length < n { errors.append("\(path): shorter than \(Int(n))") }
        if case .number(let n)? = keywords["maxLength"], length > n { errors.append("\(path): longer than \(Int(n))") }
        if case .string(let pattern)? = keywords["pattern"] {
            if let regex = try? NSRegularExpression(pattern: pattern) {
                if !Self.matches(regex, text) { errors.append("\(path): \"\(text)\" does not match \(pattern)") }
            } else {
                errors.append("\(path): bad pattern \(pattern)")
            }
        }
        if case .string(let format)? = keywords["format"] {
            switch format {
            case "uri":
                // RFC 3986 absolute URI: a scheme, ':', no spaces.
                if text.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$"#, options: .regularExpression) == nil {
                    errors.append("\(path): \"\(text)\" is not an absolute URI")
                }
            case "uri-reference":
                if text.contains(where: { $0.isWhitespace }) || URL(string: text) == nil {
                    errors.append("\(path): \"\(text)\" is not a URI reference")
                }
            case "date-time":
                let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#
                if text.range(of: pattern, options: .regularExpression) == nil {
                    errors.append("\(path): \"\(text)\" is not an RFC 3339 date-time")
                }
            default: errors.append("\(path): unsupported format '\(format)'")
            }
        }
    }
}
