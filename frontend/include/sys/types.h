/* sys/types.h */
