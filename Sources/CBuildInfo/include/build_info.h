#ifndef COLORAUDIT_BUILD_INFO_H
#define COLORAUDIT_BUILD_INFO_H

/// The version baked in by the build (`make dist` sets COLORAUDIT_VERSION, which Package.swift passes as
/// a C define to this target only), or the empty string when the build set none.
const char *coloraudit_build_version(void);

#endif
