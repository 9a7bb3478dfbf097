/* iso646.h */
