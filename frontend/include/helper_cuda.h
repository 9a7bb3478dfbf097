/* helper_cuda.h */
