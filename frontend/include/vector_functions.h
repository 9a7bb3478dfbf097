/* vector_functions.h */
