#import <UIKit/UIKit.h>

@interface Legacy : NSObject
@end

@implementation Legacy
- (void)load {
#if TARGET_OS_OSX
    [[NSNib alloc] initWithNibNamed:@"LegacyMac" bundle:nil];
#else
    [UINib nibWithNibName:@"LegacyPhone" bundle:nil];
#endif
#ifdef SOMETHING
    [UINib nibWithNibName:@"Maybe" bundle:nil];  // a header may define SOMETHING: kept
#endif
}
@end
