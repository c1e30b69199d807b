#ifndef CHEVGEN_PNG_H
#define CHEVGEN_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "chevgen_png_fast.h"

/// A PNG being decoded from memory with libpng. libpng reports errors by
/// longjmp, which must not cross Swift frames, so every libpng call stays in C.
typedef struct chevgen_png_reader chevgen_png_reader;

/// Checks the chunks of the PNG in `data` (which must outlive the reader; see
/// `chevgen_png_check_chunks`) and reads its header. Returns NULL and writes a
/// reason into `message` if it is not a sound PNG.
chevgen_png_reader *chevgen_png_open(const uint8_t *data, size_t size, char *message,
                                     size_t message_size);

uint32_t chevgen_png_width(const chevgen_png_reader *reader);
uint32_t chevgen_png_height(const chevgen_png_reader *reader);

/// Decodes every pixel as straight 8-bit RGBA into `pixels` (width × height × 4
/// bytes): palettes and grey expanded, transparency keys turned into alpha,
/// 16-bit samples rounded to 8 bits, no gamma or colour-profile conversion.
/// With `fast_path` 1, 8-bit RGB and RGBA files go through a faster decoder of
/// chevgen's own with the same result; 2 keeps it to the code every processor
/// runs (for tests). Image data that inflates to more than the
/// header calls for is refused before libpng reads it. Returns 0, or -1 with a
/// reason in `message`.
int chevgen_png_read_rgba(chevgen_png_reader *reader, uint8_t *pixels, int fast_path,
                          char *message, size_t message_size);

void chevgen_png_close(chevgen_png_reader *reader);

#endif
