#import "Legacy.h"

@implementation Legacy
- (NSImage *)header { return [NSImage imageNamed:ACImageNameFlaggedHeader]; }
- (NSImage *)folder { return [NSImage imageNamed:ACImageNameRSSFolder]; }
@end
