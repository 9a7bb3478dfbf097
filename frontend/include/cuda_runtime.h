/* cuda_runtime.h */
