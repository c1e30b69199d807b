#ifndef CHEVGEN_PNG_FAST_H
#define CHEVGEN_PNG_FAST_H

#include <stddef.h>
#include <stdint.h>

#include "chevgen_png_chunks.h"

/// The bytes `pixels` must hold for the fast path: the RGBA image plus one row
/// and one byte a row, where the filtered rows are inflated before being
/// unfiltered in place.
size_t chevgen_png_fast_capacity(uint32_t width, uint32_t height);

/// Decodes an 8-bit, non-interlaced RGB or RGBA PNG without a transparency key,
/// whose chunks `layout` describes, into straight RGBA `pixels`
/// (`chevgen_png_fast_capacity` bytes); -1 for any other PNG or any fault or
/// doubt, leaving the decoding to libpng. `portable_only` keeps to the code
/// every processor runs, not the fastest this one does (for tests).
int chevgen_png_fast_rgba(const uint8_t *data, const chevgen_png_layout *layout,
                          uint8_t *pixels, int portable_only);

#endif
