#include <fontconfig/fontconfig.h>
#include <fribidi.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
