#import <Cocoa/Cocoa.h>

// The Objective-C original of a class being ported to Swift (RatingControl.swift).
IB_DESIGNABLE
@interface RatingControl : NSView
@end
