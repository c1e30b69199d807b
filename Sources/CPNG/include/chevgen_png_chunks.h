#ifndef CHEVGEN_PNG_CHUNKS_H
#define CHEVGEN_PNG_CHUNKS_H

#include <stddef.h>
#include <stdint.h>

/// What a PNG's chunks declare, once `chevgen_png_check_chunks` has found them sound.
typedef struct {
  uint32_t width;
  uint32_t height;
  uint8_t bit_depth;
  uint8_t colour_type;
  uint8_t interlaced;
  /// A tRNS chunk appears somewhere before IEND.
  uint8_t has_transparency;
  /// The offset of the first IDAT chunk (its length field); the others follow it.
  size_t first_idat;
  size_t idat_chunks;
  /// The data bytes of all IDAT chunks together: the zlib stream and anything after it.
  size_t compressed_size;
} chevgen_png_layout;

/// Checks a whole PNG without inflating it: the signature, every chunk's length
/// and type, the CRC of every critical chunk, the header's values and the order
/// of the chunks up to IEND. It refuses whatever libpng refuses for those
/// reasons, and also, as the PNG specification does, a first chunk other than
/// IHDR and IDAT chunks that are not consecutive. Returns 0, or -1 with a reason
/// in `message`.
int chevgen_png_check_chunks(const uint8_t *data, size_t size, chevgen_png_layout *layout,
                             char *message, size_t message_size);

/// The bytes the image data inflates to: every row of every interlace pass,
/// each with its filter byte.
uint64_t chevgen_png_raw_size(const chevgen_png_layout *layout);

/// Inflates the image data without keeping it, and refuses it (-1, with a
/// reason) as soon as it inflates to more than `chevgen_png_raw_size`. Any other
/// fault in the data is left for the decoder to report. Bounds the work of a
/// decoder that would otherwise inflate every byte of the stream, however many
/// gigabytes it holds.
int chevgen_png_check_inflated_size(const uint8_t *data, const chevgen_png_layout *layout,
                                    char *message, size_t message_size);

#endif
