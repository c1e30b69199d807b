// The default fonts carried inside the program, for an install that has only
// the program (`swift package experimental-install` copies the executable
// alone): ChevGenText writes them once into the user's cache folder. Inter's
// licence comes too, for the copy of Inter Regular a stylesheet ships.
//
// `#embed` (C23) reads the shipped files themselves at compile time, so there
// is one copy of the fonts in the repository and nothing generated to keep in
// step; clang accepts it in any C mode, where it warns that it is C23.
#include "chevgen_default_fonts.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bold[] = {
#embed "../ChevGenText/Fonts/DejaVuSans-Bold.ttf"
};

static const unsigned char regular[] = {
#embed "../ChevGenText/Fonts/DejaVuSans.ttf"
};

static const unsigned char inter_regular[] = {
#embed "../ChevGenText/Fonts/Inter-Regular.otf"
};

static const unsigned char inter_semibold[] = {
#embed "../ChevGenText/Fonts/Inter-SemiBold.otf"
};

static const unsigned char inter_licence[] = {
#embed "../ChevGenText/Fonts/LICENSE-Inter"
};

const unsigned char *chevgen_font_bold(size_t *size) {
  *size = sizeof bold;
  return bold;
}

const unsigned char *chevgen_font_regular(size_t *size) {
  *size = sizeof regular;
  return regular;
}

const unsigned char *chevgen_font_inter_regular(size_t *size) {
  *size = sizeof inter_regular;
  return inter_regular;
}

const unsigned char *chevgen_font_inter_semibold(size_t *size) {
  *size = sizeof inter_semibold;
  return inter_semibold;
}

const unsigned char *chevgen_font_inter_licence(size_t *size) {
  *size = sizeof inter_licence;
  return inter_licence;
}
