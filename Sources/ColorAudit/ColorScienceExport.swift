// The colour science (colour spaces through LittleCMS, contrast, APCA, colour-vision simulation, ΔE00,
// gamut mapping) is the ColorScience target; a program that imports ColorAudit sees it too.
@_exported import ColorScience
