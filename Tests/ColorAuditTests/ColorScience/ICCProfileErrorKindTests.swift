import Testing

@testable import ColorAudit

/// `ICCProfileError.kind` sorts why LittleCMS refuses an embedded profile: one hand-made profile per kind.
@Suite struct ICCProfileErrorKindTests {
    typealias Build = ImageFixtureBuilder

    /// A profile of each kind, by an exhaustive switch.
    static func brokenProfile(_ kind: ICCProfileError.Kind) -> [UInt8] {
        switch kind {
        case .unreadable:
            // Four bytes: no 128-byte header (ICC.1:2022 §7.2).
            return [1, 2, 3, 4]
        case .noTransform:
            // A valid v2 monitor RGB header (ICC.1:2001-04 §6.1) and an empty tag table: no colourants and
            // no transfer curves (§6.3.1.2 requires rXYZ, gXYZ, bXYZ, rTRC, gTRC, bTRC, wtpt).
            var header = Array("none".utf8) + [0x02, 0x10, 0, 0] + Array("mntr".utf8) + Array("RGB ".utf8)
            header += Array("XYZ ".utf8) + [2024, 1, 1, 0, 0, 0].flatMap(Build.be16) + Array("acsp".utf8)
            header += [UInt8](repeating: 0, count: 28)
            header += ([0x0000_F6D6, 0x0001_0000, 0x0000_D32D] as [UInt32]).flatMap(Build.be32)
            header += [UInt8](repeating: 0, count: 124 - header.count)
            let tagCount = Build.be32(0)
            return Build.be32(UInt32(4 + header.count + tagCount.count)) + header + tagCount
        }
    }

    @Test(arguments: ICCProfileError.Kind.allCases)
    func aRefusedProfileHasItsKind(kind: ICCProfileError.Kind) {
        do {
            _ = try ICCProfileIdentity(bytes: Self.brokenProfile(kind))
            Issue.record("no error for \(kind)")
        } catch {
            #expect(error.kind == kind, "\(error.reason)")
        }
    }
}
