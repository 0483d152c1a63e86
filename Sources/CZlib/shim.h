#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/* inflateInit is a macro (it passes the library version and the stream size), which Swift cannot
   call; this wrapper does. */
static inline int czlib_inflate_init(z_streamp stream) { return inflateInit(stream); }
/* Raw deflate data without the zlib header and checksum (ZIP members), window of 32 KiB. */
static inline int czlib_inflate_init_raw(z_streamp stream) { return inflateInit2(stream, -15); }

#endif
