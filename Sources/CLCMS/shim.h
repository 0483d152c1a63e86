#ifndef CLCMS_SHIM_H
#define CLCMS_SHIM_H
#include <lcms2.h>

/* Swift cannot import the TYPE_* pixel-format macros (they are expressions built from
   other macros), so re-expose the ones ColorAudit uses as constants. */
static const cmsUInt32Number CLCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;
static const cmsUInt32Number CLCMS_TYPE_XYZ_DBL = TYPE_XYZ_DBL;
static const cmsUInt32Number CLCMS_TYPE_CMYK_DBL = TYPE_CMYK_DBL;
static const cmsUInt32Number CLCMS_FLAGS_NOCACHE = cmsFLAGS_NOCACHE;
static const cmsUInt32Number CLCMS_FLAGS_NOOPTIMIZE = cmsFLAGS_NOOPTIMIZE;
static const cmsUInt32Number CLCMS_INTENT_RELATIVE_COLORIMETRIC = INTENT_RELATIVE_COLORIMETRIC;

#endif
