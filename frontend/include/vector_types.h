/* vector_types.h */
