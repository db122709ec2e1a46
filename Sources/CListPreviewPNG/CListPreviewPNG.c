#include "CListPreviewPNG.h"
