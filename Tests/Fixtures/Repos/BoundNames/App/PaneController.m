#import "PaneController.h"

@implementation PaneController

// A local holding the class of self's name, passed on to super.
- (instancetype)init
{
    NSString *nibName = NSStringFromClass([self class]);
    self = [super initWithNibName:nibName bundle:nil];
    return self;
}

@end
