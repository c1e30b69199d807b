#ifndef CHEVGEN_PNG_FAST_H
#define CHEVGEN_PNG_FAST_H

#include <stddef.h>
#include <stdint.h>

/// Decodes an 8-bit, non-interlaced RGB or RGBA PNG without a transparency key
/// into straight RGBA `pixels` (sized from its header); -1 for any other PNG or
/// any fault, leaving the decoding to libpng.
int chevgen_png_fast_rgba(const uint8_t *data, size_t size, uint8_t *pixels);

#endif
