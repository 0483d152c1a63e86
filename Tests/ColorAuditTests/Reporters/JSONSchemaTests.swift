import Foundation
import Testing

/// The test-side JSON Schema draft-04 validator: it must reject what the schema forbids (or the SARIF
/// validation of our reports could not fail), and accept the SARIF 2.1.0 specification's own minimal log.
@Suite struct JSONSchemaTests {
    func validator(_ schema: String) throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONDocument.parse(Data(schema.utf8)))
    }

    func errors(_ schema: String, _ instance: String) throws -> [String] {
        try validator(schema).errors(try JSONDocument.parse(Data(instance.utf8)))
    }

    @Test func typesKeepBooleansAndNumbersApart() throws {
        #expect(try errors(#"{"type": "integer"}"#, "3").isEmpty)
        #expect(!(try errors(#"{"type": "integer"}"#, "3.5")).isEmpty)
        #expect(!(try errors(#"{"type": "integer"}"#, "true")).isEmpty)
        #expect(!(try errors(#"{"type": "boolean"}"#, "1")).isEmpty)
        #expect(try errors(#"{"type": ["string", "null"]}"#, "null").isEmpty)
    }

    @Test func objectKeywords() throws {
        let schema = #"""
            {"type": "object", "required": ["a"], "additionalProperties": false,
             "properties": {"a": {"type": "string", "enum": ["x", "y"]}, "b": {"minimum": 0}}}
            """#
        #expect(try errors(schema, #"{"a": "x", "b": 0}"#).isEmpty)
        #expect(try errors(schema, #"{"b": 1}"#) == [": missing required property 'a'"])
        #expect(try errors(schema, #"{"a": "z"}"#) == ["/a: \"z\" is not one of the allowed values"])
        #expect(try errors(schema, #"{"a": "x", "c": 1}"#) == [": property 'c' is not allowed"])
        #expect(try errors(schema, #"{"a": "x", "b": -1}"#) == ["/b: -1.0 is below the minimum 0.0"])
    }

    @Test func arraysReferencesAndCombinators() throws {
        let schema = #"""
            {"definitions": {"n": {"type": "integer", "minimum": 1}},
             "type": "array", "minItems": 1, "uniqueItems": true, "items": {"$ref": "#/definitions/n"}}
            """#
        #expect(try errors(schema, "[1, 2]").isEmpty)
        #expect(try errors(schema, "[]") == [": fewer than 1 items"])
        #expect(try errors(schema, "[1, 1]") == ["/1: duplicate item"])
        #expect(try errors(schema, "[0]") == ["/0: 0.0 is below the minimum 1.0"])
        let oneOf = #"{"oneOf": [{"type": "integer"}, {"minimum": 0}]}"#
        #expect(try errors(oneOf, "-1").isEmpty)
        #expect(try errors(oneOf, "1") == [": matches 2 of oneOf, expected exactly 1"])
        #expect(try errors(#"{"anyOf": [{"type": "string"}, {"type": "null"}]}"#, "1") == [": matches none of anyOf"])
    }

    @Test func stringsPatternsAndFormats() throws {
        #expect(try errors(#"{"pattern": "^[a-z]{2}$"}"#, #""ab""#).isEmpty)
        #expect(!(try errors(#"{"pattern": "^[a-z]{2}$"}"#, #""abc""#)).isEmpty)
        #expect(try errors(#"{"format": "uri"}"#, #""https://www.w3.org/TR/WCAG22/""#).isEmpty)
        #expect(!(try errors(#"{"format": "uri"}"#, #""palettes/app.yaml""#)).isEmpty)
        #expect(try errors(#"{"format": "uri-reference"}"#, #""palettes/app.yaml""#).isEmpty)
        #expect(!(try errors(#"{"format": "uri-reference"}"#, #""a file.yaml""#)).isEmpty)
        #expect(try errors(#"{"format": "date-time"}"#, #""2026-12-01T05:40:00Z""#).isEmpty)
        #expect(!(try errors(#"{"format": "date-time"}"#, #""1 December 2026""#)).isEmpty)
    }

    @Test func unknownKeywordsAreErrorsNotSkipped() throws {
        #expect(try errors(#"{"const": 1}"#, "2") == [": unsupported schema keyword 'const'"])
    }

    /// The smallest valid log of SARIF 2.1.0 §3.13 (version, runs with a tool driver name), and logs
    /// that break the schema in ways our reporter could.
    @Test func sarifSchemaAcceptsAMinimalLogAndRejectsBrokenOnes() throws {
        let schema = JSONSchemaValidator(
            root: try JSONDocument.parse(Fixture.data("reference/sarif-schema-2.1.0.json")))
        func check(_ text: String) throws -> [String] { schema.errors(try JSONDocument.parse(Data(text.utf8))) }
        let minimal = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": []}]}"#
        #expect(try check(minimal).isEmpty)
        #expect(try check(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#) != [])
        #expect(try check(#"{"version": "2.0.0", "runs": []}"#) != [])
        let badLevel = #"""
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}},
             "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}
            """#
        #expect(try check(badLevel) != [])
        let badLine = #"""
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}},
             "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation":
               {"artifactLocation": {"uri": "a.yaml"}, "region": {"startLine": 0}}}]}]}]}
            """#
        #expect(try check(badLine) != [])
    }
}
