/* helper_string.h (cudak built-in) — the command-line helpers of the CUDA samples
 * (Common/helper_string.h), written in C: flags are "-name" or "--name", values "-name=value".
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_HELPER_STRING_H_
#define COMMON_HELPER_STRING_H_
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
#ifndef STRCASECMP
#define STRCASECMP strcasecmp
#endif
#ifndef STRNCASECMP
#define STRNCASECMP strncasecmp
#endif
#include <strings.h>

inline int stringRemoveDelimiter(char delimiter, const char *string) {
  int string_start = 0;
  while (string[string_start] == delimiter) string_start++;
  if (string_start >= (int)strlen(string) - 1) return 0;
  return string_start;
}

inline int checkCmdLineFlag(const int argc, const char **argv, const char *string_ref) {
  int bFound = 0;
  if (argc >= 1) {
    for (int i = 1; i < argc; i++) {
      int string_start = stringRemoveDelimiter('-', argv[i]);
      const char *string_argv = &argv[i][string_start];
      const char *equal_pos = strchr(string_argv, '=');
      int argv_length = (int)(equal_pos == 0 ? strlen(string_argv) : equal_pos - string_argv);
      int length = (int)strlen(string_ref);
      if (length == argv_length && !STRNCASECMP(string_argv, string_ref, length)) {
        bFound = 1;
        continue;
      }
    }
  }
  return bFound;
}

inline int getCmdLineArgumentInt(const int argc, const char **argv, const char *string_ref) {
  int bFound = 0;
  int value = -1;
  if (argc >= 1) {
    for (int i = 1; i < argc; i++) {
      int string_start = stringRemoveDelimiter('-', argv[i]);
      const char *string_argv = &argv[i][string_start];
      int length = (int)strlen(string_ref);
      if (!STRNCASECMP(string_argv, string_ref, length)) {
        if (length + 1 <= (int)strlen(string_argv)) {
          int auto_inc = (string_argv[length] == '=') ? 1 : 0;
          value = atoi(&string_argv[length + auto_inc]);
        } else {
          value = 0;
        }
        bFound = 1;
        continue;
      }
    }
  }
  return bFound ? value : 0;
}

inline float getCmdLineArgumentFloat(const int argc, const char **argv, const char *string_ref) {
  int bFound = 0;
  float value = -1;
  if (argc >= 1) {
    for (int i = 1; i < argc; i++) {
      int string_start = stringRemoveDelimiter('-', argv[i]);
      const char *string_argv = &argv[i][string_start];
      int length = (int)strlen(string_ref);
      if (!STRNCASECMP(string_argv, string_ref, length)) {
        if (length + 1 <= (int)strlen(string_argv)) {
          int auto_inc = (string_argv[length] == '=') ? 1 : 0;
          value = (float)atof(&string_argv[length + auto_inc]);
        } else {
          value = 0.f;
        }
        bFound = 1;
        continue;
      }
    }
  }
  return bFound ? value : 0;
}

inline int getCmdLineArgumentString(const int argc, const char **argv, const char *string_ref,
                                    char **string_retval) {
  int bFound = 0;
  if (argc >= 1) {
    for (int i = 1; i < argc; i++) {
      int string_start = stringRemoveDelimiter('-', argv[i]);
      char *string_argv = (char *)&argv[i][string_start];
      int length = (int)strlen(string_ref);
      if (!STRNCASECMP(string_argv, string_ref, length)) {
        *string_retval = &string_argv[length + 1];
        bFound = 1;
        continue;
      }
    }
  }
  if (!bFound) *string_retval = NULL;
  return bFound;
}
#endif
