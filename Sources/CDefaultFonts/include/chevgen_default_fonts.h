#ifndef CHEVGEN_DEFAULT_FONTS_H
#define CHEVGEN_DEFAULT_FONTS_H

#include <stddef.h>

/// DejaVu Sans Bold 2.37, byte for byte Sources/ChevGenText/Fonts/DejaVuSans-Bold.ttf;
/// its length in `size`.
const unsigned char *chevgen_font_bold(size_t *size);

/// DejaVu Sans 2.37, byte for byte Sources/ChevGenText/Fonts/DejaVuSans.ttf;
/// its length in `size`.
const unsigned char *chevgen_font_regular(size_t *size);

/// Inter Regular 3.19, byte for byte Sources/ChevGenText/Fonts/Inter-Regular.otf;
/// its length in `size`.
const unsigned char *chevgen_font_inter_regular(size_t *size);

/// Inter SemiBold 3.19, byte for byte Sources/ChevGenText/Fonts/Inter-SemiBold.otf;
/// its length in `size`.
const unsigned char *chevgen_font_inter_semibold(size_t *size);

/// Inter's copyright and licence (SIL OFL 1.1), byte for byte
/// Sources/ChevGenText/Fonts/LICENSE-Inter, which travels with every copy of
/// the font chevgen writes; its length in `size`.
const unsigned char *chevgen_font_inter_licence(size_t *size);

#endif
