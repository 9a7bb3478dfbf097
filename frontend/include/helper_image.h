/* helper_image.h (cudak built-in) — the CUDA samples' Common/helper_image.h: the same function
 * templates (sdkLoadPGM<T>, compareData<T, S>, ...), called with or without their template
 * arguments; messages, results and quirks are the originals' (std::cerr lines are
 * fprintf (stderr), a value written to a std::ostream is printed as the stream prints it:
 * floating "%g", a character as itself).
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_HELPER_IMAGE_H_
#define COMMON_HELPER_IMAGE_H_
#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef MIN
#define MIN(a, b) ((a < b) ? a : b)
#endif
#ifndef MAX
#define MAX(a, b) ((a > b) ? a : b)
#endif
#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
#include <helper_string.h>
#ifndef FOPEN
#define FOPEN(fHandle, filename, mode) (fHandle = fopen(filename, mode))
#endif
#ifndef FOPEN_FAIL
#define FOPEN_FAIL(result) (result == NULL)
#endif
#ifndef SSCANF
#define SSCANF sscanf
#endif

/* helper_image_internal::PGMHeaderSize */
#define __CUDAK_PGM_HEADER_SIZE 0x40

inline bool __loadPPM(const char *file, unsigned char **data, unsigned int *w, unsigned int *h,
                      unsigned int *channels) {
  FILE *fp = NULL;
  if (FOPEN_FAIL(FOPEN(fp, file, "rb"))) {
    fprintf(stderr, "__LoadPPM() : Failed to open file: %s\n", file);
    return false;
  }
  char header[__CUDAK_PGM_HEADER_SIZE];
  if (fgets(header, __CUDAK_PGM_HEADER_SIZE, fp) == NULL) {
    fprintf(stderr, "__LoadPPM() : reading PGM header returned NULL\n");
    return false;
  }
  if (strncmp(header, "P5", 2) == 0) {
    *channels = 1;
  } else if (strncmp(header, "P6", 2) == 0) {
    *channels = 3;
  } else {
    fprintf(stderr, "__LoadPPM() : File is not a PPM or PGM image\n");
    *channels = 0;
    return false;
  }
  unsigned int width = 0, height = 0, maxval = 0, i = 0;
  while (i < 3) {
    if (fgets(header, __CUDAK_PGM_HEADER_SIZE, fp) == NULL) {
      fprintf(stderr, "__LoadPPM() : reading PGM header returned NULL\n");
      return false;
    }
    if (header[0] == '#') continue;
    if (i == 0) {
      i += SSCANF(header, "%u %u %u", &width, &height, &maxval);
    } else if (i == 1) {
      i += SSCANF(header, "%u %u", &height, &maxval);
    } else if (i == 2) {
      i += SSCANF(header, "%u", &maxval);
    }
  }
  if (NULL != *data) {
    if (*w != width || *h != height) fprintf(stderr, "__LoadPPM() : Invalid image dimensions.\n");
  } else {
    *data = (unsigned char *)malloc(sizeof(unsigned char) * width * height * *channels);
    *w = width;
    *h = height;
  }
  if (fread(*data, sizeof(unsigned char), width * height * *channels, fp) == 0)
    fprintf(stderr, "__LoadPPM() read data returned error.\n");
  fclose(fp);
  return true;
}

/* helper_image_internal::ConverterFromUByte<T> and ConverterToUByte<T>: unsigned char and
 * float (byte / 255, value * 255 truncated), the two the originals define. */
template <class T> struct __CudakUByte;
template <> struct __CudakUByte<unsigned char> {
  static unsigned char from(unsigned char v) { return (unsigned char)(float)v; }
  static unsigned char to(unsigned char v) { return v; }
};
template <> struct __CudakUByte<float> {
  static float from(unsigned char v) { return (float)v / 255.0f; }
  static unsigned char to(float v) { return (unsigned char)(v * 255.0f); }
};

/* sdkLoadPGM<T>: the image's bytes converted to T. */
template <class T>
inline bool sdkLoadPGM(const char *file, T **data, unsigned int *w, unsigned int *h) {
  unsigned char *idata = NULL;
  unsigned int channels;
  if (true != __loadPPM(file, &idata, w, h, &channels)) return false;
  unsigned int size = *w * *h * channels;
  if (NULL == *data) *data = (T *)malloc(sizeof(T) * size);
  for (unsigned int i = 0; i < size; i++) (*data)[i] = __CudakUByte<T>::from(idata[i]);
  free(idata);
  return true;
}

inline bool sdkLoadPPM4ub(const char *file, unsigned char **data, unsigned int *w,
                          unsigned int *h) {
  unsigned char *idata = 0;
  unsigned int channels;
  if (__loadPPM(file, &idata, w, h, &channels)) {
    int size = *w * *h;
    unsigned char *idata_orig = idata;
    *data = (unsigned char *)malloc(sizeof(unsigned char) * size * 4);
    unsigned char *ptr = *data;
    for (int i = 0; i < size; i++) {
      *ptr++ = *idata++;
      *ptr++ = *idata++;
      *ptr++ = *idata++;
      *ptr++ = 0;
    }
    free(idata_orig);
    return true;
  } else {
    free(idata);
    return false;
  }
}

/* sdkLoadPPM4<T> compiles only for T = unsigned char in the original */
inline bool sdkLoadPPM4(const char *file, unsigned char **data, unsigned int *w,
                        unsigned int *h) {
  return sdkLoadPPM4ub(file, data, w, h);
}

inline bool sdkLoadPPMub(const char *file, unsigned char **data, unsigned int *w,
                         unsigned int *h) {
  unsigned int channels;
  return __loadPPM(file, data, w, h, &channels);
}

/* The original writes through a std::fstream whose failed open sets failbit, not badbit: an
 * unopenable file is not reported and the function still returns true. */
inline bool __savePPM(const char *file, unsigned char *data, unsigned int w, unsigned int h,
                      unsigned int channels) {
  assert(NULL != data);
  assert(w > 0);
  assert(h > 0);
  FILE *fh = fopen(file, "wb");
  if (channels != 1 && channels != 3) {
    fprintf(stderr, "__savePPM() : Invalid number of channels.\n");
    if (fh) fclose(fh);
    return false;
  }
  if (fh == NULL) return true;
  fprintf(fh, "%s", channels == 1 ? "P5\n" : "P6\n");
  fprintf(fh, "%u\n%u\n%d\n", w, h, 0xff);
  fwrite(data, 1, w * h * channels, fh);
  fflush(fh);
  if (ferror(fh)) {
    fprintf(stderr, "__savePPM() : Writing data failed.\n");
    fclose(fh);
    return false;
  }
  fclose(fh);
  return true;
}

/* sdkSavePGM<T>: T converted to a byte. */
template <class T>
inline bool sdkSavePGM(const char *file, T *data, unsigned int w, unsigned int h) {
  unsigned int size = w * h;
  unsigned char *idata = (unsigned char *)malloc(sizeof(unsigned char) * size);
  for (unsigned int i = 0; i < size; i++) idata[i] = __CudakUByte<T>::to(data[i]);
  bool result = __savePPM(file, idata, w, h, 1);
  free(idata);
  return result;
}

inline bool sdkSavePPM4ub(const char *file, unsigned char *data, unsigned int w,
                          unsigned int h) {
  int size = w * h;
  unsigned char *ndata = (unsigned char *)malloc(sizeof(unsigned char) * size * 3);
  unsigned char *ptr = ndata;
  for (int i = 0; i < size; i++) {
    *ptr++ = *data++;
    *ptr++ = *data++;
    *ptr++ = *data++;
    data++;
  }
  bool result = __savePPM(file, ndata, w, h, 3);
  free(ndata);
  return result;
}

/* A value as std::istream's operator>> reads it and as std::ostream's operator<< writes it
 * with the default flags (floating: "%g", a character: itself). */
template <class T> struct __CudakIO;
#define __CUDAK_IO(T, SCAN, PRINT)                                                 \
  template <> struct __CudakIO<T> {                                                \
    static int read(FILE *fh, T *v) { return fscanf(fh, SCAN, v); }              \
    static void write(FILE *fh, T v) { fprintf(fh, PRINT, v); }                   \
  };
__CUDAK_IO(float, "%f", "%g")
__CUDAK_IO(double, "%lf", "%g")
__CUDAK_IO(int, "%d", "%d")
__CUDAK_IO(unsigned int, "%u", "%u")
__CUDAK_IO(long, "%ld", "%ld")
__CUDAK_IO(unsigned long, "%lu", "%lu")
__CUDAK_IO(char, " %c", "%c")
__CUDAK_IO(unsigned char, " %c", "%c")
#undef __CUDAK_IO

/* sdkReadFile<T>: whitespace-separated values read until end of file; the last value read is
 * dropped, as the original drops it (it reads one twice at a final newline). */
template <class T>
inline bool sdkReadFile(const char *filename, T **data, unsigned int *len, bool verbose) {
  assert(NULL != filename);
  assert(NULL != len);
  FILE *fh = NULL;
  if (FOPEN_FAIL(FOPEN(fh, filename, "r"))) {
    printf("Unable to open input file: %s\n", filename);
    return false;
  }
  unsigned int n = 0, cap = 16;
  T *data_read = (T *)malloc(sizeof(T) * cap);
  T token = T();
  while (!feof(fh)) {
    __CudakIO<T>::read(fh, &token);
    if (n == cap) {
      cap *= 2;
      data_read = (T *)realloc(data_read, sizeof(T) * cap);
    }
    data_read[n++] = token;
  }
  n--;
  fclose(fh);
  if (NULL != *data) {
    if (*len != n) {
      fprintf(stderr, "sdkReadFile() : Initialized memory given but size  mismatch with signal "
                      "read (data read / data init = %u / %u)\n", n, *len);
      free(data_read);
      return false;
    }
  } else {
    *data = (T *)malloc(sizeof(T) * n);
    *len = n;
  }
  memcpy(*data, data_read, sizeof(T) * n);
  free(data_read);
  return true;
}

template <class T>
inline bool sdkReadFileBlocks(const char *filename, T **data, unsigned int *len,
                              unsigned int block_num, unsigned int block_size, bool verbose) {
  assert(NULL != filename);
  assert(NULL != len);
  FILE *fh = fopen(filename, "rb");
  if (fh == NULL && verbose) {
    fprintf(stderr, "sdkReadFile() : Opening file failed.\n");
    return false;
  }
  data[block_num] = (T *)malloc(block_size);
  fseek(fh, block_num * block_size, SEEK_SET);
  *len = fread(data[block_num], sizeof(T), block_size / sizeof(T), fh);
  fclose(fh);
  return true;
}

/* sdkWriteFile<T, S>: "# epsilon", then each value and a blank, then a newline. */
template <class T, class S>
inline bool sdkWriteFile(const char *filename, const T *data, unsigned int len, const S epsilon,
                         bool verbose, bool append = false) {
  assert(NULL != filename);
  assert(NULL != data);
  FILE *fh = fopen(filename, "w");
  if (verbose) fprintf(stderr, "sdkWriteFile() : Open file %s for write/append.\n", filename);
  if (fh == NULL) {
    if (verbose) fprintf(stderr, "sdkWriteFile() : Opening file failed.\n");
    return false;
  }
  fputs("# ", fh);
  __CudakIO<S>::write(fh, epsilon);
  fputs("\n", fh);
  for (unsigned int i = 0; i < len && !ferror(fh); ++i) {
    __CudakIO<T>::write(fh, data[i]);
    fputs(" ", fh);
  }
  if (ferror(fh)) {
    if (verbose) fprintf(stderr, "sdkWriteFile() : Writing file failed.\n");
    fclose(fh);
    return false;
  }
  fprintf(fh, "\n");
  fclose(fh);
  return true;
}

/* compareData<T, S>: element-wise |reference - data| <= epsilon; with a threshold, the share of
 * mismatches allowed. */
template <class T, class S>
inline bool compareData(const T *reference, const T *data, const unsigned int len,
                        const S epsilon, const float threshold) {
  assert(epsilon >= 0);
  bool result = true;
  unsigned int error_count = 0;
  for (unsigned int i = 0; i < len; ++i) {
    float diff = (float)reference[i] - (float)data[i];
    bool comp = (diff <= epsilon) && (diff >= -epsilon);
    result &= comp;
    error_count += !comp;
  }
  if (threshold == 0.0f) {
    return (result) ? true : false;
  } else {
    if (error_count) {
      printf("%4.2f(%%) of bytes mismatched (count=%d)\n",
             (float)error_count * 100 / (float)len, error_count);
    }
    return (len * threshold > error_count) ? true : false;
  }
}

#ifndef __MIN_EPSILON_ERROR
#define __MIN_EPSILON_ERROR 1e-3f
#endif

/* compareDataAsFloatThreshold<T, S>: |reference - data| < max(epsilon, __MIN_EPSILON_ERROR). */
template <class T, class S>
inline bool compareDataAsFloatThreshold(const T *reference, const T *data,
                                        const unsigned int len, const S epsilon,
                                        const float threshold) {
  assert(epsilon >= 0);
  float max_error = MAX((float)epsilon, __MIN_EPSILON_ERROR);
  int error_count = 0;
  bool result = true;
  for (unsigned int i = 0; i < len; ++i) {
    float diff = fabsf((float)reference[i] - (float)data[i]);
    bool comp = (diff < max_error);
    result &= comp;
    if (!comp) error_count++;
  }
  if (threshold == 0.0f) {
    if (error_count) printf("total # of errors = %d\n", error_count);
    return (error_count == 0) ? true : false;
  } else {
    if (error_count) {
      printf("%4.2f(%%) of bytes mismatched (count=%d)\n",
             (float)error_count * 100 / (float)len, error_count);
    }
    return ((len * threshold > error_count) ? true : false);
  }
}

inline void sdkDumpBin(void *data, unsigned int bytes, const char *filename) {
  printf("sdkDumpBin: <%s>\n", filename);
  FILE *fp;
  FOPEN(fp, filename, "wb");
  fwrite(data, bytes, 1, fp);
  fflush(fp);
  fclose(fp);
}

inline bool sdkCompareBin2BinUint(const char *src_file, const char *ref_file,
                                  unsigned int nelements, const float epsilon,
                                  const float threshold, char *exec_path) {
  unsigned int *src_buffer, *ref_buffer;
  FILE *src_fp = NULL, *ref_fp = NULL;
  uint64_t error_count = 0;
  size_t fsize = 0;
  if (FOPEN_FAIL(FOPEN(src_fp, src_file, "rb"))) {
    printf("compareBin2Bin <unsigned int> unable to open src_file: %s\n", src_file);
    error_count++;
  }
  char *ref_file_path = sdkFindFilePath(ref_file, exec_path);
  if (ref_file_path == NULL) {
    printf("compareBin2Bin <unsigned int>  unable to find <%s> in <%s>\n", ref_file, exec_path);
    printf(">>> Check info.xml and [project//data] folder <%s> <<<\n", ref_file);
    printf("Aborting comparison!\n");
    printf("  FAILED\n");
    error_count++;
    if (src_fp) fclose(src_fp);
    if (ref_fp) fclose(ref_fp);
  } else {
    if (FOPEN_FAIL(FOPEN(ref_fp, ref_file_path, "rb"))) {
      printf("compareBin2Bin <unsigned int> unable to open ref_file: %s\n", ref_file_path);
      error_count++;
    }
    if (src_fp && ref_fp) {
      src_buffer = (unsigned int *)malloc(nelements * sizeof(unsigned int));
      ref_buffer = (unsigned int *)malloc(nelements * sizeof(unsigned int));
      fsize = fread(src_buffer, nelements, sizeof(unsigned int), src_fp);
      fsize = fread(ref_buffer, nelements, sizeof(unsigned int), ref_fp);
      printf("> compareBin2Bin <unsigned int> nelements=%d, epsilon=%4.2f, threshold=%4.2f\n",
             nelements, epsilon, threshold);
      printf("   src_file <%s>, size=%d bytes\n", src_file, (int)fsize);
      printf("   ref_file <%s>, size=%d bytes\n", ref_file_path, (int)fsize);
      if (!compareData(ref_buffer, src_buffer, nelements, epsilon, threshold)) error_count++;
      fclose(src_fp);
      fclose(ref_fp);
      free(src_buffer);
      free(ref_buffer);
    } else {
      if (src_fp) fclose(src_fp);
      if (ref_fp) fclose(ref_fp);
    }
  }
  if (error_count == 0) {
    printf("  OK\n");
  } else {
    printf("  FAILURE: %d errors...\n", (unsigned int)error_count);
  }
  return (error_count == 0);
}

inline bool sdkCompareBin2BinFloat(const char *src_file, const char *ref_file,
                                   unsigned int nelements, const float epsilon,
                                   const float threshold, char *exec_path) {
  float *src_buffer = NULL, *ref_buffer = NULL;
  FILE *src_fp = NULL, *ref_fp = NULL;
  size_t fsize = 0;
  uint64_t error_count = 0;
  if (FOPEN_FAIL(FOPEN(src_fp, src_file, "rb"))) {
    printf("compareBin2Bin <float> unable to open src_file: %s\n", src_file);
    error_count = 1;
  }
  char *ref_file_path = sdkFindFilePath(ref_file, exec_path);
  if (ref_file_path == NULL) {
    printf("compareBin2Bin <float> unable to find <%s> in <%s>\n", ref_file, exec_path);
    printf(">>> Check info.xml and [project//data] folder <%s> <<<\n", exec_path);
    printf("Aborting comparison!\n");
    printf("  FAILED\n");
    error_count++;
    if (src_fp) fclose(src_fp);
    if (ref_fp) fclose(ref_fp);
  } else {
    if (FOPEN_FAIL(FOPEN(ref_fp, ref_file_path, "rb"))) {
      printf("compareBin2Bin <float> unable to open ref_file: %s\n", ref_file_path);
      error_count = 1;
    }
    if (src_fp && ref_fp) {
      src_buffer = (float *)malloc(nelements * sizeof(float));
      ref_buffer = (float *)malloc(nelements * sizeof(float));
      printf("> compareBin2Bin <float> nelements=%d, epsilon=%4.2f, threshold=%4.2f\n",
             nelements, epsilon, threshold);
      fsize = fread(src_buffer, sizeof(float), nelements, src_fp);
      printf("   src_file <%s>, size=%d bytes\n", src_file, (int)(fsize * sizeof(float)));
      fsize = fread(ref_buffer, sizeof(float), nelements, ref_fp);
      printf("   ref_file <%s>, size=%d bytes\n", ref_file_path, (int)(fsize * sizeof(float)));
      if (!compareDataAsFloatThreshold(ref_buffer, src_buffer, nelements, epsilon, threshold))
        error_count++;
      fclose(src_fp);
      fclose(ref_fp);
      free(src_buffer);
      free(ref_buffer);
    } else {
      if (src_fp) fclose(src_fp);
      if (ref_fp) fclose(ref_fp);
    }
  }
  if (error_count == 0) {
    printf("  OK\n");
  } else {
    printf("  FAILURE: %d errors...\n", (unsigned int)error_count);
  }
  return (error_count == 0);
}

inline bool sdkCompareL2fe(const float *reference, const float *data, const unsigned int len,
                           const float epsilon) {
  assert(epsilon >= 0);
  float error = 0;
  float ref = 0;
  for (unsigned int i = 0; i < len; ++i) {
    float diff = reference[i] - data[i];
    error += diff * diff;
    ref += reference[i] * reference[i];
  }
  float normRef = sqrtf(ref);
  if (fabsf(ref) < 1e-7) return false;
  float normError = sqrtf(error);
  error = normError / normRef;
  bool result = error < epsilon;
  return result;
}

#define __CUDAK_COMPARE_IMAGE(NAME, TAG, LOAD, CH) \
  inline bool NAME(const char *src_file, const char *ref_file, const float epsilon, \
                   const float threshold, bool verboseErrors) { \
    unsigned char *src_data = 0, *ref_data = 0; \
    uint64_t error_count = 0; \
    unsigned int ref_width, ref_height; \
    unsigned int src_width, src_height; \
    if (src_file == NULL || ref_file == NULL) { \
      if (verboseErrors) \
        fprintf(stderr, TAG ": src_file or ref_file is NULL.  Aborting comparison\n"); \
      return false; \
    } \
    if (verboseErrors) { \
      fprintf(stderr, "> Compare (a)rendered:  <%s>\n", src_file); \
      fprintf(stderr, ">         (b)reference: <%s>\n", ref_file); \
    } \
    if (LOAD(ref_file, &ref_data, &ref_width, &ref_height) != true) { \
      if (verboseErrors) fprintf(stderr, TAG ": unable to load ref image file: %s\n", ref_file); \
      return false; \
    } \
    if (LOAD(src_file, &src_data, &src_width, &src_height) != true) { \
      fprintf(stderr, TAG ": unable to load src image file: %s\n", src_file); \
      return false; \
    } \
    if (src_height != ref_height || src_width != ref_width) { \
      if (verboseErrors) \
        fprintf(stderr, TAG ": source and ref size mismatch (%u,%u)vs(%u,%u)\n", src_width, \
                src_height, ref_width, ref_height); \
    } \
    if (verboseErrors) \
      fprintf(stderr, TAG ": comparing images size (%u,%u) epsilon(%g), threshold(%g%%)\n", \
              src_width, src_height, epsilon, threshold * 100); \
    if (compareData(ref_data, src_data, src_width * src_height * CH, epsilon, threshold) == false) \
      error_count = 1; \
    if (error_count == 0) { \
      if (verboseErrors) fprintf(stderr, "    OK\n\n"); \
    } else { \
      if (verboseErrors) fprintf(stderr, "    FAILURE!  %d errors...\n\n", (int)error_count); \
    } \
    return (error_count == 0) ? true : false; \
  }
__CUDAK_COMPARE_IMAGE(sdkComparePPM, "PPMvsPPM", sdkLoadPPM4ub, 4)
__CUDAK_COMPARE_IMAGE(sdkComparePGM, "PGMvsPGM", sdkLoadPPMub, 1)
#endif
