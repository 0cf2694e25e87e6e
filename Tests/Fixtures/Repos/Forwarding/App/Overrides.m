#import <UIKit/UIKit.h>

// `+nibName` overridden by a subclass: `[self nibName]` in the base class's factory names the
// base's nib and each subclass's own.
@interface BaseController : UIViewController
+ (NSString *)nibName;
+ (instancetype)controller;
@end

@implementation BaseController
+ (NSString *)nibName { return @"BasePanel"; }
+ (instancetype)controller { return [[self alloc] initWithNibName:[self nibName] bundle:nil]; }
@end

@interface SpecialController : BaseController
@end

@implementation SpecialController
+ (NSString *)nibName { return @"SpecialPanel"; }
@end
