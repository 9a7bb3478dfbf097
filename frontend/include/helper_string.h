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
#ifndef STRCPY
#define STRCPY(sFilePath, nLength, sPath) strcpy(sFilePath, sPath)
#endif
#ifndef FOPEN
#define FOPEN(fHandle, filename, mode) (fHandle = fopen(filename, mode))
#endif
#ifndef FOPEN_FAIL
#define FOPEN_FAIL(result) (result == NULL)
#endif
#ifndef SSCANF
#define SSCANF sscanf
#endif
#ifndef SPRINTF
#define SPRINTF sprintf
#endif

inline int stringRemoveDelimiter(char delimiter, const char *string) {
  int string_start = 0;
  while (string[string_start] == delimiter) string_start++;
  if (string_start >= (int)strlen(string) - 1) return 0;
  return string_start;
}

inline int getFileExtension(char *filename, char **extension) {
  int string_length = (int)strlen(filename);
  while (filename[string_length--] != '.') {
    if (string_length == 0) break;
  }
  if (string_length > 0) string_length += 2;
  if (string_length == 0)
    *extension = NULL;
  else
    *extension = &filename[string_length];
  return string_length;
}

inline bool checkCmdLineFlag(const int argc, const char **argv, const char *string_ref) {
  bool bFound = false;
  if (argc >= 1) {
    for (int i = 1; i < argc; i++) {
      int string_start = stringRemoveDelimiter('-', argv[i]);
      const char *string_argv = &argv[i][string_start];
      const char *equal_pos = strchr(string_argv, '=');
      int argv_length = (int)(equal_pos == 0 ? strlen(string_argv) : equal_pos - string_argv);
      int length = (int)strlen(string_ref);
      if (length == argv_length && !STRNCASECMP(string_argv, string_ref, length)) {
        bFound = true;
        continue;
      }
    }
  }
  return bFound;
}

/* getCmdLineArgumentValue<T>: the original template, for the arithmetic types samples use; the
 * value is atoi's, converted to T; the first match wins. */
#define __CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(T, N) \
  bool getCmdLineArgumentValue(const int argc, const char **argv, const char *string_ref, \
                               T *value) __asm__("getCmdLineArgumentValue_" #N); \
  inline bool getCmdLineArgumentValue(const int argc, const char **argv, \
                                      const char *string_ref, T *value) { \
    bool bFound = false; \
    if (argc >= 1) { \
      for (int i = 1; i < argc; i++) { \
        int string_start = stringRemoveDelimiter('-', argv[i]); \
        const char *string_argv = &argv[i][string_start]; \
        int length = (int)strlen(string_ref); \
        if (!STRNCASECMP(string_argv, string_ref, length)) { \
          if (length + 1 <= (int)strlen(string_argv)) { \
            int auto_inc = (string_argv[length] == '=') ? 1 : 0; \
            *value = (T)atoi(&string_argv[length + auto_inc]); \
          } \
          bFound = true; \
          i = argc; \
        } \
      } \
    } \
    return bFound; \
  }
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(int, i)
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(unsigned int, j)
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(long, l)
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(unsigned long, m)
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(float, f)
__CUDAK_GET_CMD_LINE_ARGUMENT_VALUE(double, d)

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

inline bool getCmdLineArgumentString(const int argc, const char **argv, const char *string_ref,
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

/* sdkFindFilePath: the first of the samples' search directories (".", "./data", the sample's
 * own folders named after the executable, Common/data) holding [filename] that fopen can read;
 * a malloc'd path, or 0. */
inline char *sdkFindFilePath(const char *filename, const char *executable_path) {
  const char *searchPath[] = {
      "./",
      "./data/",
      "../../../../Samples/<executable_name>/",
      "../../../Samples/<executable_name>/",
      "../../Samples/<executable_name>/",
      "../../../../Samples/<executable_name>/data/",
      "../../../Samples/<executable_name>/data/",
      "../../Samples/<executable_name>/data/",
      "../../../../Common/data/",
      "../../../Common/data/",
      "../../Common/data/"};
  const char *executable_name = "";
  if (executable_path != 0) {
    const char *slash = strrchr(executable_path, '/');
    executable_name = slash ? slash + 1 : executable_path;
  }
  for (unsigned int i = 0; i < sizeof(searchPath) / sizeof(char *); ++i) {
    const char *var = strstr(searchPath[i], "<executable_name>");
    if (var != 0 && executable_path == 0) continue;
    size_t n = strlen(searchPath[i]) + strlen(executable_name) + strlen(filename) + 1;
    char *path = (char *)malloc(n);
    if (var != 0) {
      size_t head = (size_t)(var - searchPath[i]);
      memcpy(path, searchPath[i], head);
      path[head] = 0;
      strcat(path, executable_name);
      strcat(path, var + strlen("<executable_name>"));
    } else {
      strcpy(path, searchPath[i]);
    }
    strcat(path, filename);
    FILE *fp;
    FOPEN(fp, path, "rb");
    if (fp != NULL) {
      fclose(fp);
      char *file_path = (char *)malloc(strlen(path) + 1);
      STRCPY(file_path, strlen(path) + 1, path);
      free(path);
      return file_path;
    }
    free(path);
  }
  return 0;
}
#endif
