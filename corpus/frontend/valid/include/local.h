/* corpus/frontend/valid/include/local.h: found by a path relative to the including file */
#pragma once
#define LOCAL_SCALE 3
