/* driver_types.h */
