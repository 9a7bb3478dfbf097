/* device_launch_parameters.h */
