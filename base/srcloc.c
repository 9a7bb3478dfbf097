/* base/srcloc.c — finding the text of a source line for caret diagnostics.
 * SPDX-License-Identifier: MIT */
#include "base/srcloc.h"

#include <string.h>

const char *
ck_srcfile_line_text (const CkSrcFile *file, guint32 line, gsize *len)
{
  g_return_val_if_fail (len != NULL, NULL);
  *len = 0;
  if (file == NULL)
    return NULL;
  gint64 phys = (gint64) line - file->line_delta;
  const CkSrcFile *pf = file->physical ? file->physical : file;
  if (phys < 1 || pf->text == NULL)
    return NULL;
  const char *p = pf->text;
  const char *end = pf->text + pf->len;
  for (gint64 l = 1; l < phys; l++)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      if (nl == NULL)
        return NULL;
      p = nl + 1;
    }
  if (p >= end && phys > 1)
    return NULL;
  const char *nl = memchr (p, '\n', (gsize) (end - p));
  *len = (gsize) ((nl ? nl : end) - p);
  return p;
}
