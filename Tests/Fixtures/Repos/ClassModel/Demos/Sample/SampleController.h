#import <Cocoa/Cocoa.h>

// A library's demo with a project of its own that the app does not refer to: its nibs are not
// in this repository, so its outlets say nothing about the app.
@interface SampleController : NSObject
@property (weak) IBOutlet NSTextField *demoField;
- (IBAction)demo:(id)sender;
@end
