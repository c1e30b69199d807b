// A faster decoder for the PNGs chevgen meets most: 8-bit RGB or RGBA, not
// interlaced, no transparency key. libdeflate inflates about four times faster
// than zlib, and the rows are unfiltered straight into RGBA, with no separate
// expansion pass. Anything else, or anything wrong, returns -1 and libpng
// decodes the file instead (and reports the problem in its own words).
#include "chevgen_png_fast.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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

int chevgen_png_fast_rgba(const uint8_t *data, size_t size, uint8_t *pixels) {
  if (size < 8 + 25) return -1;
  uint32_t width = 0, height = 0;
  int channels = 0;
  const uint8_t *first_idat = NULL;
  size_t idat_chunks = 0, compressed_size = 0;
  int ended = 0;
  // First pass: check every chunk and measure the image data.
  size_t offset = 8;
  while (offset + 12 <= size) {
    uint32_t length = big_endian(data + offset);
    const uint8_t *type = data + offset + 4;
    if (length > size - offset - 12) return -1;
    const uint8_t *body = type + 4;
    uLong crc = crc32(crc32(0L, Z_NULL, 0), type, length + 4);
    if (crc != big_endian(body + length)) return -1;
    if (offset == 8) {
      // IHDR: 8-bit RGB (2) or RGBA (6), deflate, standard filters, no interlace.
      if (memcmp(type, "IHDR", 4) != 0 || length != 13) return -1;
      width = big_endian(body);
      height = big_endian(body + 4);
      if (body[8] != 8 || (body[9] != 2 && body[9] != 6) || body[10] || body[11] || body[12]) {
        return -1;
      }
      channels = body[9] == 6 ? 4 : 3;
    } else if (memcmp(type, "IDAT", 4) == 0) {
      if (first_idat == NULL) first_idat = body;
      idat_chunks++;
      compressed_size += length;
    } else if (memcmp(type, "IEND", 4) == 0) {
      ended = 1;
      break;
    } else if (memcmp(type, "tRNS", 4) == 0 || (type[0] & 0x20) == 0) {
      // A transparency key, or a critical chunk this path does not know (PLTE
      // aside, which only suggests colours for RGB): libpng's business.
      if (memcmp(type, "PLTE", 4) != 0) return -1;
    }
    offset += 12 + (size_t)length;
  }
  if (!ended || width == 0 || height == 0 || first_idat == NULL) return -1;
  // Second pass: one IDAT is inflated where it lies; several are joined first.
  const uint8_t *compressed = first_idat;
  uint8_t *joined = NULL;
  if (idat_chunks > 1) {
    joined = malloc(compressed_size);
    if (joined == NULL) return -1;
    size_t filled = 0;
    for (offset = 8; filled < compressed_size;) {
      uint32_t length = big_endian(data + offset);
      if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
        memcpy(joined + filled, data + offset + 8, length);
        filled += length;
      }
      offset += 12 + (size_t)length;
    }
    compressed = joined;
  }
  size_t raw_size = (size_t)height * (1 + (size_t)width * channels);
  uint8_t *raw = channels == 4 ? pixels : pixels + (size_t)width * height * 4 - raw_size;
  int status = -1;
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  size_t produced = 0;
  if (inflater != NULL &&
      libdeflate_zlib_decompress(inflater, compressed, compressed_size, raw, raw_size,
                                 &produced) == LIBDEFLATE_SUCCESS &&
      produced == raw_size) {
    status = unfilter_image(raw, pixels, width, height, channels);
  }
  if (inflater != NULL) libdeflate_free_decompressor(inflater);
  free(joined);
  return status;
}
