#import <Cocoa/Cocoa.h>

@interface ListTable : NSTableView
@end

@interface ListController : NSViewController
@property (weak) IBOutlet NSTableView *table;
- (IBAction)refresh:(id)sender;
- (IBAction)unused:(id)sender;
- (IBAction)reload:(id)sender;
@end

@interface OtherController : NSWindowController
- (IBAction)refresh:(id)sender;
@end
