#import <Cocoa/Cocoa.h>

@interface ChoiceController : NSObject
@end

@implementation ChoiceController

// A local declared nil and given a literal in each branch: each names its nib.
- (void)showChoice:(BOOL)first
{
    NSString *name = nil;
    if (first) {
        name = @"ChoiceA";
    } else {
        name = @"ChoiceB";
    }
    [[NSBundle mainBundle] loadNibNamed:name owner:self topLevelObjects:nil];
}

@end
