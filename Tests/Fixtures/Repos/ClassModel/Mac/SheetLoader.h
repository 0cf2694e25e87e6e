#import <Cocoa/Cocoa.h>

@interface SheetLoader : NSObject
@property (weak) IBOutlet NSTextField *field;
- (IBAction)save:(id)sender;
- (void)show;
@end
