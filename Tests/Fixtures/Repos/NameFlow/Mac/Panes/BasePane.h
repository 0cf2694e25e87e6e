#import <Cocoa/Cocoa.h>

// A base class that loads the nib its -mainNibName names: by default the class's own name.
@interface BasePane : NSObject
- (NSString *)mainNibName;
- (NSView *)loadMainView;
@end
