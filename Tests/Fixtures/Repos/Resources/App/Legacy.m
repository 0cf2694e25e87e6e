#import "Legacy.h"

@implementation Legacy
- (NSImage *)header { return [NSImage imageNamed:ACImageNameFlaggedHeader]; }
@end
