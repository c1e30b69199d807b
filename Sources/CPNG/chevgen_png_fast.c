// A faster decoder for the PNGs chevgen meets most: 8-bit RGB or RGBA, not
// interlaced, no transparency key. libdeflate inflates about four times faster
// than zlib, and the rows are unfiltered straight into RGBA, with no separate
// expansion pass. The chunks were checked before (chevgen_png_check_chunks).
// Anything else, or anything wrong or doubtful in the image data, returns -1
// and libpng decodes the file instead (and reports the problem in its own
// words), so this never accepts a file libpng refuses.
#include "chevgen_png_fast.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t big_endian(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static inline uint8_t paeth(int a, int b, int c) {
  int pa = abs(b - c);
  int pb = abs(a - c);
  int pc = abs(a + b - 2 * c);
  return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

// One row: `source` holds `width` pixels of `channels` filtered bytes; `row` and
// `above` (the previous output row, zeros for the first) are RGBA.
static inline __attribute__((always_inline)) void unfilter(int filter, const uint8_t *source,
                                                           uint8_t *row, const uint8_t *above,
                                                           uint32_t width, const int channels) {
  for (int k = 0; k < channels; k++) {
    uint8_t b = above[k];
    uint8_t byte = source[k];
    row[k] = (uint8_t)(filter == 2 || filter == 4 ? byte + b : filter == 3 ? byte + (b >> 1) : byte);
  }
  if (channels == 3) row[3] = 255;
  // One loop per filter, so that the loop body has no branch on it.
#define EACH_PIXEL(expression)                                     \
  for (uint32_t x = 1; x < width; x++) {                           \
    const uint8_t *in = source + (size_t)x * channels;             \
    uint8_t *out = row + (size_t)x * 4;                            \
    const uint8_t *up = above + (size_t)x * 4;                     \
    (void)up;                                                      \
    for (int k = 0; k < channels; k++) out[k] = (uint8_t)(expression); \
    if (channels == 3) out[3] = 255;                               \
  }
  switch (filter) {
    case 0: EACH_PIXEL(in[k]) break;
    case 1: EACH_PIXEL(in[k] + out[k - 4]) break;
    case 2: EACH_PIXEL(in[k] + up[k]) break;
    case 3: EACH_PIXEL(in[k] + ((out[k - 4] + up[k]) >> 1)) break;
    default: EACH_PIXEL(in[k] + paeth(out[k - 4], up[k], up[k - 4])) break;
  }
#undef EACH_PIXEL
}

// Unfilters the rows `raw` points to, inside `pixels` itself: the filtered rows
// sit where each output row only ever overwrites bytes already read (RGBA rows
// from the start, one byte further per row; RGB rows at the end of the buffer,
// as the shorter rows catch up). So no second image-sized buffer is touched.
static int unfilter_image(const uint8_t *raw, uint8_t *pixels, uint32_t width, uint32_t height,
                          int channels) {
  uint8_t *zeros = calloc((size_t)width, 4);
  if (zeros == NULL) return -1;
  size_t source_stride = 1 + (size_t)width * channels;
  size_t stride = (size_t)width * 4;
  int status = 0;
  for (uint32_t y = 0; y < height && status == 0; y++) {
    const uint8_t *source = raw + y * source_stride;
    uint8_t *row = pixels + y * stride;
    const uint8_t *above = y == 0 ? zeros : row - stride;
    int filter = source[0];
    if (filter > 4) {
      status = -1;
    } else if (channels == 4) {
      unfilter(filter, source + 1, row, above, width, 4);
    } else {
      unfilter(filter, source + 1, row, above, width, 3);
    }
  }
  free(zeros);
  return status;
}

size_t chevgen_png_fast_capacity(uint32_t width, uint32_t height) {
  return (size_t)width * height * 4 + height;
}

int chevgen_png_fast_rgba(const uint8_t *data, const chevgen_png_layout *layout,
                          uint8_t *pixels) {
  if (layout->bit_depth != 8 || (layout->colour_type != 2 && layout->colour_type != 6) ||
      layout->interlaced || layout->has_transparency || layout->compressed_size < 2) {
    return -1;
  }
  uint32_t width = layout->width, height = layout->height;
  int channels = layout->colour_type == 6 ? 4 : 3;
  size_t raw_size = (size_t)height * (1 + (size_t)width * channels);
  // One IDAT is inflated where it lies; several are joined first.
  const uint8_t *compressed = data + layout->first_idat + 8;
  uint8_t *joined = NULL;
  if (layout->idat_chunks > 1) {
    joined = malloc(layout->compressed_size);
    if (joined == NULL) return -1;
    size_t filled = 0, offset = layout->first_idat;
    for (size_t chunk = 0; chunk < layout->idat_chunks; chunk++) {
      uint32_t length = big_endian(data + offset);
      memcpy(joined + filled, data + offset + 8, length);
      filled += length;
      offset += 12 + (size_t)length;
    }
    compressed = joined;
  }
  // zlib (so libpng) refuses a distance beyond the window the stream's header
  // declares, which libdeflate allows up to 32 KiB: decline such a stream
  // unless the whole image fits in its window.
  int window_bits = (compressed[0] >> 4) + 8;
  if (window_bits < 15 && raw_size > (size_t)1 << window_bits) {
    free(joined);
    return -1;
  }
  uint8_t *raw = channels == 4 ? pixels : pixels + (size_t)width * height * 4 - raw_size;
  int status = -1;
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  size_t produced = 0;
  if (inflater != NULL &&
      libdeflate_zlib_decompress(inflater, compressed, layout->compressed_size, raw, raw_size,
                                 &produced) == LIBDEFLATE_SUCCESS &&
      produced == raw_size) {
    status = unfilter_image(raw, pixels, width, height, channels);
  }
  if (inflater != NULL) libdeflate_free_decompressor(inflater);
  free(joined);
  return status;
}
