/* iso646.h (cudak built-in) — alternative spellings
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_ISO646_H
#define __CUDAK_ISO646_H
/* and, or, not, ... are C++ alternative tokens: nothing to define. */
#endif
