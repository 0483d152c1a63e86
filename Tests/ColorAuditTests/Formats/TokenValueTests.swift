import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// One parser for a token file's colour strings (`TokenExpression.tokenValue`), which the readers of Tokens
/// Studio, Style Dictionary, Spectrum and DTCG share: a CSS colour or an alias is read; text that is no
/// colour is skipped unless the token is typed as a colour or the text starts like one (CSS Color 4:
/// `#` with 3, 4, 6 or 8 hex digits, https://www.w3.org/TR/css-color-4/#hex-notation).
@Suite struct TokenValueTests {
    let at = SourceLocation(file: "t.json", line: 3, column: 14)

    @Test func coloursAndAliasesAreRead() throws {
        // rgb(255 0 0) is #ff0000 (CSS Color 4 §5.1).
        guard
            case .color(let color, _, let location) = try TokenExpression.tokenValue(
                "rgb(255 0 0)", at: at, strict: false, context: "token 'red'")
        else {
            Issue.record("rgb(255 0 0) is not a colour")
            return
        }
        #expect(location == at)
        #expect(close(color, ImportedFixture.srgb(0xff0000)))
        guard
            case .alias(let target, nil, _, _) = try TokenExpression.tokenValue(
                "{gray-50}", at: at, strict: true, context: "token 'bg'")
        else {
            Issue.record("{gray-50} is not an alias")
            return
        }
        #expect(target == "gray-50")
    }

    @Test func textThatIsNoColourIsSkippedUnlessTyped() throws {
        #expect(try TokenExpression.tokenValue("1px", at: at, strict: false, context: "token 'size'") == nil)
        #expect(throws: PaletteError.self) {
            try TokenExpression.tokenValue("1px", at: at, strict: true, context: "token 'size'")
        }
    }

    /// `#ff00zz` starts like a colour: written wrong, it is an error even untyped, at its line, at or after
    /// its first column, named by the context.
    @Test func aColourWrittenWrongIsAnError() {
        do {
            _ = try TokenExpression.tokenValue("#ff00zz", at: at, strict: false, context: "token 'accent'")
            Issue.record("#ff00zz was accepted")
        } catch {
            #expect(error.location.file == "t.json")
            #expect(error.location.line == 3)
            #expect(error.location.column >= 14)
            #expect(error.message.hasPrefix("token 'accent': "), "\(error.message)")
        }
    }
}
