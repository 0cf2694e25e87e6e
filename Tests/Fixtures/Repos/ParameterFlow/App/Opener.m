#import <UIKit/UIKit.h>

// A C function returning one of two literals: both are candidates.
static NSString *Name(BOOL m) { return m ? @"Small" : @"Big"; }

@interface UI : NSObject
+ (NSString *)withRTLSuffix:(NSString *)name;
@end

@implementation UI
// Appends a literal: the load names Login_RTL, not Login.
+ (NSString *)withRTLSuffix:(NSString *)name { return [name stringByAppendingString:@"_RTL"]; }
@end

@interface Opener : NSObject
@end

@implementation Opener
// An Objective-C parameter: each literal a caller passes.
- (UIViewController *)controllerNamed:(NSString *)name animated:(BOOL)animated {
    return [[UIStoryboard storyboardWithName:name bundle:nil] instantiateInitialViewController];
}

- (void)go:(BOOL)m {
    [self controllerNamed:@"ObjcBoard" animated:YES];
    [[NSBundle mainBundle] loadNibNamed:Name(m) owner:self options:nil];
    [[NSBundle mainBundle] loadNibNamed:[UI withRTLSuffix:@"Login"] owner:self options:nil];
}
@end
