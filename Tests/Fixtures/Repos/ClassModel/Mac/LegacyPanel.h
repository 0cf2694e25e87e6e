#import <Cocoa/Cocoa.h>

// The File's Owner of Legacy.xib, an Xcode 3 archive: its status outlet is connected there.
@interface LegacyPanel : NSObject
@property (nonatomic, weak) IBOutlet NSTextField *status;
@end
