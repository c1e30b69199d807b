// The structure of a PNG, checked chunk by chunk without inflating anything.
// Each rule below is one libpng enforces with an error (not a warning), so a
// file this accepts is one libpng reads as far as chunks go; the two rules of
// the specification libpng lets pass (IHDR first, IDAT consecutive) are
// enforced too, so that both of chevgen's decoders see one run of image data.
#include "chevgen_png_chunks.h"

#include "chevgen_deflate.h"
#include <png.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h>

static const char truncated[] = "the file ends in the middle of the image (truncated)";

static uint32_t big_endian(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static int fail(char *message, size_t size, const char *format, ...) {
  if (size > 0) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, size, format, arguments);
    va_end(arguments);
  }
  return -1;
}

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

// The header's values, as png_check_IHDR judges them (with libpng's default
// limit of a million pixels a side).
static int check_header(const uint8_t *body, chevgen_png_layout *layout, char *message,
                        size_t size) {
  uint32_t width = big_endian(body), height = big_endian(body + 4);
  int depth = body[8], colour = body[9];
  if (width == 0 || height == 0) {
    return fail(message, size, "the header declares an image of %u×%u pixels", width, height);
  }
  if (width > PNG_USER_WIDTH_MAX || height > PNG_USER_HEIGHT_MAX) {
    return fail(message, size,
                "the header declares %u×%u pixels; libpng reads at most %u pixels a side",
                width, height, (unsigned)PNG_USER_WIDTH_MAX);
  }
  int depth_ok = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
  int colour_ok = colour == 0 || colour == 2 || colour == 3 || colour == 4 || colour == 6;
  if (!depth_ok || !colour_ok || (colour == 3 && depth > 8) ||
      ((colour == 2 || colour == 4 || colour == 6) && depth < 8)) {
    return fail(message, size, "the header's bit depth %d and colour type %d are not a PNG pair",
                depth, colour);
  }
  if (body[10] != 0 || body[11] != 0 || body[12] > 1) {
    return fail(message, size,
                "the header names compression method %d, filter method %d and interlace "
                "method %d; PNG knows 0, 0 and 0 or 1",
                body[10], body[11], body[12]);
  }
  *layout = (chevgen_png_layout){.width = width,
                                 .height = height,
                                 .bit_depth = (uint8_t)depth,
                                 .colour_type = (uint8_t)colour,
                                 .interlaced = body[12]};
  return 0;
}

// PLTE as png_handle_PLTE and png_set_PLTE judge it: a second one is an error,
// one after the image data is ignored, and so is one in a grey image, or one of
// a bad length in an RGB image; a palette image's must be 3 to 768 bytes, in
// threes, and an RGB image's may not be empty.
static int check_palette(uint32_t length, int *seen, int after_image_data,
                         const chevgen_png_layout *layout, size_t at, char *message, size_t size) {
  if (*seen) return fail(message, size, "a second PLTE chunk at byte %zu", at);
  if (after_image_data) return 0;
  *seen = 1;
  if ((layout->colour_type & 2) == 0) return 0;
  int palette = layout->colour_type == 3;
  int bad_length = length > 768 || length % 3 != 0;
  if ((palette && bad_length) || length == 0) {
    return fail(message, size, "the PLTE chunk is %u bytes long; a palette has 1 to 256 colours",
                length);
  }
  return 0;
}

// One chunk's length and type are readable and its data lies within the file.
static int check_frame(const uint8_t *data, size_t size, size_t offset, char *message,
                       size_t message_size) {
  if (size - offset < 8) return fail(message, message_size, "%s", truncated);
  uint32_t length = big_endian(data + offset);
  const uint8_t *type = data + offset + 4;
  if (length > PNG_UINT_31_MAX) {
    return fail(message, message_size, "the chunk at byte %zu declares %u bytes, over 2^31 - 1",
                offset, length);
  }
  for (int i = 0; i < 4; i++) {
    int c = type[i];
    if (c < 'A' || c > 'z' || (c > 'Z' && c < 'a')) {
      return fail(message, message_size, "the chunk at byte %zu has no valid type (4 letters)",
                  offset);
    }
  }
  if ((uint64_t)length + 4 > size - offset - 8) return fail(message, message_size, "%s", truncated);
  if ((type[0] & 0x20) == 0 &&
      chevgen_crc32(0, type, length + 4) != big_endian(type + 4 + length)) {
    return fail(message, message_size,
                "the %.4s chunk at byte %zu is damaged (its CRC does not match)",
                (const char *)type, offset);
  }
  return 0;
}

int chevgen_png_check_chunks(const uint8_t *data, size_t size, chevgen_png_layout *layout,
                             char *message, size_t message_size) {
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (size < 8 || memcmp(data, signature, 8) != 0) {
    return fail(message, message_size, "%s",
                size == 0 ? "the file is empty" : "the file does not start with the PNG signature");
  }
  // Where the IDAT chunks are: not yet (0), in them (1), past them (2).
  int image_data = 0, palette = 0;
  for (size_t offset = 8;;) {
    if (check_frame(data, size, offset, message, message_size) != 0) return -1;
    uint32_t length = big_endian(data + offset);
    const uint8_t *type = data + offset + 4;
    const uint8_t *body = type + 4;
    if (offset == 8 || is_type(type, "IHDR")) {
      if (offset != 8 || !is_type(type, "IHDR")) {
        return fail(message, message_size, "the %.4s chunk at byte %zu %s", (const char *)type,
                    offset, offset == 8 ? "comes before IHDR" : "is a second IHDR");
      }
      if (length != 13) {
        return fail(message, message_size, "the IHDR chunk is %u bytes long, not 13", length);
      }
      if (check_header(body, layout, message, message_size) != 0) return -1;
    } else if (is_type(type, "IDAT")) {
      if (image_data == 2) {
        return fail(message, message_size,
                    "the IDAT chunk at byte %zu does not follow the other IDAT chunks", offset);
      }
      if (layout->colour_type == 3 && !palette) {
        return fail(message, message_size, "the palette image has no PLTE chunk before its IDAT");
      }
      if (image_data == 0) layout->first_idat = offset;
      image_data = 1;
      layout->idat_chunks++;
      layout->compressed_size += length;
    } else if (is_type(type, "IEND")) {
      if (image_data == 0) {
        return fail(message, message_size, "the IEND chunk comes before any IDAT chunk");
      }
      return 0;
    } else if (is_type(type, "PLTE")) {
      if (check_palette(length, &palette, image_data != 0, layout, offset, message,
                        message_size) != 0) {
        return -1;
      }
    } else if ((type[0] & 0x20) == 0) {
      return fail(message, message_size, "the chunk at byte %zu has an unknown critical type %.4s",
                  offset, (const char *)type);
    } else if (is_type(type, "tRNS")) {
      layout->has_transparency = 1;
    }
    if (image_data == 1 && !is_type(type, "IDAT")) image_data = 2;
    offset += 12 + (size_t)length;
  }
}

uint64_t chevgen_png_raw_size(const chevgen_png_layout *layout) {
  static const uint8_t x_start[7] = {0, 4, 0, 2, 0, 1, 0}, x_step[7] = {8, 8, 4, 4, 2, 2, 1};
  static const uint8_t y_start[7] = {0, 0, 4, 0, 2, 0, 1}, y_step[7] = {8, 8, 8, 4, 4, 2, 2};
  static const uint8_t channels[7] = {1, 0, 3, 1, 2, 0, 4};
  uint64_t bits_per_pixel = (uint64_t)layout->bit_depth * channels[layout->colour_type % 7];
  int passes = layout->interlaced ? 7 : 1;
  uint64_t total = 0;
  for (int pass = 0; pass < passes; pass++) {
    uint64_t columns = layout->width, rows = layout->height;
    if (layout->interlaced) {
      columns = (layout->width + x_step[pass] - 1 - x_start[pass]) / x_step[pass];
      rows = (layout->height + y_step[pass] - 1 - y_start[pass]) / y_step[pass];
    }
    if (columns > 0 && rows > 0) total += rows * (1 + (columns * bits_per_pixel + 7) / 8);
  }
  return total;
}

int chevgen_png_check_inflated_size(const uint8_t *data, const chevgen_png_layout *layout,
                                    char *message, size_t message_size) {
  uint64_t allowed = chevgen_png_raw_size(layout), produced = 0;
  z_stream stream = {0};
  if (inflateInit(&stream) != Z_OK) return 0;
  // The decoders judge the checksum; only the amount matters here.
  inflateValidate(&stream, 0);
  uint8_t scratch[1 << 15];
  int status = Z_OK;
  size_t offset = layout->first_idat;
  for (size_t chunk = 0; chunk < layout->idat_chunks && status == Z_OK; chunk++) {
    uint32_t length = big_endian(data + offset);
    stream.next_in = (Bytef *)(data + offset + 8);
    stream.avail_in = length;
    offset += 12 + (size_t)length;
    // Until this chunk is used up and zlib has no more output waiting.
    do {
      stream.next_out = scratch;
      stream.avail_out = sizeof scratch;
      status = inflate(&stream, Z_NO_FLUSH);
      produced += sizeof scratch - stream.avail_out;
    } while (status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0) &&
             produced <= allowed);
    if (status == Z_BUF_ERROR) status = Z_OK;
    if (produced > allowed) break;
  }
  inflateEnd(&stream);
  if (produced > allowed) {
    return fail(message, message_size,
                "the image data inflates to more than the %llu bytes its %u×%u header calls for",
                (unsigned long long)allowed, layout->width, layout->height);
  }
  return 0;
}
