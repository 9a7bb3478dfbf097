/* device_functions.h */
