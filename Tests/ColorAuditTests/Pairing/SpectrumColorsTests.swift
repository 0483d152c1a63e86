import Foundation
import Testing

@testable import ColorAudit

/// Adobe Spectrum's colour tokens (`SpectrumColors`, `PairFormation` rule 15). The expected pairs are the
/// ones Spectrum's components draw, read from their sources, not from ColorAudit's output:
/// adobe/spectrum-css @ 589999b2 `components/badge/index.css` (label white on the semantic fills, black
/// on orange, yellow, chartreuse, celery), `components/button/index.css` (accent fill: `--spectrum-white`;
/// outline accent: `accent-content-color-default` on the background layer), `components/
/// floatingactionbutton/index.css` (icon `neutral-subdued-content-color-default` on
/// `background-layer-2-color`); adobe/react-spectrum `packages/@react-spectrum/s2/src/Badge.tsx` (bold:
/// white, black on notice, orange, yellow, chartreuse, celery) and `InlineAlert.tsx` (subtle fill: title
/// and body text, the variant's icon). Values: adobe/spectrum-design-data @ 46a5a8ba, light set.
@Suite struct SpectrumColorsTests: PairingPalettes {
    /// The light values of a slice of Spectrum 2's tokens, named as `color-aliases.json` names them.
    static let slice = """
        colors:
          background-base-color: "#ffffff"
          background-layer-1-color: "#f8f8f8"
          background-layer-2-color: "#ffffff"
          accent-background-color-default: "#3b63fb"
          accent-background-color-hover: "#274dea"
          informative-background-color-default: "#3b63fb"
          notice-background-color-default: "#fc7d00"
          orange-background-color-default: "#fc7d00"
          neutral-background-color-default: "#292929"
          accent-subtle-background-color-default: "#e5f0fe"
          informative-subtle-background-color-default: "#e5f0fe"
          overlay-color: "#000000"
          neutral-content-color-default: "#292929"
          title-color: "#131313"
          accent-content-color-default: "#3b63fb"
          neutral-subdued-content-color-default: "#505050"
          icon-color-informative: "#4b75ff"
          negative-border-color-default: "#d73220"
          focus-indicator-color: "#4b75ff"
          accent-color-100: "#f5f9ff"
          static-white-text-color: "#ffffff"
          static-black-text-color: "#000000"
          static-white-focus-indicator-color: "#ffffff"
        """

    private func backgrounds(of foreground: String, in yaml: String = slice) throws -> Set<String> {
        Set(try pairs(yaml).filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    private func foregrounds(on background: String, in yaml: String = slice) throws -> Set<String> {
        Set(try pairs(yaml).filter { $0.declaration.background == background }.map(\.declaration.foreground))
    }

    /// Badge and button: white on the accent, informative and notice fills (and the accent hover),
    /// black on orange and notice; nothing else is drawn on a bold fill.
    @Test func boldFillsTakeStaticWhiteOrBlackText() throws {
        #expect(
            try backgrounds(of: "static-white-text-color") == [
                "accent-background-color-default", "accent-background-color-hover",
                "informative-background-color-default", "notice-background-color-default",
            ])
        #expect(
            try backgrounds(of: "static-black-text-color") == [
                "notice-background-color-default", "orange-background-color-default",
            ])
        #expect(try foregrounds(on: "accent-background-color-default") == ["static-white-text-color"])
        #expect(try foregrounds(on: "orange-background-color-default") == ["static-black-text-color"])
        let context = try context(Self.slice)
        let onFills = context.pairs.filter { $0.declaration.foreground == "static-white-text-color" }
        #expect(onFills.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.spectrumStatic.rawValue })
    }

    /// The outline button's content and the floating action button's icon are drawn on the background
    /// layers, not on the fill of their colour.
    @Test func contentColoursAreDrawnOnTheLayers() throws {
        let accent = try backgrounds(of: "accent-content-color-default")
        #expect(
            accent.isSuperset(of: ["background-base-color", "background-layer-1-color", "background-layer-2-color"]))
        #expect(!accent.contains("accent-background-color-default"))
        #expect(try backgrounds(of: "neutral-subdued-content-color-default").contains("background-layer-2-color"))
        #expect(try backgrounds(of: "focus-indicator-color").contains("background-layer-1-color"))
    }

    /// The subtle inline alert: title and body text, and the informative icon on the informative tint;
    /// no border, focus indicator or accent text there, and no informative icon on the accent tint.
    @Test func subtleFillsCarryBodyTextAndTheirOwnIcon() throws {
        let informativeTint = try foregrounds(on: "informative-subtle-background-color-default")
        #expect(
            informativeTint.isSuperset(of: ["neutral-content-color-default", "title-color", "icon-color-informative"]))
        #expect(informativeTint.isDisjoint(with: ["accent-content-color-default", "focus-indicator-color"]))
        let accentTint = try foregrounds(on: "accent-subtle-background-color-default")
        #expect(accentTint.contains("accent-content-color-default"))
        #expect(!accentTint.contains("icon-color-informative"))
        #expect(!accentTint.contains("focus-indicator-color"))
        #expect(!accentTint.contains("negative-border-color-default"))
    }

    /// Scale steps, static colours drawn over images, the neutral fill (its `gray-25` text is no token)
    /// and the underlay form no pair.
    @Test func stepsStaticColoursNeutralFillAndUnderlayFormNoPair() throws {
        #expect(try backgrounds(of: "accent-color-100").isEmpty)
        #expect(try backgrounds(of: "static-white-focus-indicator-color").isEmpty)
        #expect(try foregrounds(on: "neutral-background-color-default").isEmpty)
        #expect(try foregrounds(on: "overlay-color").isEmpty)
    }

    /// The invalid tag's tint (`negative-subdued-background-color-*`, spectrum-design-data CHANGELOG:
    /// "needed for negative and not selected tag components") carries the tag's label
    /// `negative-content-color-default` (spectrum-css `components/tag/index.css`); the neutral subdued
    /// fill is the bold neutral badge's, with white text (S2 `Badge.tsx`: neutral → `neutral-subdued`).
    /// Neither the tag's tint nor the neutral subtle fill carries an alert icon.
    @Test func subduedFills() throws {
        let yaml = """
            colors:
              background-layer-1-color: "#f8f8f8"
              negative-subdued-background-color-default: "#fff6f5"
              neutral-subdued-background-color-default: "#505050"
              neutral-subtle-background-color-default: "#e9e9e9"
              negative-content-color-default: "#d73220"
              icon-color-negative: "#e34c3b"
              icon-color-neutral: "#8f8f8f"
              static-white-text-color: "#ffffff"
            """
        #expect(
            try foregrounds(on: "negative-subdued-background-color-default", in: yaml) == [
                "negative-content-color-default"
            ])
        #expect(
            try foregrounds(on: "neutral-subdued-background-color-default", in: yaml) == ["static-white-text-color"])
        // No alert icon on the tag's tint, nor on the neutral inline alert (S2 `InlineAlert.tsx`: no icon).
        #expect(
            try !foregrounds(on: "neutral-subtle-background-color-default", in: yaml).contains("icon-color-neutral"))
    }

    /// A status light's dot and an outline badge's border (`X-visual-color`) are non-text, judged at 3:1;
    /// the scale step a content colour aliases (`accent-color-900`, itself an alias of `blue-900`, as in
    /// `semantic-color-palette.json`) is no interactive colour reused by text.
    @Test func visualColoursAreNonTextAndStepsNotInteractive() throws {
        let yaml = """
            colors:
              background-base-color: "#ffffff"
              accent-background-color-default: "#3b63fb"
              blue-900: "#3b63fb"
              accent-color-900: "{blue-900}"
              accent-content-color-default: "{accent-color-900}"
              accent-visual-color: "#5681ff"
            """
        let visual = try pairs(yaml).filter { $0.declaration.foreground == "accent-visual-color" }
        #expect(!visual.isEmpty)
        #expect(visual.allSatisfy { $0.declaration.usage == .ui })
        let context = try context(yaml)
        #expect(InteractiveStaticReuseRule().evaluate(context).isEmpty)
    }

    /// The same tokens as CSS custom properties (`--spectrum-…`, as spectrum-css builds them).
    @Test func cssCustomPropertiesWithSpectrumsPrefix() throws {
        let css = Self.slice.replacingOccurrences(of: "\n  ", with: "\n  --spectrum-")
        #expect(
            try backgrounds(of: "--spectrum-static-black-text-color", in: css) == [
                "--spectrum-notice-background-color-default", "--spectrum-orange-background-color-default",
            ])
        #expect(try backgrounds(of: "--spectrum-accent-color-100", in: css).isEmpty)
    }

    /// Whether a palette uses Spectrum's vocabulary is found once, by its audit context, for pair formation
    /// and the rules: the slice (background layers and bold fills, as `color-aliases.json` names them) and its
    /// `--spectrum-` custom properties do; the slice without its bold fills (no `X-background-color-{state}`
    /// of Spectrum's semantic or colour fills) does not.
    @Test func theVocabularyIsFoundOncePerPalette() throws {
        #expect(try context(Self.slice).usesSpectrumVocabulary)
        #expect(
            try context(Self.slice.replacingOccurrences(of: "\n  ", with: "\n  --spectrum-")).usesSpectrumVocabulary)
        let noFills = Self.slice.split(separator: "\n").filter { line in
            !["accent", "informative", "notice", "orange"].contains { line.contains("  \($0)-background-color-") }
        }.joined(separator: "\n")
        #expect(!(try context(noFills).usesSpectrumVocabulary))
    }

    /// Names read as Spectrum names them; a palette without a background layer and a bold fill is not
    /// Spectrum's.
    @Test func kindsOfNames() {
        #expect(SpectrumColors.kind("accent-background-color-key-focus") == .boldFill("accent"))
        #expect(SpectrumColors.kind("neutral-subdued-background-color-down") == .boldFill("neutral-subdued"))
        #expect(SpectrumColors.kind("neutral-background-color-selected-hover") == .neutralFill)
        #expect(SpectrumColors.kind("--spectrum-red-subtle-background-color-default") == .subtleFill("red"))
        #expect(SpectrumColors.kind("negative-subdued-background-color-hover") == .subtleFill("negative-subdued"))
        #expect(SpectrumColors.kind("gray-100") == .scaleStep)
        #expect(SpectrumColors.kind("informative-color-1000") == .scaleStep)
        #expect(SpectrumColors.kind("neutral-subdued-content-color-hover") == .content("neutral"))
        #expect(SpectrumColors.kind("icon-color-notice") == .content("notice"))
        #expect(SpectrumColors.kind("title-color") == .content(nil))
        #expect(SpectrumColors.kind("static-black-track-color") == .staticOther)
        #expect(SpectrumColors.usesVocabulary(["background-layer-1-color", "red-background-color-default"]))
        #expect(!SpectrumColors.usesVocabulary(["--bs-body-bg", "red-background-color-default"]))
    }
}
