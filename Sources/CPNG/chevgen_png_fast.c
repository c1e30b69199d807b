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

// One pixel's four channels as 16-bit lanes, so that sums and differences of
// bytes neither wrap nor need widening per channel: the Paeth predictor, which
// most PNG writers choose for most rows, runs on a whole pixel at once rather
// than byte by byte (about 3x faster on rsvg-convert's RGB screenshots).
typedef int16_t lanes __attribute__((vector_size(8)));
typedef uint8_t quad __attribute__((vector_size(4)));

// Four bytes from `bytes`: an RGB pixel's fourth is the next pixel's first
// byte, or past the rows, inside the spare byte a row the buffer keeps
// (chevgen_png_fast_capacity); it only ever reaches the alpha lane.
static inline lanes load(const uint8_t *bytes) {
  quad value;
  memcpy(&value, bytes, 4);
  return __builtin_convertvector(value, lanes);
}

// Stores `value`'s low bytes as an RGBA pixel; `opaque` sets alpha to 255.
static inline void store(uint8_t *bytes, lanes value, int opaque) {
  quad pixel = __builtin_convertvector(value, quad);
  if (opaque) pixel[3] = 255;
  memcpy(bytes, &pixel, 4);
}

static inline lanes magnitude(lanes value) {
  lanes sign = value >> 15;
  return (value ^ sign) - sign;
}

// The Paeth predictor of PNG's specification (left `a`, above `b`, above left
// `c`), lane by lane, without branches.
static inline lanes paeth(lanes a, lanes b, lanes c) {
  lanes pa = magnitude(b - c);
  lanes pb = magnitude(a - c);
  lanes pc = magnitude(b - c + a - c);
  lanes take_a = (pa <= pb) & (pa <= pc);
  lanes take_b = ~take_a & (pb <= pc);
  return (take_a & a) | (take_b & b) | (~(take_a | take_b) & c);
}

// The predictor `filter` adds to a pixel's filtered bytes.
static inline lanes predict(int filter, lanes left, lanes up, lanes above_left) {
  switch (filter) {
    case 0: return (lanes){0, 0, 0, 0};
    case 1: return left;
    case 2: return up;
    case 3: return (left + up) >> 1;
    default: return paeth(left, up, above_left);
  }
}

// One filtered row: `source` holds its pixels of `channels` bytes, after the
// filter byte `filter`; `row` is where its RGBA pixels go.
typedef struct {
  const uint8_t *source;
  uint8_t *row;
  int filter;
} filtered_row;

// Two rows at once, the second one pixel behind the first: each pixel of a
// row depends on the one to its left, a chain of about a dozen cycles that
// leaves most of the core idle, so a second, independent chain in the same
// loop nearly halves the time. The second row's pixels above are the first's,
// taken from registers. `above` is the first row's previous row (zeros for
// the first). Each pixel is loaded before it or its left neighbour is
// stored, which the in-place layout (unfilter_image) relies on.
static inline __attribute__((always_inline)) void unfilter_pair(filtered_row first,
                                                                filtered_row second, int both,
                                                                const uint8_t *above,
                                                                uint32_t width,
                                                                const int channels) {
  const int opaque = channels == 3;
  lanes left = {0, 0, 0, 0}, above_left = {0, 0, 0, 0};
  lanes left2 = {0, 0, 0, 0}, above_left2 = {0, 0, 0, 0};
  for (uint32_t x = 0; x < width; x++) {
    lanes up = load(above + (size_t)x * 4);
    lanes out = (load(first.source + (size_t)x * channels) +
                 predict(first.filter, left, up, above_left)) & 0xff;
    store(first.row + (size_t)x * 4, out, opaque);
    if (both) {
      lanes out2 = (load(second.source + (size_t)x * channels) +
                    predict(second.filter, left2, out, above_left2)) & 0xff;
      store(second.row + (size_t)x * 4, out2, opaque);
      left2 = out2;
      above_left2 = out;
    }
    left = out;
    above_left = up;
  }
}

// Unfilters the rows `raw` points to, inside `pixels` itself, so no second
// image-sized buffer is touched. The filtered rows sit one output row further
// on (RGBA, each row one byte further still) or at the end of the buffer (RGB,
// as the shorter rows catch up), where a pair of rows only ever overwrites
// bytes already read: the second row of a pair writes up to one output row
// behind where the first reads.
static int unfilter_image(const uint8_t *raw, uint8_t *pixels, uint32_t width, uint32_t height,
                          int channels) {
  uint8_t *zeros = calloc((size_t)width, 4);
  if (zeros == NULL) return -1;
  size_t source_stride = 1 + (size_t)width * channels;
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    if (raw[y * source_stride] > 4) {
      free(zeros);
      return -1;
    }
  }
  for (uint32_t y = 0; y < height; y += 2) {
    filtered_row rows[2];
    for (uint32_t k = 0; k < 2; k++) {
      size_t line = y + k < height ? y + k : y;
      rows[k] = (filtered_row){raw + line * source_stride + 1, pixels + line * stride,
                               raw[line * source_stride]};
    }
    const uint8_t *above = y == 0 ? zeros : rows[0].row - stride;
    int both = y + 1 < height;
    if (channels == 4) {
      unfilter_pair(rows[0], rows[1], both, above, width, 4);
    } else {
      unfilter_pair(rows[0], rows[1], both, above, width, 3);
    }
  }
  free(zeros);
  return 0;
}

size_t chevgen_png_fast_capacity(uint32_t width, uint32_t height) {
  return ((size_t)height + 1) * width * 4 + height;
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
  uint8_t *raw = pixels + chevgen_png_fast_capacity(width, height) - height - raw_size;
  if (channels == 4) raw += height;
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
