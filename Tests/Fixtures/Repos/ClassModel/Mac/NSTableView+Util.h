#import <Cocoa/Cocoa.h>

@interface NSTableView (Util)
- (void)scrollToBottom;
@end
