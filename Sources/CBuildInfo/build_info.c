#include "build_info.h"

// Package.swift defines COLORAUDIT_VERSION (a quoted string) when the environment variable of that name is
// set at build time; only this file sees it, so changing it recompiles this file alone.
#ifndef COLORAUDIT_VERSION
#define COLORAUDIT_VERSION ""
#endif

const char *coloraudit_build_version(void) { return COLORAUDIT_VERSION; }
