/* sys/time.h */
